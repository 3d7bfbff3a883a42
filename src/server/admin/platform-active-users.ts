import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';

/** Distinct users active from `start` to `end`, all closed days: kept, or counted now and kept (same lock). */
async function activeInClosedRange(db: Database, clock: Clock, start: string, end: string): Promise<number> {
  const read = async (executor: Pick<Database, 'execute'>) =>
    (
      await executor.execute<{ active_users: number }>(sql`
        SELECT active_users FROM platform_active_ranges WHERE start_day = ${start}::date AND end_day = ${end}::date`)
    ).rows[0]?.active_users;
  const kept = await read(db);
  if (kept !== undefined) return kept;
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE platform_active_ranges IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await tx.execute<{ active_users: number }>(sql`
      INSERT INTO platform_active_ranges (start_day, end_day, active_users, computed_at)
      SELECT ${start}::date, ${end}::date, count(DISTINCT user_id)::int, ${clock.now().toISOString()}::timestamptz
      FROM user_activity_days WHERE day BETWEEN ${start}::date AND ${end}::date
      ON CONFLICT (start_day, end_day) DO UPDATE
      SET active_users = excluded.active_users, computed_at = excluded.computed_at
      RETURNING active_users`);
    return rows[0]?.active_users ?? 0;
  });
}

/**
 * Distinct users active from `start` to `end`: those of the closed days kept (counted once and kept), plus those
 * active only on the later days, each looked up by its key (`OFFSET 0` keeps PostgreSQL from turning the lookups
 * into an anti-join that reads every activity row of the period).
 */
export async function platformActiveUsers(
  db: Database,
  clock: Clock,
  start: string,
  end: string,
  lastClosed: string,
): Promise<number> {
  const closedEnd = end < lastClosed ? end : lastClosed;
  if (start > closedEnd) {
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT user_id)::int AS n FROM user_activity_days
      WHERE day BETWEEN ${start}::date AND ${end}::date`);
    return rows[0]?.n ?? 0;
  }
  const closed = await activeInClosedRange(db, clock, start, closedEnd);
  if (closedEnd >= end) return closed;
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(DISTINCT a.user_id)::int AS n FROM user_activity_days a
    WHERE a.day BETWEEN ${addDays(closedEnd, 1)}::date AND ${end}::date
      AND NOT EXISTS (SELECT 1 FROM user_activity_days p
        WHERE p.user_id = a.user_id AND p.day BETWEEN ${start}::date AND ${closedEnd}::date OFFSET 0)`);
  return closed + (rows[0]?.n ?? 0);
}
