import { and, eq, lt, sql } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '../../shared/days.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { knownDevices, loginFailures, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { hashToken, newSecretToken } from '../secrets.js';

/** Failed attempts that cost nothing: a person mistyping. */
const FREE_FAILURES = 5;
const LONGEST_DELAY_MS = 15 * MINUTE_MS;
/** A day without a failure and an address starts afresh. */
const MEMORY_MS = DAY_MS;

/** How long after the last failure the next attempt is heard: none for the first five, then 1 s, 2 s, 4 s ... 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/**
 * Guessing one account's password gets slower and slower, from anywhere, instead of locking the account: a hard
 * lock is something anyone could trigger against its owner. A browser that has signed in to the account before
 * (a known device) is never made to wait.
 */
export function createLoginThrottle(db: Database, clock: Clock) {
  const emailHash = (email: string) => hashToken(`login:${email}`);

  return {
    /** Refuses with 429 and the seconds to wait while the address is cooling down. */
    async check(email: string): Promise<void> {
      const [row] = await db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.emailHash, emailHash(email)));
      if (!row) return;
      const since = clock.now().getTime() - row.lastFailureAt.getTime();
      const wait = since > MEMORY_MS ? 0 : delayAfter(row.failures) - since;
      if (wait > 0) {
        throw new AppError('rate_limited', 'errors.rate_limited', { seconds: Math.ceil(wait / 1000) });
      }
    },

    async recordFailure(email: string): Promise<void> {
      const now = clock.now();
      await db
        .insert(loginFailures)
        .values({ emailHash: emailHash(email), failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginFailures.emailHash,
          set: {
            failures: sql`CASE WHEN ${loginFailures.lastFailureAt} < ${new Date(now.getTime() - MEMORY_MS)} THEN 1
                               ELSE ${loginFailures.failures} + 1 END`,
            lastFailureAt: now,
          },
        });
    },

    async clear(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.emailHash, emailHash(email)));
    },

    /** Whether this device token belongs to a browser that signed in to the account with this email before. */
    async isKnownDevice(token: string | undefined, email: string): Promise<boolean> {
      if (!token) return false;
      const [found] = await db
        .select({ id: knownDevices.id })
        .from(knownDevices)
        .innerJoin(users, eq(users.id, knownDevices.userId))
        .where(and(eq(knownDevices.tokenHash, hashToken(token)), eq(users.email, email)));
      return found !== undefined;
    },

    /** Remembers a browser after a successful sign-in: its token, or a new one to set as a cookie. */
    async rememberDevice(userId: string, token: string | undefined): Promise<string> {
      const now = clock.now();
      if (token) {
        const touched = await db
          .update(knownDevices)
          .set({ lastUsedAt: now })
          .where(and(eq(knownDevices.tokenHash, hashToken(token)), eq(knownDevices.userId, userId)))
          .returning({ id: knownDevices.id });
        if (touched.length) return token;
      }
      const fresh = newSecretToken();
      await db.insert(knownDevices).values({ userId, tokenHash: fresh.hash, createdAt: now, lastUsedAt: now });
      return fresh.token;
    },

    /** Forgets failures nobody has added to for a day. */
    async prune(): Promise<number> {
      const stale = new Date(clock.now().getTime() - MEMORY_MS);
      const removed = await db
        .delete(loginFailures)
        .where(lt(loginFailures.lastFailureAt, stale))
        .returning({ hash: loginFailures.emailHash });
      return removed.length;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
