import { z } from 'zod';

/** A calendar day, `YYYY-MM-DD`, read in the user's own time zone. */
export const localDateSchema = z
  .string({ error: 'validation.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.dateInvalid' });

export const idSchema = z.coerce
  .number({ error: 'validation.idInvalid' })
  .int({ error: 'validation.idInvalid' })
  .positive({ error: 'validation.idInvalid' })
  .max(2 ** 53 - 1, { error: 'validation.idInvalid' });

export const idParamsSchema = z.object({ id: idSchema });

/** `1,2,3` in a query string. */
export const idListSchema = z.string().transform((value, context) => {
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    context.addIssue({ code: 'custom', message: 'validation.idInvalid' });
    return z.NEVER;
  }
  return ids;
});

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const boxSummarySchema = z.object({ id: z.number(), name: z.string(), emoji: z.string(), color: z.string() });
export type BoxSummary = z.infer<typeof boxSummarySchema>;
