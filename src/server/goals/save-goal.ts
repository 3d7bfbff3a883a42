import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGoalRequestSchema, Goal, GoalTarget, updateGoalRequestSchema } from '../../shared/schemas/goals.js';
import { sharedUnit } from '../../shared/shared-unit.js';
import type { BoxService } from '../boxes/service.js';
import type { UserRow } from '../db/rows.js';
import { boxes, goals } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { requirePro } from '../plans/guard.js';
import { findGoal, type GoalDeps, toInstant } from './goal-rows.js';
import { presentGoal } from './present-goals.js';

type SaveDeps = GoalDeps & { boxService: BoxService };

/** A target in quantity needs boxes that all measure in one unit: "30 km a week" over boxes in km. */
async function requireOneUnit({ db }: GoalDeps, user: UserRow, target: GoalTarget | null, boxIds: number[]) {
  if (target?.measure !== 'quantity') return;
  const units = await db
    .select({ unit: boxes.unit })
    .from(boxes)
    .where(and(eq(boxes.userId, user.id), inArray(boxes.id, boxIds)));
  if (!sharedUnit(units)) throw new AppError('validation', 'validation.targetUnit');
}

/** A new goal over the person's own boxes (each named once). */
export async function createGoal(
  deps: SaveDeps,
  user: UserRow,
  request: z.output<typeof createGoalRequestSchema>,
): Promise<Goal> {
  const { db, clock, boxService } = deps;
  requirePro(user, clock.now(), 'goals');
  await boxService.requireOwned(user, request.boxIds);
  await requireOneUnit(deps, user, request.target ?? null, request.boxIds);
  const [goal] = await db
    .insert(goals)
    .values({
      userId: user.id,
      name: request.name,
      boxIds: [...new Set(request.boxIds)],
      startDate: toInstant(request.startDate, user.timeZone),
      endDate: request.endDate ? toInstant(request.endDate, user.timeZone) : null,
      target: request.target ?? null,
      createdAt: clock.now(),
    })
    .returning();
  if (!goal) throw new Error('goal insert returned nothing');
  return presentGoal(deps, user, goal);
}

/** A goal's changes, checked against what it keeps: its dates in order, a total target with an end date. */
export async function updateGoal(
  deps: SaveDeps,
  user: UserRow,
  goalId: number,
  changes: z.output<typeof updateGoalRequestSchema>,
): Promise<Goal> {
  const { db, boxService } = deps;
  const current = await findGoal(deps, user, goalId);
  if (changes.boxIds) await boxService.requireOwned(user, changes.boxIds);
  const startDate = changes.startDate ? toInstant(changes.startDate, user.timeZone) : current.startDate;
  const endDate =
    changes.endDate === undefined
      ? current.endDate
      : changes.endDate
        ? toInstant(changes.endDate, user.timeZone)
        : null;
  // The request alone cannot tell when only one of the two dates changes.
  if (endDate && endDate < startDate) throw new AppError('validation', 'validation.endBeforeStart');
  const target = changes.target === undefined ? current.target : changes.target;
  if (target?.period === 'total' && !endDate) throw new AppError('validation', 'validation.targetTotalNeedsEnd');
  await requireOneUnit(deps, user, target ?? null, changes.boxIds ?? current.boxIds);
  const [goal] = await db
    .update(goals)
    .set({
      name: changes.name,
      boxIds: changes.boxIds ? [...new Set(changes.boxIds)] : undefined,
      startDate,
      endDate,
      target,
      isActive: changes.isActive,
    })
    .where(and(eq(goals.id, goalId), eq(goals.userId, user.id)))
    .returning();
  if (!goal) throw notFound();
  return presentGoal(deps, user, goal);
}
