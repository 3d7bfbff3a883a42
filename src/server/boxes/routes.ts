import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boxListSchema,
  boxSchema,
  createBoxRequestSchema,
  starResponseSchema,
  updateBoxRequestSchema,
} from '../../shared/schemas/boxes.js';
import { idParamsSchema, successMessageSchema } from '../../shared/schemas/common.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { BoxService } from './service.js';

export function boxRoutes(boxes: BoxService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['boxes'];

    app.get('/api/boxes', { config, schema: { tags, response: { 200: boxListSchema } } }, async (request) =>
      boxes.list(signedIn(request).user),
    );

    app.post(
      '/api/boxes',
      { config, schema: { tags, body: createBoxRequestSchema, response: { 201: boxSchema } } },
      async (request, reply) => reply.status(201).send(await boxes.create(signedIn(request).user, request.body)),
    );

    app.put(
      '/api/boxes/:id',
      { config, schema: { tags, params: idParamsSchema, body: updateBoxRequestSchema, response: { 200: boxSchema } } },
      async (request) => boxes.update(signedIn(request).user, request.params.id, request.body),
    );

    app.delete(
      '/api/boxes/:id',
      { config, schema: { tags, params: idParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await boxes.trash(signedIn(request).user, request.params.id);
        return { success: true as const, message: translatorFor(request.language)('tracking.boxDeleted') };
      },
    );

    app.patch(
      '/api/boxes/:id/star',
      { config, schema: { tags, params: idParamsSchema, response: { 200: starResponseSchema } } },
      async (request) => {
        const box = await boxes.toggleStar(signedIn(request).user, request.params.id);
        const message = translatorFor(request.language)(box.starred ? 'tracking.starred' : 'tracking.unstarred');
        return { success: true as const, box, message };
      },
    );
  };
}
