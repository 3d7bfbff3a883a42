import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bigIdParamsSchema, idParamsSchema, successMessageSchema } from '../../shared/schemas/common.js';
import { trashedBoxListSchema, trashedEventListSchema } from '../../shared/schemas/trash.js';
import type { UserRow } from '../db/rows.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { TrashService } from './service.js';

export function trashRoutes(trash: TrashService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['trash'];

    app.get(
      '/api/trash/boxes',
      { config, schema: { tags, response: { 200: trashedBoxListSchema } } },
      async (request) => trash.listBoxes(signedIn(request).user),
    );

    app.get(
      '/api/trash/events',
      { config, schema: { tags, response: { 200: trashedEventListSchema } } },
      async (request) => trash.listEvents(signedIn(request).user),
    );

    /** Restore or delete for good: a box id fits a serial column, an event id a bigserial one. */
    const action = (
      method: 'POST' | 'DELETE',
      url: string,
      params: z.ZodType<{ id: number }, unknown>,
      act: (user: UserRow, id: number) => Promise<void>,
      message: string,
    ) =>
      app.route({
        method,
        url,
        config,
        schema: { tags, params, response: { 200: successMessageSchema } },
        handler: async (request) => {
          await act(signedIn(request).user, request.params.id);
          return { success: true as const, message: translatorFor(request.language)(message) };
        },
      });
    action('POST', '/api/trash/boxes/:id/restore', idParamsSchema, trash.restoreBox, 'tracking.boxRestored');
    action('POST', '/api/trash/events/:id/restore', bigIdParamsSchema, trash.restoreEvent, 'tracking.eventRestored');
    action('DELETE', '/api/trash/boxes/:id', idParamsSchema, trash.purgeBox, 'tracking.boxPurged');
    action('DELETE', '/api/trash/events/:id', bigIdParamsSchema, trash.purgeEvent, 'tracking.eventPurged');
  };
}
