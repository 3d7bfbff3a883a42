import { addDays } from '../../shared/days.js';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { Goal, TargetProgress } from '../../shared/schemas/goals.js';
import { notFound } from '../errors.js';
import { type DayCount, type Owner, readDayCounts } from '../stats/day-counts.js';
import { type GoalDeps, type GoalRow, goalPeriod } from './goal-rows.js';
import { pausesOf, presentPause, readPauses } from './pauses.js';
import { type DayRange, goalDayCounts, targetProgress } from './target-progress.js';

type PauseRow = Awaited<ReturnType<typeof readPauses>>[number];

/** Events of the goal's boxes inside its period, from the same day counts the reports read. */
function countFor(user: Owner, goal: GoalRow, counts: DayCount[], now: Date): number {
  const { start, end } = goalPeriod(user, goal, now);
  const linked = new Set(goal.boxIds);
  return counts
    .filter((row) => linked.has(row.boxId) && row.day >= start && row.day <= end)
    .reduce((sum, row) => sum + row.count, 0);
}

/** Where the goal stands against its target, from the same day counts, its paused days set aside. */
function progressFor(
  user: Owner,
  goal: GoalRow,
  counts: DayCount[],
  pauses: PauseRow[],
  now: Date,
): TargetProgress | null {
  if (!goal.target) return null;
  const elapsed = ({ start, end }: DayRange) => {
    const from = startOfLocalDay(start, user.timeZone).getTime();
    const to = startOfLocalDay(addDays(end, 1), user.timeZone).getTime();
    return Math.min(1, Math.max(0, (now.getTime() - from) / (to - from)));
  };
  return targetProgress({
    target: goal.target,
    goalStart: localDate(goal.startDate, user.timeZone),
    goalEnd: goal.endDate ? localDate(goal.endDate, user.timeZone) : null,
    today: localDate(now, user.timeZone),
    perDay: goalDayCounts(goal.boxIds, counts, goal.target.measure),
    elapsed,
    pauses,
  });
}

/** Goals with their counts, progress and pauses, reading the day counts and the pauses once for all of them. */
export async function presentGoals({ db, clock }: GoalDeps, user: Owner, rows: GoalRow[]): Promise<Goal[]> {
  const now = clock.now();
  const periods = rows.map((goal) => goalPeriod(user, goal, now));
  const start = periods.map((range) => range.start).sort()[0];
  const end = periods
    .map((range) => range.end)
    .sort()
    .at(-1);
  const boxIds = [...new Set(rows.flatMap((goal) => goal.boxIds))];
  const [counts, pauses] = await Promise.all([
    start && end ? readDayCounts(db, user, { start, end }, now, boxIds) : [],
    rows.length ? readPauses({ db }, user) : [],
  ]);
  return rows.map((goal) => ({
    id: goal.id,
    name: goal.name,
    boxIds: goal.boxIds.map(String),
    startDate: goal.startDate.toISOString(),
    endDate: goal.endDate?.toISOString() ?? null,
    isActive: goal.isActive,
    createdAt: goal.createdAt.toISOString(),
    currentCount: countFor(user, goal, counts, now),
    target: goal.target ?? null,
    progress: progressFor(user, goal, counts, pausesOf(goal.id, pauses), now),
    pauses: pausesOf(goal.id, pauses).map(presentPause),
  }));
}

export async function presentGoal(deps: GoalDeps, user: Owner, goal: GoalRow): Promise<Goal> {
  const [presented] = await presentGoals(deps, user, [goal]);
  if (!presented) throw notFound();
  return presented;
}
