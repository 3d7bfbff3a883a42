import type { z } from 'zod';
import type { logRequestSchema } from '../../shared/schemas/api-v1.js';
import type { BoxService } from '../boxes/service.js';
import type { UserRow } from '../db/rows.js';
import { AppError } from '../errors.js';
import type { EventService } from '../events/service.js';
import { boxByName } from './box-by-name.js';

type LogRequest = z.output<typeof logRequestSchema>;

/** What a personal API token does: logs to a box named in words, through the app's own box and event rules. */
export function createApiV1Service(boxes: BoxService, events: EventService) {
  return {
    /** The event recorded (or, for a repeated idempotency key, the one recorded first) and its box as it is now. */
    async log(user: UserRow, request: LogRequest, language: string, key?: string) {
      const { box: name, ...event } = request;
      const box = boxByName(name, await boxes.list(user), language);
      if (box.trackingMode === 'counter' && event.quantity > 1) {
        throw new AppError('validation', 'apiTokens.validation.counterQuantity', { name: box.name });
      }
      const created = await events.create(user, box.id, event, key);
      const now = (await boxes.list(user)).find((entry) => entry.id === box.id) ?? box;
      return { event: created, box: now };
    },
  };
}

export type ApiV1Service = ReturnType<typeof createApiV1Service>;
