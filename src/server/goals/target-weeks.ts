import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays, monthStart } from '../../shared/days.js';
import { localDate } from '../../shared/local-dates.js';
import type { UserRow } from '../db/rows.js';
import { goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { readDayCounts } from '../stats/day-counts.js';
import { pausedOn, pausesOf, readPauses } from './pauses.js';
import { goalDayCounts, targetProgress } from './target-progress.js';

export interface TargetWeek {
  name: string;
  /** Periods that ended in the days asked for and were not paused, and how many of them met the target. */
  met: number;
  of: number;
}

/**
 * How each active goal with a target did over a run of finished days (last week, for the digest): the periods it
 * counts (scheduled days, the week, a month) that ended inside them, pauses left out.
 */
export async function targetWeeks(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  days: { from: string; to: string },
  now: Date,
): Promise<TargetWeek[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, user.id), eq(goals.isActive, true), isNotNull(goals.target)))
    .orderBy(asc(goals.id));
  if (!rows.length) return [];
  const start = monthStart(days.from);
  const [counts, pauses] = await Promise.all([
    readDayCounts(db, user, { start, end: days.to }, now, [...new Set(rows.flatMap((goal) => goal.boxIds))]),
    readPauses({ db }, user),
  ]);
  return rows.flatMap((goal) => {
    if (!goal.target || goal.target.period === 'total') return [];
    const perDay = goalDayCounts(goal.boxIds, counts);
    const own = pausesOf(goal.id, pauses);
    const goalStart = localDate(goal.startDate, user.timeZone);
    const { history } = targetProgress({
      target: goal.target,
      goalStart: goalStart > start ? goalStart : start,
      goalEnd: null,
      // Seen from the day after: every period that ended by `to` is finished.
      today: addDays(days.to, 1),
      perDay,
      elapsed: () => 1,
      paused: pausedOn(own),
    });
    const counted = history.filter((period) => period.end >= days.from && period.end <= days.to && !period.paused);
    return counted.length
      ? [{ name: goal.name, met: counted.filter((period) => period.met).length, of: counted.length }]
      : [];
  });
}
