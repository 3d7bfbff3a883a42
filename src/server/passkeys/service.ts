import type * as WebAuthn from '@simplewebauthn/server';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { MINUTE_MS } from '../../shared/days.js';
import type {
  LoginOptionsRequest,
  LoginVerifyRequest,
  Passkey,
  RegisterVerifyRequest,
} from '../../shared/schemas/passkeys.js';
import type { AuthService } from '../auth/service.js';
import { addMs } from '../clock.js';
import { isUniqueViolation } from '../db/errors.js';
import type { UserRow } from '../db/rows.js';
import { passkeys, users, webauthnChallenges } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { relyingPartyFor } from './relying-party.js';

/** The WebAuthn library (and its certificate parsers), loaded on the first passkey ceremony rather than at start. */
const webAuthn = () => import('@simplewebauthn/server');

export const CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS;
const CEREMONY_TIMEOUT_MS = CHALLENGE_LIFETIME_MS;

function failed(): AppError {
  return new AppError('passkey_failed', 'passkeys.verifyFailed');
}

/** What the browser signed: its challenge and origin, read before anything is trusted, to find the ceremony. */
function clientData(clientDataJSON: string): { challenge: string; origin: string } {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof parsed.challenge === 'string' && typeof parsed.origin === 'string' && parsed.challenge.length <= 200) {
      return { challenge: parsed.challenge, origin: parsed.origin };
    }
  } catch {
    // Not JSON: refused below like any other forged answer.
  }
  throw failed();
}

function uuidBytes(id: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(id.replace(/-/g, ''), 'hex'));
}

export function createPasskeyService({ db, clock, config }: ServiceDeps, auth: AuthService) {
  const relyingParty = relyingPartyFor(config.publicUrl);

  async function storeChallenge(userId: string, challenge: string, kind: 'register' | 'login', rememberMe = false) {
    const now = clock.now();
    await db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.userId, userId), lte(webauthnChallenges.expiresAt, now)));
    await db
      .insert(webauthnChallenges)
      .values({ challenge, userId, kind, rememberMe, createdAt: now, expiresAt: addMs(now, CHALLENGE_LIFETIME_MS) });
  }

  /** Spends a live challenge of that kind (once: the row is deleted as it is read). */
  async function spendChallenge(challenge: string, kind: 'register' | 'login', userId?: string) {
    const [spent] = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.kind, kind),
          gt(webauthnChallenges.expiresAt, clock.now()),
          ...(userId ? [eq(webauthnChallenges.userId, userId)] : []),
        ),
      )
      .returning();
    if (!spent) throw failed();
    return spent;
  }

  function ownPasskeys(userId: string) {
    return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
  }

  return {
    /** The hourly clean-up: ceremonies nobody finished. */
    async pruneExpiredChallenges(): Promise<{ removed: number }> {
      const removed = await db
        .delete(webauthnChallenges)
        .where(lte(webauthnChallenges.expiresAt, clock.now()))
        .returning({ challenge: webauthnChallenges.challenge });
      return { removed: removed.length };
    },

    config: () => ({ rpId: relyingParty.id, localhostOnly: relyingParty.localhostOnly }),

    async registerOptions(user: UserRow) {
      const existing = await ownPasskeys(user.id);
      const options = await (await webAuthn()).generateRegistrationOptions({
        rpName: 'Korai',
        rpID: relyingParty.id,
        userName: user.email,
        userDisplayName: user.username,
        userID: uuidBytes(user.id),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      await storeChallenge(user.id, options.challenge, 'register');
      return options;
    },

    async registerVerify(user: UserRow, request: RegisterVerifyRequest): Promise<Passkey> {
      const signed = clientData(request.credential.response.clientDataJSON);
      if (!relyingParty.accepts(signed.origin)) throw failed();
      const challenge = await spendChallenge(signed.challenge, 'register', user.id);
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
        return present(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('passkey_exists', 'passkeys.alreadyRegistered');
        throw error;
      }
    },

    async list(user: UserRow): Promise<Passkey[]> {
      return (await ownPasskeys(user.id)).map(present);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const deleted = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
        .returning({ id: passkeys.id });
      if (!deleted.length) throw new AppError('not_found', 'passkeys.notFound');
    },

    /** The sign-in ceremony for an email that has passkeys; 404 otherwise, which hides the biometric button. */
    async loginOptions(request: LoginOptionsRequest) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
      const keys = user ? await ownPasskeys(user.id) : [];
      if (!user || !keys.length) throw new AppError('not_found', 'passkeys.noneForEmail');
      const options = await (await webAuthn()).generateAuthenticationOptions({
        rpID: relyingParty.id,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
        allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
      });
      await storeChallenge(user.id, options.challenge, 'login', request.rememberMe);
      return options;
    },

    /** Proves the assertion, moves the signature counter on, then signs in exactly as a password does. */
    async loginVerify(request: LoginVerifyRequest, client: { userAgent?: string; deviceToken?: string }) {
      const signed = clientData(request.credential.response.clientDataJSON);
      if (!relyingParty.accepts(signed.origin)) throw failed();
      const challenge = await spendChallenge(signed.challenge, 'login');
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
    },
  };
}

function present(row: typeof passkeys.$inferSelect): Passkey {
  return {
    id: row.id,
    deviceName: row.deviceName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
