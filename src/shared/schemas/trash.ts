import { z } from 'zod';
import { boxSummarySchema } from './common.js';

export const TRASH_RETENTION_DAYS = 30;

export const trashedBoxSchema = z.object({
  id: z.number(),
  name: z.string(),
  emoji: z.string(),
  color: z.string(),
  category: z.string().nullable(),
  deletedAt: z.string(),
  eventCount: z.number(),
});
export type TrashedBox = z.infer<typeof trashedBoxSchema>;
export const trashedBoxListSchema = z.array(trashedBoxSchema);

export const trashedEventSchema = z.object({
  id: z.number(),
  description: z.string(),
  hashtags: z.array(z.string()),
  eventDate: z.string(),
  deletedAt: z.string(),
  box: boxSummarySchema,
  /** The event's box is itself in the trash: restore the box first. */
  boxInTrash: z.boolean(),
});
export type TrashedEvent = z.infer<typeof trashedEventSchema>;
export const trashedEventListSchema = z.array(trashedEventSchema);
