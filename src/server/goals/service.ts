import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGoalRequestSchema, GoalPauseRequest, updateGoalRequestSchema } from '../../shared/schemas/goals.js';
import type { BoxService } from '../boxes/service.js';
import type { UserRow } from '../db/rows.js';
import { goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { requirePro } from '../plans/guard.js';
import { createCardsReader, goalCards } from './goal-cards.js';
import { goalEvents } from './goal-events.js';
import { findGoal, readGoalRows } from './goal-rows.js';
import { createPause, removePause } from './pauses.js';
import { presentGoal, presentGoals } from './present-goals.js';
import { createGoal, updateGoal } from './save-goal.js';

/**
 * Goals (Pro and the trial): one file per job (reading and presenting them with their progress, saving one, its
 * events, its pauses), put together here for the routes.
 */
export function createGoalService({ db, clock }: ServiceDeps, boxService: BoxService) {
  const deps = { db, clock };
  const readCards = createCardsReader(db);
  return {
    /** Active goals first, each with its count, in one request. */
    async list(user: UserRow) {
      requirePro(user, clock.now(), 'goals');
      return presentGoals(deps, user, await readGoalRows(db, user.id));
    },
    /** Each active goal's count in its target's current period, for the box cards. */
    cards: (user: UserRow) => goalCards({ clock, readCards }, user),
    create: (user: UserRow, request: z.output<typeof createGoalRequestSchema>) =>
      createGoal({ ...deps, boxService }, user, request),
    update: (user: UserRow, goalId: number, changes: z.output<typeof updateGoalRequestSchema>) =>
      updateGoal({ ...deps, boxService }, user, goalId, changes),
    /** Days set aside for one goal or for all (Pro and the trial, as goals are). */
    pause(user: UserRow, request: GoalPauseRequest) {
      requirePro(user, clock.now(), 'goals');
      return createPause(deps, user, request);
    },
    async unpause(user: UserRow, pauseId: number) {
      requirePro(user, clock.now(), 'goals');
      await removePause(deps, user, pauseId);
    },
    async remove(user: UserRow, goalId: number) {
      await findGoal(deps, user, goalId);
      await db.delete(goals).where(and(eq(goals.id, goalId), eq(goals.userId, user.id)));
    },
    /** The spec's progress call: the same count the goal list carries. */
    async progress(user: UserRow, goalId: number) {
      const goal = await presentGoal(deps, user, await findGoal(deps, user, goalId));
      return { currentCount: goal.currentCount, periodStart: goal.startDate };
    },
    events: (user: UserRow, goalId: number, range: { from?: string; to?: string }) =>
      goalEvents(deps, user, goalId, range),
  };
}

export type GoalService = ReturnType<typeof createGoalService>;
