import { z } from 'zod';
import { boxSummarySchema, endNotBeforeStart, idSchema, localDateSchema } from './common.js';

const boxCountSchema = boxSummarySchema.extend({ count: z.number() });

export const statsQuerySchema = z
  .object({ startDate: localDateSchema.optional(), endDate: localDateSchema.optional(), boxId: idSchema.optional() })
  .refine(...endNotBeforeStart('startDate', 'endDate'));
export type StatsQuery = z.output<typeof statsQuerySchema>;

export const statsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  totalEvents: z.number(),
  averagePerDay: z.number(),
  mostActiveBox: boxCountSchema.nullable(),
  leastActiveBox: boxCountSchema.nullable(),
  distribution: z.array(boxCountSchema.extend({ percentage: z.number() })),
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  /** For one box with a unit: the quantities of the range added up, and per day, in that unit. */
  quantity: z.object({ unit: z.string(), total: z.number(), averagePerDay: z.number() }).nullable().default(null),
});
export type Stats = z.infer<typeof statsSchema>;
