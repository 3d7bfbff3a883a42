import { z } from 'zod';
import { BOX_NAME_MAX, boxSchema } from './boxes.js';
import { text } from './common.js';
import { createEventRequestSchema, eventSchema } from './events.js';

/**
 * `POST /api/v1/log`: an event for the box the person names, with what the app's own event form accepts. A
 * counter box counts one event per request, so a quantity above 1 is refused there rather than dropped.
 */
export const logRequestSchema = createEventRequestSchema.extend({
  box: text('apiTokens.validation.boxRequired')
    .trim()
    .min(1, { error: 'apiTokens.validation.boxRequired' })
    .max(BOX_NAME_MAX, { error: 'validation.nameTooLong' }),
});
export type LogRequest = z.input<typeof logRequestSchema>;

export const logResponseSchema = z.object({
  event: eventSchema,
  box: boxSchema,
  message: z.string(),
});

export const v1BoxesSchema = z.object({ boxes: z.array(boxSchema) });
