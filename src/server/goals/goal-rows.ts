import { and, asc, desc, eq } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { UserRow } from '../db/rows.js';
import { goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { requirePro } from '../plans/guard.js';
import type { Owner } from '../stats/day-counts.js';

export type GoalRow = typeof goals.$inferSelect;
export type GoalDeps = Pick<ServiceDeps, 'db' | 'clock'>;

/** A day (`YYYY-MM-DD`, the start of that day where the user lives) or an exact instant. */
export function toInstant(value: string, timeZone: string): Date {
  return value.length === 10 ? startOfLocalDay(value, timeZone) : new Date(value);
}

/** One of the person's own goals (Pro and the trial); another's answers 404, as one that does not exist. */
export async function findGoal({ db, clock }: GoalDeps, user: UserRow, goalId: number): Promise<GoalRow> {
  requirePro(user, clock.now(), 'goals');
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, user.id)));
  if (!goal) throw notFound();
  return goal;
}

/** The goal's period as local days: from its start to its end, or to today while it has none. */
export function goalPeriod(user: Owner, goal: GoalRow, now: Date) {
  return {
    start: localDate(goal.startDate, user.timeZone),
    end: localDate(goal.endDate ?? now, user.timeZone),
  };
}

/** A person's goals, active ones first, in the order the goal screen shows them. */
export function readGoalRows(db: GoalDeps['db'], userId: string): Promise<GoalRow[]> {
  return db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.isActive), asc(goals.startDate), asc(goals.id));
}
