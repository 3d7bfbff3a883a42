import { type AnyColumn, and, desc, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import { startOfLocalDay } from '../../shared/local-dates.js';
import { DAY_PART_HOURS, type DayPart } from '../../shared/quick-log/quick-log-words.js';
import type { AnyDatabase } from '../db/client.js';
import { boxes, events } from '../db/schema.js';
import type { EventCursor } from './cursor.js';

const { searchText: _searchText, ...eventColumnSet } = getTableColumns(events);
/** Every event column but the search text, which only the database needs. */
export const eventColumns = eventColumnSet;
export const boxColumns = { id: boxes.id, name: boxes.name, emoji: boxes.emoji, color: boxes.color, unit: boxes.unit };

export interface EventFilter {
  userId: string;
  timeZone: string;
  q?: string;
  tag?: string;
  startDate?: string;
  endDate?: string;
  boxIds?: number[];
  before?: EventCursor;
  /** Only the events at that time of day, in the owner's local hours. */
  dayPart?: DayPart;
  /** Events dated after this instant are left out (reminders not yet reached). */
  notAfter?: Date;
}

/** Whether an event's date falls in the time of day's local hours (`DAY_PART_HOURS`), in the owner's zone. */
export function inDayPart(eventDate: SQL | AnyColumn, timeZone: string, part: DayPart): SQL {
  const [from, to] = DAY_PART_HOURS[part];
  const hour = sql`extract(hour FROM ${eventDate} AT TIME ZONE ${timeZone})`;
  return sql`(${hour} >= ${from} AND ${hour} < ${to})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The conditions shared by search, export and goal event lists: the caller's own live events in live boxes,
 * narrowed by text (case- and accent-insensitive, served by the trigram index), tag, local days and boxes.
 */
export function eventConditions(filter: EventFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(events.userId, filter.userId),
    isNull(events.deletedAt),
    isNull(boxes.deletedAt),
  ];
  if (filter.q) conditions.push(sql`${events.searchText} LIKE '%' || korai_fold(${escapeLike(filter.q)}) || '%'`);
  if (filter.tag) conditions.push(sql`${events.tags} @> ARRAY[${filter.tag.replace(/^#/, '').toLowerCase()}]::text[]`);
  if (filter.startDate)
    conditions.push(sql`${events.eventDate} >= ${startOfLocalDay(filter.startDate, filter.timeZone)}`);
  if (filter.endDate) {
    conditions.push(lt(events.eventDate, startOfLocalDay(addDays(filter.endDate, 1), filter.timeZone)));
  }
  if (filter.dayPart) conditions.push(inDayPart(events.eventDate, filter.timeZone, filter.dayPart));
  if (filter.notAfter) conditions.push(sql`${events.eventDate} <= ${filter.notAfter}`);
  if (filter.boxIds?.length) conditions.push(inArray(events.boxId, filter.boxIds));
  if (filter.before) {
    conditions.push(
      or(
        lt(events.eventDate, filter.before.eventDate),
        and(eq(events.eventDate, filter.before.eventDate), lt(events.id, filter.before.id)),
      ),
    );
  }
  return and(...conditions) as SQL;
}

/** Events matching a filter with their box, newest first: one page and one more row (to know if more follow). */
export function eventPageQuery(db: AnyDatabase, filter: EventFilter, limit: number) {
  return db
    .select({ event: eventColumns, box: boxColumns })
    .from(events)
    .innerJoin(boxes, eq(boxes.id, events.boxId))
    .where(eventConditions(filter))
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(limit + 1);
}
