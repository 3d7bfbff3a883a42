import { z } from 'zod';
import { DAY_PARTS } from '../quick-log/quick-log-words.js';
import { TRACKING_MODES } from './boxes.js';
import {
  boxSummarySchema,
  endNotBeforeStart,
  idListSchema,
  idSchema,
  instantSchema,
  localDateSchema,
  text,
} from './common.js';

/** What a counter tap records as its description. */
export const COUNTER_DESCRIPTION = '+1';
export const DESCRIPTION_MAX = 500;
export const NOTES_MAX = 5000;

export const eventSchema = z.object({
  id: z.number(),
  boxId: z.number(),
  description: z.string(),
  quantity: z.number(),
  notes: z.string().nullable(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  eventDate: z.string(),
  createdAt: z.string(),
  trackingMode: z.enum(TRACKING_MODES),
});
export type TrackedEvent = z.infer<typeof eventSchema>;

export const eventWithBoxSchema = eventSchema.extend({ box: boxSummarySchema });
export type TrackedEventWithBox = z.infer<typeof eventWithBoxSchema>;

export const createEventRequestSchema = z.object({
  /** Required for descriptive boxes; a counter tap ignores it. */
  description: text().trim().max(DESCRIPTION_MAX, { error: 'validation.descriptionTooLong' }).optional(),
  quantity: z
    .number({ error: 'validation.quantityInvalid' })
    .int({ error: 'validation.quantityInvalid' })
    .min(1, { error: 'validation.quantityInvalid' })
    .max(10_000, { error: 'validation.quantityInvalid' })
    .default(1),
  eventDate: instantSchema.optional(),
  notes: text().trim().max(NOTES_MAX, { error: 'validation.notesTooLong' }).nullish(),
  rating: z
    .number({ error: 'validation.ratingInvalid' })
    .int({ error: 'validation.ratingInvalid' })
    .min(1, { error: 'validation.ratingInvalid' })
    .max(5, { error: 'validation.ratingInvalid' })
    .nullish(),
});
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

/** A client's key for one create request: a retry with the same key records nothing more. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1, { error: 'validation.idempotencyKeyInvalid' })
    .max(200, { error: 'validation.idempotencyKeyInvalid' })
    .optional(),
});

export const renameEventRequestSchema = z.object({
  description: text('validation.descriptionRequired')
    .trim()
    .min(1, { error: 'validation.descriptionRequired' })
    .max(DESCRIPTION_MAX, { error: 'validation.descriptionTooLong' }),
});

export const pageQuerySchema = z.object({
  cursor: z.string().max(200, { error: 'validation.cursorInvalid' }).optional(),
  limit: z.coerce
    .number({ error: 'validation.limitInvalid' })
    .int()
    .min(1, { error: 'validation.limitInvalid' })
    .max(500, { error: 'validation.limitInvalid' })
    .default(50),
});

export const eventPageSchema = z.object({ events: z.array(eventSchema), nextCursor: z.string().nullable() });
export const eventWithBoxPageSchema = z.object({
  events: z.array(eventWithBoxSchema),
  nextCursor: z.string().nullable(),
});

/** A range of local days and a choice of boxes: shared by search, statistics and export. */
export const rangeQuerySchema = z
  .object({
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.optional(),
    boxId: idSchema.optional(),
    boxIds: idListSchema.optional(),
  })
  .refine(...endNotBeforeStart('startDate', 'endDate'));

/** What a search narrows by: text or #tag, local days, boxes and a time of day. */
const searchCriteriaShape = {
  q: text().trim().max(200, { error: 'validation.queryTooLong' }).optional(),
  tag: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
  startDate: localDateSchema.optional(),
  endDate: localDateSchema.optional(),
  boxId: idSchema.optional(),
  boxIds: idListSchema.optional(),
  dayPart: z.enum(DAY_PARTS, { error: 'validation.dayPartInvalid' }).optional(),
};

export const searchQuerySchema = z
  .object(searchCriteriaShape)
  .extend(pageQuerySchema.shape)
  .refine(...endNotBeforeStart('startDate', 'endDate'));
/** The CSV export takes exactly the filters of the search on screen (or of the reports' range and boxes). */
export const exportQuerySchema = z.object(searchCriteriaShape).refine(...endNotBeforeStart('startDate', 'endDate'));
export type SearchQuery = z.input<typeof searchQuerySchema>;
