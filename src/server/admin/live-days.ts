import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import type { Database } from '../db/client.js';
import { platformEventDaysQuery } from '../stats/day-counts.js';

export interface DayFigures {
  day: string;
  signups: number;
  events: number;
  activeUsers: number;
}

export const dayStart = (day: string) => `${day}T00:00:00Z`;
export const dayArray = (days: readonly string[]) => `{${days.join(',')}}`;

/** A range of days read live; an open end reaches as far as the data. */
export interface LiveRange {
  start: string | null;
  end: string | null;
}

/** Consecutive days folded into ranges. */
export function rangesOf(days: readonly string[]): LiveRange[] {
  const ranges: { start: string; end: string }[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last.end, 1) === day) last.end = day;
    else ranges.push({ start: day, end: day });
  }
  return ranges;
}

export function inRanges(ranges: readonly LiveRange[], column: (edge: 'start' | 'end', day: string) => SQL) {
  const any = sql.join(
    ranges.map(({ start, end }) => {
      const parts = [start ? column('start', start) : sql`true`, end ? column('end', end) : sql`true`];
      return sql`(${sql.join(parts, sql` AND `)})`;
    }),
    sql` OR `,
  );
  return sql`(${any})`;
}

export const dayColumn = (name: SQL) => (edge: 'start' | 'end', day: string) =>
  edge === 'start' ? sql`${name} >= ${day}::date` : sql`${name} <= ${day}::date`;
export const createdColumn = (edge: 'start' | 'end', day: string) =>
  edge === 'start'
    ? sql`created_at >= ${dayStart(day)}::timestamptz`
    : sql`created_at < ${dayStart(addDays(day, 1))}::timestamptz`;

/** Sign-ups, events and active users of the days in `ranges`, per day, from the data itself. */
export async function liveDays(db: Database, ranges: readonly LiveRange[]): Promise<DayFigures[]> {
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
