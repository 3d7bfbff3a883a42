import type * as WebAuthn from '@simplewebauthn/server';
import type { Passkey, RegisterVerifyRequest } from '../../shared/schemas/passkeys.js';
import { isUniqueViolation } from '../db/errors.js';
import type { UserRow } from '../db/rows.js';
import { passkeys } from '../db/schema.js';
import { AppError } from '../errors.js';
import {
  CEREMONY_TIMEOUT_MS,
  clientData,
  failed,
  type PasskeyContext,
  spendChallenge,
  storeChallenge,
  webAuthn,
} from './challenges.js';
import { ownPasskeys, presentPasskey } from './own-passkeys.js';

function uuidBytes(id: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));
}

export async function registerOptions(ctx: PasskeyContext, user: UserRow) {
  const existing = await ownPasskeys(ctx.db, user.id);
  const options = await (await webAuthn()).generateRegistrationOptions({
    rpName: 'Korai',
    rpID: ctx.relyingParty.id,
    userName: user.email,
    userDisplayName: user.username,
    userID: uuidBytes(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  await storeChallenge(ctx, user.id, options.challenge, 'register');
  return options;
}

export async function registerVerify(
  ctx: PasskeyContext,
  user: UserRow,
  request: RegisterVerifyRequest,
): Promise<Passkey> {
  const { db, clock, relyingParty } = ctx;
  const signed = clientData(request.credential.response.clientDataJSON);
  if (!relyingParty.accepts(signed.origin)) throw failed();
  const challenge = await spendChallenge(ctx, signed.challenge, 'register', user.id);
  let credential: WebAuthn.WebAuthnCredential;
  try {
    const result = await (await webAuthn()).verifyRegistrationResponse({
      response: request.credential as Parameters<typeof WebAuthn.verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge.challenge,
      expectedOrigin: signed.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    });
    if (!result.verified) throw failed();
    credential = result.registrationInfo.credential;
  } catch {
    throw failed();
  }
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
        deviceName: request.deviceName,
        createdAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('passkey insert returned nothing');
    return presentPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('passkey_exists', 'passkeys.alreadyRegistered');
    throw error;
  }
}
