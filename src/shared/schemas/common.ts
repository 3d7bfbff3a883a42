import { z } from 'zod';
import { isCalendarDay } from '../days.js';

/** The earliest year a person logs, and how far ahead a reminder may be set. */
export const FIRST_YEAR = 1900;
export const YEARS_AHEAD = 100;
const lastYear = () => new Date().getUTCFullYear() + YEARS_AHEAD;

/** An instant inside the years a person can mean: refuses year 0, 275760 and other dates no one logs. */
export function isPlausibleInstant(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return !Number.isNaN(instant.getTime()) && year >= FIRST_YEAR && year <= lastYear();
}

/** A calendar day, `YYYY-MM-DD`, read in the user's own time zone: one that exists, in a year a person can mean. */
export const localDateSchema = z
  .string({ error: 'validation.dateInvalid' })
  .refine((value) => isCalendarDay(value) && isPlausibleInstant(new Date(`${value}T12:00:00Z`)), {
    error: 'validation.dateInvalid',
  });

/** An ISO date-time with its offset (`2026-03-01T21:30:00+01:00`), in a year a person can mean. */
export const instantSchema = z
  .string({ error: 'validation.dateInvalid' })
  .pipe(z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }))
  .refine((value) => isCalendarDay(value.slice(0, 10)) && isPlausibleInstant(new Date(value)), {
    error: 'validation.dateInvalid',
  });

/** For a refine on a range: the end may not come before the start (days or instants, compared by day). */
export function endNotBeforeStart<K extends string>(
  start: K,
  end: K,
): [(range: Partial<Record<K, string | null>>) => boolean, { error: string; path: string[] }] {
  const check = (range: Partial<Record<K, string | null>>) => {
    const from = range[start];
    const to = range[end];
    return !from || !to || to.slice(0, 10) >= from.slice(0, 10);
  };
  return [check, { error: 'validation.endBeforeStart', path: [end] }];
}

const INT4_MAX = 2 ** 31 - 1;

/** Ids of rows in a `serial` column (boxes, goals). */
const positiveInteger = z.coerce
  .number({ error: 'validation.idInvalid' })
  .int({ error: 'validation.idInvalid' })
  .positive({ error: 'validation.idInvalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.idInvalid' });

/**
 * A well-formed id that does not fit the `serial` column names no row: it becomes 0, which no row has, so the
 * lookup answers 404 as for any other id that does not exist.
 */
export const idSchema = positiveInteger.transform((id) => (id <= INT4_MAX ? id : 0));

/** Ids of rows in a `bigserial` column (events): every safe integer fits. */
export const bigIdSchema = positiveInteger;

export const idParamsSchema = z.object({ id: idSchema });
export const bigIdParamsSchema = z.object({ id: bigIdSchema });

/** `1,2,3` in a query string. */
export const idListSchema = z
  .string()
  .max(2000, { error: 'validation.idInvalid' })
  .transform((value, context) => {
    const ids = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => idSchema.safeParse(part));
    if (ids.some((id) => !id.success)) {
      context.addIssue({ code: 'custom', message: 'validation.idInvalid' });
      return z.NEVER;
    }
    return ids.flatMap((id) => (id.success ? [id.data] : []));
  });

/**
 * Text a person typed: no NUL character, which PostgreSQL cannot store and nobody means. `missing` is the
 * message when the field is absent or not text.
 */
export function text(missing = 'validation.textInvalid') {
  return z.string({ error: missing }).refine((value) => !value.includes('\u0000'), { error: 'validation.textInvalid' });
}

/**
 * Every error answer (`src/server/http/error-handler.ts`): a stable code and a message in the caller's language;
 * a refused input names its fields, an unexpected failure its request id.
 */
export const errorResponseSchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * A box as an event or a figure names it; `unit` is what its quantities are in (km, bicchieri), if anything. K-ORAI's
 * sources stored, and backups written, before boxes had units name boxes without one: they read as none.
 */
export const boxSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  emoji: z.string(),
  color: z.string(),
  unit: z.string().nullable().default(null),
});
export type BoxSummary = z.infer<typeof boxSummarySchema>;
