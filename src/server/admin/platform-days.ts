import { type SQL, sql } from 'drizzle-orm';
import { addDays, eachDay } from '../../shared/days.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { platformEventDaysQuery, platformEventTotalQuery } from '../stats/day-counts.js';

/**
 * The admin dashboard's figures per day, kept in `platform_days` for closed days (before yesterday, UTC: no tap can
 * reach them, whatever its owner's time zone) and read live for every other day. A write that changes a kept day
 * deletes its row in the same transaction (the triggers of migration 0011), so every figure is true at once; the
 * `platform-days` job fills the missing days again and recomputes the last few.
 */

/** Days kept are at least this many days before today (UTC). */
const CLOSED_AFTER_DAYS = 2;
/** Every run of the job recomputes this many of the latest closed days, whatever it finds there. */
const RECOMPUTED_DAYS = 3;
/** Days before this many years ago are read live (a backdated event from decades ago stays counted). */
const KEPT_YEARS = 10;
/** Days computed per transaction: a write to a kept day waits at most for one batch. */
const BATCH_DAYS = 60;

export interface DayFigures {
  day: string;
  signups: number;
  events: number;
  activeUsers: number;
}

/** A range of days read live; an open end reaches as far as the data. */
interface LiveRange {
  start: string | null;
  end: string | null;
}

const dayStart = (day: string) => `${day}T00:00:00Z`;
const dayArray = (days: readonly string[]) => `{${days.join(',')}}`;

/** Consecutive days folded into ranges. */
function rangesOf(days: readonly string[]): LiveRange[] {
  const ranges: { start: string; end: string }[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last.end, 1) === day) last.end = day;
    else ranges.push({ start: day, end: day });
  }
  return ranges;
}

function inRanges(ranges: readonly LiveRange[], column: (edge: 'start' | 'end', day: string) => SQL) {
  const any = sql.join(
    ranges.map(({ start, end }) => {
      const parts = [start ? column('start', start) : sql`true`, end ? column('end', end) : sql`true`];
      return sql`(${sql.join(parts, sql` AND `)})`;
    }),
    sql` OR `,
  );
  return sql`(${any})`;
}

const dayColumn = (name: SQL) => (edge: 'start' | 'end', day: string) =>
  edge === 'start' ? sql`${name} >= ${day}::date` : sql`${name} <= ${day}::date`;
const createdColumn = (edge: 'start' | 'end', day: string) =>
  edge === 'start'
    ? sql`created_at >= ${dayStart(day)}::timestamptz`
    : sql`created_at < ${dayStart(addDays(day, 1))}::timestamptz`;

