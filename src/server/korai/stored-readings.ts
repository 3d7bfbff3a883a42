import { z } from 'zod';
import { storedPlanSchema } from './plan/types.js';
import type { OfferedReading } from './refusal-reply.js';

const storedReadingsSchema = z.array(z.object({ label: z.string(), plan: storedPlanSchema }));

/** The readings an answer offered, as stored (jsonb); any the plan's schema no longer reads are left out. */
export function storedReadings(value: unknown): OfferedReading[] {
  const parsed = storedReadingsSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}
