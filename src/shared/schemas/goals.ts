import { z } from 'zod';
import { idSchema, localDateSchema } from './common.js';

export const goalSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** As the spec gives them: box ids as strings. */
  boxIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

const goalDate = z.union([localDateSchema, z.iso.datetime({ offset: true })], { error: 'validation.dateInvalid' });

const goalFields = {
  name: z
    .string({ error: 'validation.goalNameAndBoxes' })
    .trim()
    .min(1, { error: 'validation.goalNameAndBoxes' })
    .max(100, { error: 'validation.nameTooLong' }),
  boxIds: z
    .array(idSchema, { error: 'validation.goalNameAndBoxes' })
    .min(1, { error: 'validation.goalNameAndBoxes' })
    .max(99),
  startDate: z.union([localDateSchema, z.iso.datetime({ offset: true })], { error: 'validation.startDateRequired' }),
  endDate: goalDate.nullish(),
};

const endNotBeforeStart = (goal: { startDate?: string; endDate?: string | null }) =>
  !goal.startDate || !goal.endDate || goal.endDate.slice(0, 10) >= goal.startDate.slice(0, 10);

export const createGoalRequestSchema = z
  .object(goalFields)
  .refine(endNotBeforeStart, { error: 'validation.endBeforeStart', path: ['endDate'] });
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
  .refine(endNotBeforeStart, { error: 'validation.endBeforeStart', path: ['endDate'] });
export type UpdateGoalRequest = z.input<typeof updateGoalRequestSchema>;

export const goalProgressSchema = z.object({ currentCount: z.number(), periodStart: z.string() });

export const goalEventsQuerySchema = z
  .object({ from: localDateSchema.optional(), to: localDateSchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'validation.endBeforeStart',
    path: ['to'],
  });
