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
});
export type Stats = z.infer<typeof statsSchema>;
