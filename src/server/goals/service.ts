import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGoalRequestSchema, Goal, updateGoalRequestSchema } from '../../shared/schemas/goals.js';
import type { UserRow } from '../auth/sessions.js';
import type { BoxService } from '../boxes/service.js';
import { boxes, events, goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { boxColumns, eventColumns, eventConditions } from '../events/filters.js';
import { presentEventWithBox } from '../events/present.js';
import { requirePro } from '../plans/guard.js';
import { localDate, startOfLocalDay } from '../time/local-dates.js';

type GoalRow = typeof goals.$inferSelect;
const GOAL_EVENTS_SHOWN = 500;

function presentGoal(goal: GoalRow): Goal {
  return {
    id: goal.id,
    name: goal.name,
    boxIds: goal.boxIds.map(String),
    startDate: goal.startDate.toISOString(),
    endDate: goal.endDate?.toISOString() ?? null,
    isActive: goal.isActive,
    createdAt: goal.createdAt.toISOString(),
  };
}

/** A day (`YYYY-MM-DD`, the start of that day where the user lives) or an exact instant. */
function toInstant(value: string, timeZone: string): Date {
  return value.length === 10 ? startOfLocalDay(value, timeZone) : new Date(value);
}

export function createGoalService({ db, clock }: ServiceDeps, boxService: BoxService) {
  async function find(user: UserRow, goalId: number): Promise<GoalRow> {
    requirePro(user, clock.now(), 'goals');
    const [goal] = await db
      .select()
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.userId, user.id)));
    if (!goal) throw notFound();
    return goal;
  }

  /** The goal's period as local days: from its start to its end, or to today while it has none. */
  function period(user: UserRow, goal: GoalRow) {
    const startDate = localDate(goal.startDate, user.timeZone);
    const endDate = localDate(goal.endDate ?? clock.now(), user.timeZone);
    return { startDate, endDate };
  }

  return {
    async list(user: UserRow): Promise<Goal[]> {
      requirePro(user, clock.now(), 'goals');
      const rows = await db
        .select()
        .from(goals)
        .where(eq(goals.userId, user.id))
        .orderBy(desc(goals.isActive), asc(goals.startDate), asc(goals.id));
      return rows.map(presentGoal);
    },

    async create(user: UserRow, request: z.output<typeof createGoalRequestSchema>): Promise<Goal> {
      requirePro(user, clock.now(), 'goals');
      await boxService.requireOwned(user.id, request.boxIds);
      const [goal] = await db
        .insert(goals)
        .values({
          userId: user.id,
          name: request.name,
          boxIds: [...new Set(request.boxIds)],
          startDate: toInstant(request.startDate, user.timeZone),
          endDate: request.endDate ? toInstant(request.endDate, user.timeZone) : null,
          createdAt: clock.now(),
        })
        .returning();
      if (!goal) throw new Error('goal insert returned nothing');
      return presentGoal(goal);
    },

    async update(user: UserRow, goalId: number, changes: z.output<typeof updateGoalRequestSchema>): Promise<Goal> {
      const current = await find(user, goalId);
      if (changes.boxIds) await boxService.requireOwned(user.id, changes.boxIds);
      const startDate = changes.startDate ? toInstant(changes.startDate, user.timeZone) : current.startDate;
      const endDate =
        changes.endDate === undefined
          ? current.endDate
          : changes.endDate
            ? toInstant(changes.endDate, user.timeZone)
            : null;
      if (endDate && endDate < startDate) throw new AppError('validation', 'validation.endBeforeStart');
      const [goal] = await db
        .update(goals)
        .set({
          name: changes.name,
          boxIds: changes.boxIds ? [...new Set(changes.boxIds)] : undefined,
          startDate,
          endDate,
          isActive: changes.isActive,
        })
        .where(and(eq(goals.id, goalId), eq(goals.userId, user.id)))
        .returning();
      if (!goal) throw notFound();
      return presentGoal(goal);
    },

    async remove(user: UserRow, goalId: number): Promise<void> {
      await find(user, goalId);
      await db.delete(goals).where(and(eq(goals.id, goalId), eq(goals.userId, user.id)));
    },

    /** Events of the linked boxes from the start date to the end date (or now); reminders count once reached. */
    async progress(user: UserRow, goalId: number) {
      const goal = await find(user, goalId);
      const { startDate, endDate } = period(user, goal);
      const [row] = await db
        .select({ n: count() })
        .from(events)
        .innerJoin(boxes, eq(boxes.id, events.boxId))
        .where(
          and(
            eventConditions({ userId: user.id, timeZone: user.timeZone, startDate, endDate, notAfter: clock.now() }),
            inArray(events.boxId, goal.boxIds),
          ),
        );
      return { currentCount: row?.n ?? 0, periodStart: goal.startDate.toISOString() };
    },

    /** The goal's events, newest first, optionally narrowed to days `from`..`to`. */
    async events(user: UserRow, goalId: number, range: { from?: string; to?: string }) {
      const goal = await find(user, goalId);
      const { startDate, endDate } = period(user, goal);
      const from = range.from && range.from > startDate ? range.from : startDate;
      const to = range.to && range.to < endDate ? range.to : endDate;
      if (from > to) return [];
      const rows = await db
        .select({ event: eventColumns, box: boxColumns })
        .from(events)
        .innerJoin(boxes, eq(boxes.id, events.boxId))
        .where(
          and(
            eventConditions({
              userId: user.id,
              timeZone: user.timeZone,
              startDate: from,
              endDate: to,
              notAfter: clock.now(),
            }),
            inArray(events.boxId, goal.boxIds),
          ),
        )
        .orderBy(desc(events.eventDate), desc(events.id))
        .limit(GOAL_EVENTS_SHOWN);
      return rows.map((row) => presentEventWithBox(row.event, row.box));
    },
  };
}

export type GoalService = ReturnType<typeof createGoalService>;
