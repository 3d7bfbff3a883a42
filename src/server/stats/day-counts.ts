import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import { FIRST_YEAR } from '../../shared/schemas/common.js';
import type { Database } from '../db/client.js';
import { currentStreak, longestStreak } from './streaks.js';

/**
 * The one owner of `event_day_counts`: events and the sum of their quantities per box and local day, in the
 * owner's time zone. Every write to it and every count read from it goes through here.
 */

type Executor = Pick<Database, 'execute'>;

/** Whose counts: a user's id and time zone. */
export interface Owner {
  id: string;
  timeZone: string;
}

export interface DayCount {
  boxId: number;
  day: string;
  count: number;
  quantity: number;
}

/**
 * The statement that adds the rows of a CTE named `inserted` (the RETURNING of an event insert, with user_id,
 * box_id, event_date and quantity; one row for a tap, thousands for an import) to their days: written into the
 * same statement as the insert, so a write costs one round trip.
 */
export function countInsertedEvents(timeZone: SQL | string): SQL {
  return sql`
    INSERT INTO event_day_counts (user_id, box_id, day, count, quantity)
    SELECT user_id, box_id, (event_date AT TIME ZONE ${timeZone})::date, count(*), sum(quantity) FROM inserted
    GROUP BY 1, 2, 3
    ON CONFLICT (user_id, day, box_id) DO UPDATE
    SET count = event_day_counts.count + excluded.count, quantity = event_day_counts.quantity + excluded.quantity`;
}

/**
 * The statement that takes the rows of a CTE named `trashed` (events just moved to the trash, with user_id,
 * box_id, event_date and quantity) off their days: the opposite of `countInsertedEvents`, for many at once.
 */
export function uncountTrashedEvents(timeZone: SQL | string): SQL {
  return sql`
    UPDATE event_day_counts d SET count = d.count - t.count, quantity = d.quantity - t.quantity
    FROM (
      SELECT user_id, box_id, (event_date AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS count,
             sum(quantity)::int AS quantity
      FROM trashed GROUP BY 1, 2, 3
    ) t
    WHERE d.user_id = t.user_id AND d.box_id = t.box_id AND d.day = t.day`;
}

/** Adds (`1`) or removes (`-1`) one event on its local day: in the same transaction as the write it mirrors. */
export async function adjustDayCount(
  tx: Executor,
  event: { userId: string; boxId: number; eventDate: Date; quantity: number },
  timeZone: string,
  sign: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO event_day_counts (user_id, box_id, day, count, quantity)
    VALUES (${event.userId}, ${event.boxId}, (${event.eventDate.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date,
            ${sign}, ${sign * event.quantity})
    ON CONFLICT (user_id, day, box_id) DO UPDATE
    SET count = event_day_counts.count + excluded.count, quantity = event_day_counts.quantity + excluded.quantity`);
}

/** Recounts every day of a user from the events themselves: after a change of time zone, or after a bulk load. */
export async function rebuildDayCounts(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM event_day_counts WHERE user_id = ${userId}`);
    await tx.execute(sql`
      INSERT INTO event_day_counts (user_id, box_id, day, count, quantity)
      SELECT e.user_id, e.box_id, (e.event_date AT TIME ZONE u.time_zone)::date, count(*), sum(e.quantity)
      FROM events e JOIN users u ON u.id = e.user_id
      WHERE e.user_id = ${userId} AND e.deleted_at IS NULL
      GROUP BY 1, 2, 3`);
  });
}

/**
 * The owner's live events so far today (from `dayStart` up to `now`), per box: today is read from the events
 * themselves, so a reminder set for later today counts only once its time has come.
 */
export function eventsSoFarToday(
  userId: SQLWrapper | string,
  dayStart: SQLWrapper | Date,
  now: SQLWrapper | Date,
): SQL {
  return sql`
    SELECT box_id, count(*)::int AS count, coalesce(sum(quantity), 0)::int AS quantity FROM events
    WHERE user_id = ${userId} AND deleted_at IS NULL AND event_date >= ${dayStart} AND event_date <= ${now}
    GROUP BY box_id`;
}

