import type * as WebAuthn from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { LoginOptionsRequest, LoginVerifyRequest } from '../../shared/schemas/passkeys.js';
import type { AuthService } from '../auth/service.js';
import { passkeys, users } from '../db/schema.js';
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
import { ownPasskeys } from './own-passkeys.js';

/** The sign-in ceremony for an email that has passkeys; 404 otherwise, which hides the biometric button. */
export async function loginOptions(ctx: PasskeyContext, request: LoginOptionsRequest) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
  const keys = user ? await ownPasskeys(ctx.db, user.id) : [];
  if (!user || !keys.length) throw new AppError('not_found', 'passkeys.noneForEmail');
  const options = await (await webAuthn()).generateAuthenticationOptions({
    rpID: ctx.relyingParty.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
  });
  await storeChallenge(ctx, user.id, options.challenge, 'login', request.rememberMe);
  return options;
}

/** Proves the assertion, moves the signature counter on, then signs in exactly as a password does. */
export async function loginVerify(
  ctx: PasskeyContext,
  auth: AuthService,
  request: LoginVerifyRequest,
  client: { userAgent?: string; deviceToken?: string },
) {
  const { db, clock, relyingParty } = ctx;
  const signed = clientData(request.credential.response.clientDataJSON);
  if (!relyingParty.accepts(signed.origin)) throw failed();
  const challenge = await spendChallenge(ctx, signed.challenge, 'login');
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, request.credential.id), eq(passkeys.userId, challenge.userId)));
  if (!key) throw failed();
  let newCounter: number;
  try {
    const result = await (await webAuthn()).verifyAuthenticationResponse({
      response: request.credential as Parameters<typeof WebAuthn.verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge.challenge,
      expectedOrigin: signed.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(key.publicKey),
        counter: key.counter,
        transports: (key.transports ?? undefined) as WebAuthn.WebAuthnCredential['transports'],
      },
    });
    if (!result.verified) throw failed();
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    throw failed();
  }
  // Compare-and-set: of two assertions racing with the same counter, only one moves it on.
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: clock.now() })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (!moved.length) throw failed();
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw failed();
  const session = await auth.startSession(user, challenge.rememberMe, client);
  return { ...session, rememberMe: challenge.rememberMe };
}
