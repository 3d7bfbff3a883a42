import { z } from 'zod';
import { endNotBeforeStart, idSchema, instantSchema, localDateSchema, text } from './common.js';
import { eventWithBoxSchema } from './events.js';

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
};

export const createGoalRequestSchema = z.object(goalFields).refine(...endNotBeforeStart('startDate', 'endDate'));
export type CreateGoalRequest = z.input<typeof createGoalRequestSchema>;

/** Either the goal's fields, or only `isActive` to complete or reactivate it. */
export const updateGoalRequestSchema = z
  .object({
    name: goalFields.name.optional(),
    boxIds: goalFields.boxIds.optional(),
    startDate: goalDate.optional(),
    endDate: goalDate.nullish(),
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
