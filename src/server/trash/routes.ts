import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, successMessageSchema } from '../../shared/schemas/common.js';
import { trashedBoxSchema, trashedEventSchema, trashKindParamsSchema } from '../../shared/schemas/trash.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { TrashService } from './service.js';

const itemParamsSchema = trashKindParamsSchema.extend({ id: idSchema });

export function trashRoutes(trash: TrashService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['trash'];

    app.get(
      '/api/trash/boxes',
      { config, schema: { tags, response: { 200: z.array(trashedBoxSchema) } } },
      async (request) => trash.listBoxes(signedIn(request).user.id),
    );

    app.get(
      '/api/trash/events',
      { config, schema: { tags, response: { 200: z.array(trashedEventSchema) } } },
      async (request) => trash.listEvents(signedIn(request).user.id),
    );

    app.post(
      '/api/trash/:kind/:id/restore',
      { config, schema: { tags, params: itemParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        const { user } = signedIn(request);
        const { kind, id } = request.params;
        if (kind === 'boxes') await trash.restoreBox(user, id);
        else await trash.restoreEvent(user, id);
        const message = kind === 'boxes' ? 'tracking.boxRestored' : 'tracking.eventRestored';
        return { success: true as const, message: translatorFor(request.language)(message) };
      },
    );

    app.delete(
      '/api/trash/:kind/:id',
      { config, schema: { tags, params: itemParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        const { user } = signedIn(request);
        const { kind, id } = request.params;
        if (kind === 'boxes') await trash.purgeBox(user.id, id);
        else await trash.purgeEvent(user.id, id);
        const message = kind === 'boxes' ? 'tracking.boxPurged' : 'tracking.eventPurged';
        return { success: true as const, message: translatorFor(request.language)(message) };
      },
    );
  };
}
