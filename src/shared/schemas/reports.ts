import { z } from 'zod';
import { boxSummarySchema, endNotBeforeStart, localDateSchema } from './common.js';

/** One box's runs of days and its last 365 days, each day with its events. */
export const boxYearSchema = z.object({
  boxId: z.number(),
  /** The user's today; the year ends on it. */
  today: z.string(),
  /** Local days in a row with an event, up to today (a today still without one does not break it). */
  currentStreak: z.number(),
  longestStreak: z.number(),
  /** The first and last day of the longest run, null when the box has no event yet. */
  longestStreakFrom: z.string().nullable(),
  longestStreakTo: z.string().nullable(),
  /** The 365 days ending today, oldest first, each with its events (0 on a day without). */
  year: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type BoxYearReport = z.infer<typeof boxYearSchema>;

/** At least this many days shared by two boxes before their correlation is shown. */
export const MIN_SHARED_DAYS = 14;

export const correlationsQuerySchema = z
  .object({ startDate: localDateSchema.optional(), endDate: localDateSchema.optional() })
  .refine(...endNotBeforeStart('startDate', 'endDate'));
export type CorrelationsQuery = z.output<typeof correlationsQuerySchema>;

/**
 * The Pearson correlation of two boxes' daily counts: `lagDays` 0 compares the same day, 1 compares `first` on a
 * day with `second` on the day after.
 */
export const correlationSchema = z.object({
  first: boxSummarySchema,
  second: boxSummarySchema,
  lagDays: z.union([z.literal(0), z.literal(1)]),
  coefficient: z.number(),
  days: z.number(),
});
export type Correlation = z.infer<typeof correlationSchema>;

export const correlationsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Strongest first, whatever the sign. */
  correlations: z.array(correlationSchema),
});
export type Correlations = z.infer<typeof correlationsSchema>;