export function createPlatformDays(db: Database, clock: Clock) {
  /** The latest closed day, by the app's clock and the database's, whichever is earlier (the triggers use the latter). */
  async function lastClosedDay(): Promise<string> {
    const { rows } = await db.execute<{ today: string }>(sql`SELECT (now() AT TIME ZONE 'UTC')::date::text AS today`);
    const appToday = clock.now().toISOString().slice(0, 10);
    const dbToday = rows[0]?.today ?? appToday;
    return addDays(appToday < dbToday ? appToday : dbToday, -CLOSED_AFTER_DAYS);
  }

  /** The first day any figure has, or null with no data at all. */
  async function firstDay(lastClosed: string): Promise<string | null> {
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
  async function compute(days: readonly string[]): Promise<void> {
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

  async function keptDays(start: string, end: string): Promise<DayFigures[]> {
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

  /** Sign-ups, events and active users of the days in `ranges`, per day, from the data itself. */
  async function liveDays(ranges: readonly LiveRange[]): Promise<DayFigures[]> {
    if (!ranges.length) return [];
    const { rows } = await db.execute<{ kind: string; day: string; count: string | number }>(sql`
      SELECT 's' AS kind, (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*) AS count FROM users
      WHERE ${inRanges(ranges, createdColumn)}
      GROUP BY 2
      UNION ALL
      SELECT 'e', day, count FROM (${platformEventDaysQuery((day) => inRanges(ranges, dayColumn(day)))}) e
      UNION ALL
      SELECT 'a', day::text, count(*) FROM user_activity_days
      WHERE ${inRanges(ranges, dayColumn(sql`day`))}
      GROUP BY day`);
    const byDay = new Map<string, DayFigures>();
    for (const row of rows) {
      const entry = byDay.get(row.day) ?? { day: row.day, signups: 0, events: 0, activeUsers: 0 };
      byDay.set(row.day, entry);
      if (row.kind === 's') entry.signups = Number(row.count);
      else if (row.kind === 'e') entry.events = Number(row.count);
      else entry.activeUsers = Number(row.count);
    }
    return [...byDay.values()];
  }

  /** Distinct users active from `start` to `end`, all closed days: kept, or counted now and kept (same lock). */
  async function activeInClosedRange(start: string, end: string): Promise<number> {
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

  return {
    lastClosedDay,

    /**
     * Distinct users active from `start` to `end`: those of the closed days kept (counted once and kept), plus those
     * active only on the later days, each looked up by its key (`OFFSET 0` keeps PostgreSQL from turning the lookups
     * into an anti-join that reads every activity row of the period).
     */
    async activeUsers(start: string, end: string, lastClosed: string): Promise<number> {
      const closedEnd = end < lastClosed ? end : lastClosed;
      if (start > closedEnd) {
        const { rows } = await db.execute<{ n: number }>(sql`
          SELECT count(DISTINCT user_id)::int AS n FROM user_activity_days
          WHERE day BETWEEN ${start}::date AND ${end}::date`);
        return rows[0]?.n ?? 0;
      }
      const closed = await activeInClosedRange(start, closedEnd);
      if (closedEnd >= end) return closed;
      const { rows } = await db.execute<{ n: number }>(sql`
        SELECT count(DISTINCT a.user_id)::int AS n FROM user_activity_days a
        WHERE a.day BETWEEN ${addDays(closedEnd, 1)}::date AND ${end}::date
          AND NOT EXISTS (SELECT 1 FROM user_activity_days p
            WHERE p.user_id = a.user_id AND p.day BETWEEN ${start}::date AND ${closedEnd}::date OFFSET 0)`);
      return closed + (rows[0]?.n ?? 0);
    },

    /** Every day from `start` to `end`: kept days from the table, the others live. */
    async days(start: string, end: string): Promise<DayFigures[]> {
      const kept = await keptDays(start, end);
      const keptSet = new Set(kept.map((figures) => figures.day));
      const live = await liveDays(rangesOf(eachDay(start, end).filter((day) => !keptSet.has(day))));
      const byDay = new Map([...kept, ...live].map((figures) => [figures.day, figures]));
      return eachDay(start, end).map((day) => byDay.get(day) ?? { day, signups: 0, events: 0, activeUsers: 0 });
    },

    /**
     * Every user (by the day they signed up) and every live event of the platform (boxes in the trash left out,
     * reminders included): the kept days' sums, plus the other days read live.
     */
    async totals(): Promise<{ users: number; events: number }> {
      const { rows } = await db.execute<{
        first: string | null;
        last: string | null;
        days: number;
        signups: string;
        events: string;
      }>(sql`
        SELECT min(day)::text AS first, max(day)::text AS last, count(*)::int AS days,
          coalesce(sum(signups), 0) AS signups, coalesce(sum(events), 0) AS events FROM platform_days`);
      const summary = rows[0];
      let ranges: LiveRange[] = [{ start: null, end: null }];
      if (summary?.first && summary.last) {
        const { first, last } = summary;
        let holes: string[] = [];
        if (summary.days !== eachDay(first, last).length) {
          const kept = new Set((await keptDays(first, last)).map((figures) => figures.day));
          holes = eachDay(first, last).filter((day) => !kept.has(day));
        }
        ranges = [{ start: null, end: addDays(first, -1) }, ...rangesOf(holes), { start: addDays(last, 1), end: null }];
      }
      const [users, events] = await Promise.all([
        db.execute<{ count: string }>(
          sql`SELECT count(*) AS count FROM users WHERE ${inRanges(ranges, createdColumn)}`,
        ),
        db.execute<{ count: string }>(platformEventTotalQuery((day) => inRanges(ranges, dayColumn(day)))),
      ]);
      return {
        users: Number(summary?.signups ?? 0) + Number(users.rows[0]?.count ?? 0),
        events: Number(summary?.events ?? 0) + Number(events.rows[0]?.count ?? 0),
      };
    },

    /**
     * The job: fills every closed day missing (the first run fills them all) and recomputes the latest few, so a
     * change the triggers could not see (none is known) is caught within a run. `all` recomputes every day.
     */
    async refresh(options: { all?: boolean } = {}): Promise<{ days: number }> {
      const lastClosed = await lastClosedDay();
      const first = await firstDay(lastClosed);
      if (!first) return { days: 0 };
      let days = eachDay(first, lastClosed);
      if (!options.all) {
        const kept = new Set((await keptDays(first, lastClosed)).map((figures) => figures.day));
        const recent = addDays(lastClosed, 1 - RECOMPUTED_DAYS);
        days = days.filter((day) => day >= recent || !kept.has(day));
      }
      await compute(days);
      // Ranges no period reaches any more (the longest compares two years).
      await db.execute(sql`DELETE FROM platform_active_ranges WHERE end_day < ${addDays(lastClosed, -800)}::date`);
      if (options.all) await db.execute(sql`DELETE FROM platform_active_ranges`);
      return { days: days.length };
    },
  };
}

export type PlatformDays = ReturnType<typeof createPlatformDays>;
