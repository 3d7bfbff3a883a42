import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { postgresFailure } from '../db/errors.js';

/** Users remembered as recorded today, per process; past this many the memory starts again (only an optimisation). */
const REMEMBERED_USERS = 100_000;

/**
 * Records that a user was active today (UTC): one row per user and day in `user_activity_days`, what the admin
 * dashboard counts active users from. The first request of the day writes it; the in-memory set only spares the
 * later requests a round trip, and the insert is idempotent, so a restart or a second process changes no figure.
 */
export function createActivityRecorder(db: Database, clock: Clock) {
  let today = '';
  let recorded = new Set<string>();

  return {
    async record(userId: string): Promise<void> {
      const day = clock.now().toISOString().slice(0, 10);
      if (day !== today || recorded.size >= REMEMBERED_USERS) {
        today = day;
        recorded = new Set();
      }
      if (recorded.has(userId)) return;
      try {
        await db.execute(
          sql`INSERT INTO user_activity_days (user_id, day) VALUES (${userId}, ${day}::date) ON CONFLICT DO NOTHING`,
        );
      } catch (error) {
        // The account was deleted while its request was on the way: nothing to record.
        if (postgresFailure(error)?.code === '23503') return;
        throw error;
      }
      recorded.add(userId);
    },
  };
}

export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
