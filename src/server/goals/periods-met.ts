import { localDate } from '../../shared/local-dates.js';
import type { Database } from '../db/client.js';
import { type Owner, readDayCounts } from '../stats/day-counts.js';
import type { GoalRow } from './goal-rows.js';
import { pausesOf, readPauses } from './pauses.js';
import { goalDayCounts, periodOf, type TargetInput, targetProgress } from './target-progress.js';

/** How a goal with a target did over some days, in the periods its target counts (days, weeks, months). */
export interface PeriodsMet {
  /** Periods that ended inside the days and were not paused, and how many of them met the target. */
  met: number;
  of: number;
  /** Periods inside the days with a paused day: neither met nor missed. */
  paused: number;
  /** Events of the goal's boxes on those days (up to today). */
  events: number;
}

/**
 * The periods that end inside `days`: each finished one met or missed, paused ones apart; the period under way
 * counts once its target is met (before that it is not missed yet). A target in total has no periods to count.
 */
export function periodsMet(input: TargetInput, days: { from: string; to: string }): PeriodsMet {
  const progress = targetProgress({ ...input, historyLength: Number.POSITIVE_INFINITY });
  const inside = (period: { end: string }) => period.end >= days.from && period.end <= days.to;
  const over = progress.status === 'done' || progress.status === 'missed';
  const periods = [...progress.history, ...(over ? [progress.period] : [])].filter(inside);
  const counted = periods.filter((period) => !period.paused);
  let events = 0;
  for (const [day, count] of input.perDay) {
    if (day >= days.from && day <= days.to && day >= input.goalStart && day <= input.today) events += count;
  }
  return {
    met: counted.filter((period) => period.met).length,
    of: counted.length,
    paused: periods.length - counted.length + (progress.status === 'paused' && inside(progress.period) ? 1 : 0),
    events,
  };
}

/**
 * Each goal's periods met over `days`, reading the day counts and the pauses once for all of them (the weekly
 * digest's last week, K-ORAI's "how many days did I meet my water goal in November"). Goals without a target or
 * with a target in total are left out.
 */
export async function goalsPeriodsMet(
  db: Database,
  owner: Owner,
  rows: GoalRow[],
  days: { from: string; to: string },
  now: Date,
): Promise<{ goal: GoalRow; periods: PeriodsMet }[]> {
  const counted = rows.filter((goal) => goal.target && goal.target.period !== 'total');
  if (!counted.length) return [];
  const today = localDate(now, owner.timeZone);
  // The first period that can end inside the days begins where the period holding their first day does.
  const firstStart = (goal: GoalRow) =>
    goal.target ? periodOf(days.from, { target: goal.target, goalStart: days.from, goalEnd: null }).start : days.from;
  const start = counted.map(firstStart).sort()[0] ?? days.from;
  const [counts, pauses] = await Promise.all([
    readDayCounts(db, owner, { start, end: days.to < today ? days.to : today }, now, [
      ...new Set(counted.flatMap((goal) => goal.boxIds)),
    ]),
    readPauses({ db }, owner),
  ]);
  return counted.flatMap((goal) => {
    if (!goal.target) return [];
    const goalStart = localDate(goal.startDate, owner.timeZone);
    const input: TargetInput = {
      target: goal.target,
      // Periods before the first that can end inside the days are not read.
      goalStart: goalStart > firstStart(goal) ? goalStart : firstStart(goal),
      goalEnd: goal.endDate ? localDate(goal.endDate, owner.timeZone) : null,
      today,
      perDay: goalDayCounts(goal.boxIds, counts, goal.target.measure),
      elapsed: () => 1,
      pauses: pausesOf(goal.id, pauses),
    };
    return [{ goal, periods: periodsMet(input, days) }];
  });
}
