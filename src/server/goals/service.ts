import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '../../shared/days.js';
import type { TrackedEventWithBox } from '../../shared/schemas/events.js';
import type {
  createGoalRequestSchema,
  Goal,
  GoalPause,
  GoalPauseRequest,
  TargetProgress,
  updateGoalRequestSchema,
} from '../../shared/schemas/goals.js';
import type { BoxService } from '../boxes/service.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events, goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { boxColumns, eventColumns, eventConditions } from '../events/filters.js';
import { presentEventWithBox } from '../events/present.js';
import { requirePro } from '../plans/guard.js';
import { type DayCount, readDayCounts } from '../stats/day-counts.js';
import { localDate, startOfLocalDay } from '../time/local-dates.js';
import { createPause, pausedOn, pausesOf, presentPause, readPauses, removePause } from './pauses.js';
import { type DayRange, goalDayCounts, targetProgress } from './target-progress.js';

type GoalRow = typeof goals.$inferSelect;
type PauseRow = Awaited<ReturnType<typeof readPauses>>[number];
const GOAL_EVENTS_SHOWN = 500;

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
    return {
      start: localDate(goal.startDate, user.timeZone),
      end: localDate(goal.endDate ?? clock.now(), user.timeZone),
    };
  }

  /** Events of the goal's boxes inside its period, from the same day counts the reports read. */
  function countFor(user: UserRow, goal: GoalRow, counts: DayCount[]): number {
    const { start, end } = period(user, goal);
    const linked = new Set(goal.boxIds);
    return counts
      .filter((row) => linked.has(row.boxId) && row.day >= start && row.day <= end)
      .reduce((sum, row) => sum + row.count, 0);
  }

  /** Where the goal stands against its target, from the same day counts, its paused days set aside. */
  function progressFor(user: UserRow, goal: GoalRow, counts: DayCount[], pauses: PauseRow[]): TargetProgress | null {
    if (!goal.target) return null;
    const now = clock.now();
    const perDay = goalDayCounts(goal.boxIds, counts);
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
      perDay,
      elapsed,
      paused: pausedOn(pauses),
    });
  }

  /** Goals with their counts, reading the day counts once for all of them. */
  async function present(user: UserRow, rows: GoalRow[]): Promise<Goal[]> {
    const periods = rows.map((goal) => period(user, goal));
    const start = periods.map((range) => range.start).sort()[0];
    const end = periods
      .map((range) => range.end)
      .sort()
      .at(-1);
    const boxIds = [...new Set(rows.flatMap((goal) => goal.boxIds))];
    const [counts, pauses] = await Promise.all([
      start && end ? readDayCounts(db, user, { start, end }, clock.now(), boxIds) : [],
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
      currentCount: countFor(user, goal, counts),
      target: goal.target ?? null,
      progress: progressFor(user, goal, counts, pausesOf(goal.id, pauses)),
      pauses: pausesOf(goal.id, pauses).map(presentPause),
    }));
  }

  async function presentOne(user: UserRow, goal: GoalRow): Promise<Goal> {
    const [presented] = await present(user, [goal]);
    if (!presented) throw notFound();
    return presented;
  }

  return {
    /** Active goals first, each with its count, in one request. */
    async list(user: UserRow): Promise<Goal[]> {
      requirePro(user, clock.now(), 'goals');
      const rows = await db
        .select()
        .from(goals)
        .where(eq(goals.userId, user.id))
        .orderBy(desc(goals.isActive), asc(goals.startDate), asc(goals.id));
      return present(user, rows);
    },

    async create(user: UserRow, request: z.output<typeof createGoalRequestSchema>): Promise<Goal> {
      requirePro(user, clock.now(), 'goals');
      await boxService.requireOwned(user, request.boxIds);
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
      return presentOne(user, goal);
    },

    async update(user: UserRow, goalId: number, changes: z.output<typeof updateGoalRequestSchema>): Promise<Goal> {
      const current = await find(user, goalId);
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
      return presentOne(user, goal);
    },

    /** Days set aside for one goal or for all (Pro and the trial, as goals are). */
    async pause(user: UserRow, request: GoalPauseRequest): Promise<GoalPause> {
      requirePro(user, clock.now(), 'goals');
      return createPause({ db, clock }, user, request);
    },

    async unpause(user: UserRow, pauseId: number): Promise<void> {
      requirePro(user, clock.now(), 'goals');
      await removePause({ db }, user, pauseId);
    },

    async remove(user: UserRow, goalId: number): Promise<void> {
      await find(user, goalId);
      await db.delete(goals).where(and(eq(goals.id, goalId), eq(goals.userId, user.id)));
    },

    /** The spec's progress call: the same count the goal list carries. */
    async progress(user: UserRow, goalId: number) {
      const goal = await presentOne(user, await find(user, goalId));
      return { currentCount: goal.currentCount, periodStart: goal.startDate };
    },

    /** The goal's events, newest first, optionally narrowed to days `from`..`to`. */
    async events(user: UserRow, goalId: number, range: { from?: string; to?: string }): Promise<TrackedEventWithBox[]> {
      const goal = await find(user, goalId);
      const { start, end } = period(user, goal);
      const from = range.from && range.from > start ? range.from : start;
      const to = range.to && range.to < end ? range.to : end;
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
