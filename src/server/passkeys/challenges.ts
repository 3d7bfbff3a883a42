import { and, eq, gt, lte } from 'drizzle-orm';
import { MINUTE_MS } from '../../shared/days.js';
import { addMs } from '../clock.js';
import { webauthnChallenges } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { RelyingParty } from './relying-party.js';

/** What each passkey ceremony needs: the services' deps and the site the keys are made for. */
export interface PasskeyContext extends ServiceDeps {
  relyingParty: RelyingParty;
}

/** The WebAuthn library (and its certificate parsers), loaded on the first passkey ceremony rather than at start. */
export const webAuthn = () => import('@simplewebauthn/server');

export const CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS;
export const CEREMONY_TIMEOUT_MS = CHALLENGE_LIFETIME_MS;

export function failed(): AppError {
  return new AppError('passkey_failed', 'passkeys.verifyFailed');
}

/** What the browser signed: its challenge and origin, read before anything is trusted, to find the ceremony. */
export function clientData(clientDataJSON: string): { challenge: string; origin: string } {
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

export async function storeChallenge(
  { db, clock }: ServiceDeps,
  userId: string,
  challenge: string,
  kind: 'register' | 'login',
  rememberMe = false,
) {
  const now = clock.now();
  await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.userId, userId), lte(webauthnChallenges.expiresAt, now)));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, userId, kind, rememberMe, createdAt: now, expiresAt: addMs(now, CHALLENGE_LIFETIME_MS) });
}

/** Spends a live challenge of that kind (once: the row is deleted as it is read). */
export async function spendChallenge(
  { db, clock }: ServiceDeps,
  challenge: string,
  kind: 'register' | 'login',
  userId?: string,
) {
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

/** The hourly clean-up: ceremonies nobody finished. */
export async function pruneExpiredChallenges({ db, clock }: ServiceDeps): Promise<{ removed: number }> {
  const removed = await db
    .delete(webauthnChallenges)
    .where(lte(webauthnChallenges.expiresAt, clock.now()))
    .returning({ challenge: webauthnChallenges.challenge });
  return { removed: removed.length };
}
