import { sql } from 'drizzle-orm';
import { addDays, eachDay } from '../../shared/days.js';
import type { Database } from '../db/client.js';
import { platformEventTotalQuery } from '../stats/day-counts.js';
import { keptDays } from './kept-days.js';
import { createdColumn, dayColumn, inRanges, type LiveRange, rangesOf } from './live-days.js';

/**
 * Every user (by the day they signed up) and every live event of the platform (boxes in the trash left out,
 * reminders included): the kept days' sums, plus the other days read live.
 */
export async function platformTotals(db: Database): Promise<{ users: number; events: number }> {
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
      const kept = new Set((await keptDays(db, first, last)).map((figures) => figures.day));
      holes = eachDay(first, last).filter((day) => !kept.has(day));
    }
    ranges = [{ start: null, end: addDays(first, -1) }, ...rangesOf(holes), { start: addDays(last, 1), end: null }];
  }
  const [users, events] = await Promise.all([
    db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM users WHERE ${inRanges(ranges, createdColumn)}`),
    db.execute<{ count: string }>(platformEventTotalQuery((day) => inRanges(ranges, dayColumn(day)))),
  ]);
  return {
    users: Number(summary?.signups ?? 0) + Number(users.rows[0]?.count ?? 0),
    events: Number(summary?.events ?? 0) + Number(events.rows[0]?.count ?? 0),
  };
}