/**
 * Counts per live box and local day over a range of days: finished days from the rollup, today from the events,
 * days after today nothing (their events are reminders not yet reached).
 */
export function dayCountsQuery(
  owner: Owner,
  range: { start: string; end: string },
  now: Date,
  boxIds?: readonly number[],
): SQL | undefined {
  const today = localDate(now, owner.timeZone);
  const lastRolledDay = range.end < today ? range.end : addDays(today, -1);
  const parts: SQL[] = [];
  if (range.start <= lastRolledDay) {
    parts.push(sql`
      SELECT box_id, day, count, quantity FROM event_day_counts
      WHERE user_id = ${owner.id} AND day BETWEEN ${range.start}::date AND ${lastRolledDay}::date`);
  }
  if (range.start <= today && today <= range.end) {
    parts.push(sql`
      SELECT box_id, ${today}::date AS day, count, quantity
      FROM (${eventsSoFarToday(owner.id, startOfLocalDay(today, owner.timeZone), now)}) today`);
  }
  if (!parts.length) return undefined;
  const onlyBoxes = boxIds?.length ? sql`AND d.box_id = ANY(${`{${boxIds.join(',')}}`}::int[])` : sql``;
  return sql`
    SELECT d.box_id AS "boxId", d.day::text AS day, sum(d.count)::int AS count, sum(d.quantity)::int AS quantity
    FROM (${sql.join(parts, sql` UNION ALL `)}) d
    JOIN boxes b ON b.id = d.box_id AND b.user_id = ${owner.id} AND b.deleted_at IS NULL
    WHERE true ${onlyBoxes}
    GROUP BY d.box_id, d.day
    HAVING sum(d.count) > 0`;
}

export async function readDayCounts(
  db: Executor,
  owner: Owner,
  range: { start: string; end: string },
  now: Date,
  boxIds?: readonly number[],
): Promise<DayCount[]> {
  const query = dayCountsQuery(owner, range, now, boxIds);
  if (!query) return [];
  const { rows } = await db.execute<{ boxId: number; day: string; count: number; quantity: number }>(query);
  return rows;
}

/** The trashed box of a rollup row `d`: few boxes are in the trash, read through `boxes_trashed_idx`. */
const trashedBox = sql`SELECT 1 FROM boxes b WHERE b.id = d.box_id AND b.deleted_at IS NOT NULL`;

/**
 * Every user's live events per day (boxes in the trash left out), for the admin dashboard: rows `{ day, count }` of
 * the days `where` picks, given the rollup's day column (read through its index on the day).
 */
export function platformEventDaysQuery(where: (day: SQL) => SQL): SQL {
  return sql`
    SELECT d.day::text AS day, sum(d.count)::bigint AS count
    FROM event_day_counts d
    WHERE (${where(sql`d.day`)}) AND NOT EXISTS (${trashedBox})
    GROUP BY d.day`;
}

/** Every user's live events (boxes in the trash left out), reminders included, on the days `where` picks. */
export function platformEventTotalQuery(where: (day: SQL) => SQL): SQL {
  return sql`
    SELECT coalesce(sum(d.count), 0)::bigint AS count
    FROM event_day_counts d
    WHERE (${where(sql`d.day`)}) AND NOT EXISTS (${trashedBox})`;
}

/** A user's live events per box, from the rollup: what the admin's user details list beside each box. */
export function boxEventTotalsQuery(userId: string): SQL {
  return sql`SELECT box_id AS "boxId", sum(count)::int AS count FROM event_day_counts WHERE user_id = ${userId} GROUP BY box_id`;
}

export interface Streaks {
  current: number;
  longest: number;
  longestFrom: string | null;
  longestTo: string | null;
}

