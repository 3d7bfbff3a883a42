import { sql } from 'drizzle-orm';
import { addDays, eachDay } from '../../shared/days.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { platformEventDaysQuery } from '../stats/day-counts.js';
import { type DayFigures, dayArray, dayStart } from './live-days.js';

/** Days kept are at least this many days before today (UTC). */
const CLOSED_AFTER_DAYS = 2;
/** Every run of the job recomputes this many of the latest closed days, whatever it finds there. */
const RECOMPUTED_DAYS = 3;
/** Days before this many years ago are read live (a backdated event from decades ago stays counted). */
const KEPT_YEARS = 10;
/** Days computed per transaction: a write to a kept day waits at most for one batch. */
const BATCH_DAYS = 60;

/** The latest closed day, by the app's clock and the database's, whichever is earlier (the triggers use the latter). */
export async function lastClosedDay(db: Database, clock: Clock): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(sql`SELECT (now() AT TIME ZONE 'UTC')::date::text AS today`);
  const appToday = clock.now().toISOString().slice(0, 10);
  const dbToday = rows[0]?.today ?? appToday;
  return addDays(appToday < dbToday ? appToday : dbToday, -CLOSED_AFTER_DAYS);
}

/** The first day any figure has, or null with no data at all. */
async function firstDay(db: Database, lastClosed: string): Promise<string | null> {
  const { rows } = await db.execute<{ day: string | null }>(sql`
    SELECT least(
      (SELECT (min(created_at) AT TIME ZONE 'UTC')::date FROM users),
      (SELECT min(day) FROM event_day_counts),
      (SELECT min(day) FROM user_activity_days))::text AS day`);
  const first = rows[0]?.day;
  if (!first || first > lastClosed) return null;
  const oldest = addDays(lastClosed, -KEPT_YEARS * 366);
  return first < oldest ? oldest : first;
}

/**
 * Recomputes the given days. The table lock waits for writes in flight to a kept day and holds new ones back
 * until the batch is written, so a row is never written from figures a concurrent write has already changed.
 */
async function compute(db: Database, clock: Clock, days: readonly string[]): Promise<void> {
  const computedAt = clock.now().toISOString();
  for (let index = 0; index < days.length; index += BATCH_DAYS) {
    const batch = days.slice(index, index + BATCH_DAYS);
    const first = batch[0] as string;
    const last = batch.at(-1) as string;
    await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE platform_days IN SHARE ROW EXCLUSIVE MODE`);
      await tx.execute(sql`
        WITH wanted AS (SELECT unnest(${dayArray(batch)}::date[]) AS day),
        s AS (
          SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM users
          WHERE created_at >= ${dayStart(first)}::timestamptz AND created_at < ${dayStart(addDays(last, 1))}::timestamptz
          GROUP BY 1),
        e AS (
          SELECT day::date AS day, count AS n
          FROM (${platformEventDaysQuery((day) => sql`${day} = ANY(${dayArray(batch)}::date[])`)}) e),
        a AS (
          SELECT day, count(*)::int AS n FROM user_activity_days WHERE day = ANY(${dayArray(batch)}::date[])
          GROUP BY 1)
        INSERT INTO platform_days (day, signups, events, active_users, computed_at)
        SELECT w.day, coalesce(s.n, 0), coalesce(e.n, 0), coalesce(a.n, 0), ${computedAt}::timestamptz
        FROM wanted w LEFT JOIN s USING (day) LEFT JOIN e USING (day) LEFT JOIN a USING (day)
        ON CONFLICT (day) DO UPDATE SET signups = excluded.signups, events = excluded.events,
          active_users = excluded.active_users, computed_at = excluded.computed_at`);
    });
  }
}

export async function keptDays(db: Database, start: string, end: string): Promise<DayFigures[]> {
  const { rows } = await db.execute<{ day: string; signups: number; events: string; active_users: number }>(sql`
    SELECT day::text AS day, signups, events, active_users FROM platform_days
    WHERE day BETWEEN ${start}::date AND ${end}::date ORDER BY day`);
  return rows.map((row) => ({
    day: row.day,
    signups: row.signups,
    events: Number(row.events),
    activeUsers: row.active_users,
  }));
}

/**
 * The job: fills every closed day missing (the first run fills them all) and recomputes the latest few, so a
 * change the triggers could not see (none is known) is caught within a run. `all` recomputes every day.
 */
export async function refreshKeptDays(
  db: Database,
  clock: Clock,
  options: { all?: boolean },
): Promise<{ days: number }> {
  const lastClosed = await lastClosedDay(db, clock);
  const first = await firstDay(db, lastClosed);
  if (!first) return { days: 0 };
  let days = eachDay(first, lastClosed);
  if (!options.all) {
    const kept = new Set((await keptDays(db, first, lastClosed)).map((figures) => figures.day));
    const recent = addDays(lastClosed, 1 - RECOMPUTED_DAYS);
    days = days.filter((day) => day >= recent || !kept.has(day));
  }
  await compute(db, clock, days);
  // Ranges no period reaches any more (the longest compares two years).
  await db.execute(sql`DELETE FROM platform_active_ranges WHERE end_day < ${addDays(lastClosed, -800)}::date`);
  if (options.all) await db.execute(sql`DELETE FROM platform_active_ranges`);
  return { days: days.length };
}
