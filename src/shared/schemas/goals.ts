import { z } from 'zod';
import { daysInRange } from '../days.js';
import { endNotBeforeStart, idSchema, instantSchema, localDateSchema, text } from './common.js';
import { eventWithBoxSchema } from './events.js';

/** A target counts events per day, week or month, or in total by the goal's end date. */
export const TARGET_PERIODS = ['day', 'week', 'month', 'total'] as const;
export type TargetPeriod = (typeof TARGET_PERIODS)[number];
/** At least N (a habit to build) or at most N (one to cut down). */
export const TARGET_DIRECTIONS = ['atLeast', 'atMost'] as const;
export const MAX_TARGET_COUNT = 10_000;
/** What a target counts: events (times), or the quantities logged, in the unit the goal's boxes share (km). */
export const TARGET_MEASURES = ['events', 'quantity'] as const;

export const goalTargetSchema = z
  .object({
    direction: z.enum(TARGET_DIRECTIONS, { error: 'validation.targetInvalid' }),
    count: z
      .number({ error: 'validation.targetCount' })
      .int({ error: 'validation.targetCount' })
      .min(1, { error: 'validation.targetCount' })
      .max(MAX_TARGET_COUNT, { error: 'validation.targetCount' }),
    period: z.enum(TARGET_PERIODS, { error: 'validation.targetInvalid' }),
    /** Absent means events, as every target was before quantities could be counted. */
    measure: z.enum(TARGET_MEASURES, { error: 'validation.targetInvalid' }).optional(),
    /** Only for a per-day target: the weekdays it applies on, 0 (Monday) to 6 (Sunday); none means every day. */
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: 'validation.targetWeekdays' })
      .min(1, { error: 'validation.targetWeekdays' })
      .max(7, { error: 'validation.targetWeekdays' })
      .nullish(),
  })
  .refine((target) => !target.weekdays || target.period === 'day', {
    error: 'validation.targetWeekdays',
    path: ['weekdays'],
  });
export type GoalTarget = z.output<typeof goalTargetSchema>;

/**
 * Where a goal with a target stands in its current period: `done` (met), `onTrack` or `behind` the even pace to
 * the period's end, `over` an at-most target, `rest` on a day its schedule leaves out, `paused` in a pause,
 * `missed` once a finished goal's last period fell short.
 */
export const TARGET_STATUSES = ['done', 'onTrack', 'behind', 'over', 'rest', 'paused', 'missed'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

export const targetPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  count: z.number(),
  met: z.boolean(),
  /** A period with a paused day neither breaks the streak nor extends it. */
  paused: z.boolean(),
});
export type TargetPeriodResult = z.infer<typeof targetPeriodSchema>;

export const targetProgressSchema = z.object({
  /** The current period (or the last one of a goal that has ended). */
  period: targetPeriodSchema,
  status: z.enum(TARGET_STATUSES),
  /** For at least: events still needed in this period; for at most: events still allowed. */
  left: z.number(),
  /** Periods in a row that met the target, up to the current one (counted once it is met). */
  streak: z.number(),
  /** The latest finished periods, oldest first, each met or missed (scheduled days only). */
  history: z.array(targetPeriodSchema),
});
export type TargetProgress = z.infer<typeof targetProgressSchema>;

/**
 * What a box card shows of the goal that counts it: the events of the goal's boxes in its target's current period
 * (today, this week, this month, or the whole goal) and whether the target is met (`done`) or passed (`over`).
 */
export const goalCardSchema = z.object({
  goalId: z.number(),
  name: z.string(),
  boxIds: z.array(z.number()),
  target: goalTargetSchema,
  count: z.number(),
  status: z.enum(['done', 'over', 'open']),
});
export type GoalCard = z.infer<typeof goalCardSchema>;
export const goalCardListSchema = z.array(goalCardSchema);

/** Days set aside (a holiday, an illness) for one goal, or for every goal when `goalId` is null. */
export const goalPauseSchema = z.object({
  id: z.number(),
  goalId: z.number().nullable(),
  from: z.string(),
  to: z.string(),
});
export type GoalPause = z.infer<typeof goalPauseSchema>;
export const MAX_PAUSE_DAYS = 366;

export const createGoalPauseRequestSchema = z
  .object({
    goalId: idSchema.nullable(),
    from: localDateSchema,
    to: localDateSchema,
  })
  .refine(...endNotBeforeStart('from', 'to'))
  .refine((pause) => daysInRange(pause.from, pause.to) <= MAX_PAUSE_DAYS, {
    error: 'validation.pauseTooLong',
    path: ['to'],
  });
export type CreateGoalPauseRequest = z.input<typeof createGoalPauseRequestSchema>;
export type GoalPauseRequest = z.output<typeof createGoalPauseRequestSchema>;

export const goalSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** As the spec gives them: box ids as strings. */
  boxIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Events of the linked boxes from the start to the end (or today); reminders count once reached. */
  currentCount: z.number(),
  target: goalTargetSchema.nullable(),
  /** Progress against the target; null for a goal without one. */
  progress: targetProgressSchema.nullable(),
  /** Its pauses, its own and those for every goal, oldest first. */
  pauses: z.array(goalPauseSchema),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalListSchema = z.array(goalSchema);

/** A day (`YYYY-MM-DD`, the start of that day where the user lives) or an exact instant. */
const goalDate = z.union([localDateSchema, instantSchema], { error: 'validation.dateInvalid' });

const goalFields = {
  name: text('validation.goalNameAndBoxes')
    .trim()
    .min(1, { error: 'validation.goalNameAndBoxes' })
    .max(100, { error: 'validation.nameTooLong' }),
  boxIds: z
    .array(idSchema, { error: 'validation.goalNameAndBoxes' })
    .min(1, { error: 'validation.goalNameAndBoxes' })
    .max(99, { error: 'validation.goalTooManyBoxes' }),
  startDate: z.union([localDateSchema, instantSchema], { error: 'validation.startDateRequired' }),
  endDate: goalDate.nullish(),
  target: goalTargetSchema.nullish(),
};

export const createGoalRequestSchema = z
  .object(goalFields)
  .refine(...endNotBeforeStart('startDate', 'endDate'))
  .refine((body) => body.target?.period !== 'total' || Boolean(body.endDate), {
    // A total is counted by the goal's end date.
    error: 'validation.targetTotalNeedsEnd',
    path: ['endDate'],
  });
export type CreateGoalRequest = z.input<typeof createGoalRequestSchema>;

/** Either the goal's fields, or only `isActive` to complete or reactivate it. */
export const updateGoalRequestSchema = z
  .object({
    name: goalFields.name.optional(),
    boxIds: goalFields.boxIds.optional(),
    startDate: goalDate.optional(),
    endDate: goalDate.nullish(),
    target: goalTargetSchema.nullish(),
    isActive: z.boolean({ error: 'validation.booleanRequired' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'validation.nothingToUpdate' })
  .refine(...endNotBeforeStart('startDate', 'endDate'));
export type UpdateGoalRequest = z.input<typeof updateGoalRequestSchema>;

export const goalProgressSchema = z.object({ currentCount: z.number(), periodStart: z.string() });

export const goalEventsQuerySchema = z
  .object({ from: localDateSchema.optional(), to: localDateSchema.optional() })
  .refine(...endNotBeforeStart('from', 'to'));
/** GET /api/goals/:id/events: the events of the goal's boxes in the days asked for. */
export const goalEventsSchema = z.array(eventWithBoxSchema);