/** A box's current and longest streak over its whole history up to today (see `stats/streaks.ts`). */
export async function readStreaks(db: Executor, owner: Owner, boxId: number, now: Date): Promise<Streaks> {
  const today = localDate(now, owner.timeZone);
  const activeDays = dayCountsQuery(owner, { start: `${FIRST_YEAR}-01-01`, end: today }, now, [boxId]);
  if (!activeDays) return { current: 0, longest: 0, longestFrom: null, longestTo: null };
  const { rows } = await db.execute<{ day: string }>(
    sql`SELECT a.day::text AS day FROM (${activeDays}) a WHERE a.count > 0 ORDER BY a.day`,
  );
  const active = new Set(rows.map((row) => row.day));
  const longest = rows[0] ? longestStreak(active, rows[0].day, today) : { days: 0, from: null, to: null };
  return {
    current: currentStreak(active, today).days,
    longest: longest.days,
    longestFrom: longest.from,
    longestTo: longest.to,
  };
}

export type DayCorrelation = {
  firstId: number;
  secondId: number;
  lagDays: 0 | 1;
  coefficient: number;
  days: number;
};

/**
 * The Pearson correlation of the daily counts of every pair of the owner's live boxes, over the finished days of a
 * range: the same day, and the first box on a day against the second on the next. A box's days begin at its first
 * event; a pair shares the days both boxes have begun, days without events counted as 0. Pairs with fewer than
 * `minDays` shared days, or a box that never changes, are left out.
 */
export async function readDayCorrelations(
  db: Executor,
  owner: Owner,
  range: { start: string; end: string },
  minDays: number,
): Promise<DayCorrelation[]> {
  const { rows } = await db.execute<DayCorrelation>(sql`
    WITH first_days AS (
      SELECT c.box_id, greatest(min(c.day), ${range.start}::date) AS start
      FROM event_day_counts c JOIN boxes b ON b.id = c.box_id AND b.user_id = ${owner.id} AND b.deleted_at IS NULL
      WHERE c.user_id = ${owner.id} AND c.day <= ${range.end}::date AND c.count > 0
      GROUP BY c.box_id),
    series AS (
      SELECT f.box_id, f.start, g.day::date AS day, coalesce(c.count, 0)::float8 AS n
      FROM first_days f
      CROSS JOIN generate_series(f.start, ${range.end}::date, interval '1 day') g(day)
      LEFT JOIN event_day_counts c ON c.user_id = ${owner.id} AND c.box_id = f.box_id AND c.day = g.day::date),
    pairs AS (
      SELECT a.box_id AS "firstId", b.box_id AS "secondId", 0 AS "lagDays", corr(a.n, b.n) AS coefficient,
             count(*)::int AS days
      FROM series a JOIN series b ON b.day = a.day AND a.box_id < b.box_id
      GROUP BY a.box_id, b.box_id
      UNION ALL
      SELECT a.box_id, b.box_id, 1, corr(a.n, b.n), count(*)::int
      FROM series a JOIN series b ON b.day = a.day + 1 AND a.box_id <> b.box_id AND a.day >= b.start
      GROUP BY a.box_id, b.box_id)
    SELECT * FROM pairs WHERE days >= ${minDays} AND coefficient IS NOT NULL
    ORDER BY abs(coefficient) DESC, "firstId", "secondId", "lagDays"`);
  return rows.map((row) => ({ ...row, coefficient: Number(row.coefficient) }));
}

/**
 * The statement that takes the rows of a CTE named `deleted` (events deleted for good, with user_id, box_id,
 * event_date, quantity and deleted_at) off their days: one statement for an import's undo of thousands. Events that
 * were in the trash had already been taken off when they went there.
 */
export function uncountDeletedEvents(timeZone: SQL | string): SQL {
  return sql`
    UPDATE event_day_counts d SET count = d.count - x.count, quantity = d.quantity - x.quantity
    FROM (
      SELECT user_id, box_id, (event_date AT TIME ZONE ${timeZone})::date AS day, count(*) AS count, sum(quantity) AS quantity
      FROM deleted WHERE deleted_at IS NULL GROUP BY 1, 2, 3
    ) x
    WHERE d.user_id = x.user_id AND d.box_id = x.box_id AND d.day = x.day`;
}
