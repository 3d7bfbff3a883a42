import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { localDate } from '../../shared/local-dates.js';
import type { GoalCard } from '../../shared/schemas/goals.js';
import { cardStatus } from '../../shared/target-met.js';
import type { UserRow } from '../db/rows.js';
import { goals } from '../db/schema.js';
import { requirePro } from '../plans/guard.js';
import { readDayCounts } from '../stats/day-counts.js';
import type { GoalDeps } from './goal-rows.js';
import { goalDayCounts, periodOf } from './target-progress.js';

/**
 * The boxes screen's goals: each active goal with a target and its count in the current period, from the day counts
 * of those periods alone (a week or a month, not the goal's whole history), so the cards cost a list's time.
 */
export async function goalCards({ db, clock }: GoalDeps, user: UserRow): Promise<GoalCard[]> {
  const now = clock.now();
  requirePro(user, now, 'goals');
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, user.id), eq(goals.isActive, true), isNotNull(goals.target)))
    .orderBy(asc(goals.startDate), asc(goals.id));
  const today = localDate(now, user.timeZone);
  const periods = rows.flatMap((goal) => {
    if (!goal.target) return [];
    const goalStart = localDate(goal.startDate, user.timeZone);
    const goalEnd = goal.endDate ? localDate(goal.endDate, user.timeZone) : null;
    // A goal that has not begun or has ended shows nothing on the cards.
    if (goalStart > today || (goalEnd !== null && goalEnd < today)) return [];
    const range = periodOf(today, { target: goal.target, goalStart, goalEnd });
    return [{ goal, target: goal.target, start: range.start < goalStart ? goalStart : range.start }];
  });
  if (!periods.length) return [];
  const start = periods.map((period) => period.start).sort()[0] ?? today;
  const counts = await readDayCounts(db, user, { start, end: today }, now, [
    ...new Set(periods.flatMap(({ goal }) => goal.boxIds)),
  ]);
  return periods.map(({ goal, target, start: from }) => {
    let count = 0;
    for (const [day, events] of goalDayCounts(goal.boxIds, counts)) if (day >= from) count += events;
    return {
      goalId: goal.id,
      name: goal.name,
      boxIds: goal.boxIds,
      target,
      count,
      status: cardStatus(count, target),
    };
  });
}
