import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import type { Database } from '../db/client.js';
import { localDate, startOfLocalDay } from '../time/local-dates.js';

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
