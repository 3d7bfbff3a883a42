import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigIdParamsSchema, idParamsSchema, successMessageSchema } from '../../shared/schemas/common.js';
import {
  createEventRequestSchema,
  eventPageSchema,
  eventSchema,
  eventWithBoxPageSchema,
  exportQuerySchema,
  idempotencyHeadersSchema,
  pageQuerySchema,
  renameEventRequestSchema,
  searchQuerySchema,
} from '../../shared/schemas/events.js';
import { contentDisposition } from '../http/content-disposition.js';
import { heavyJob } from '../http/heavy-routes.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { EventService } from './service.js';

export function eventRoutes(events: EventService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['events'];

    app.get(
      '/api/boxes/:id/events',
      {
        config,
        schema: { tags, params: idParamsSchema, querystring: pageQuerySchema, response: { 200: eventPageSchema } },
      },
      async (request) =>
        events.listForBox(signedIn(request).user, request.params.id, request.query.cursor, request.query.limit),
    );

    app.post(
      '/api/events/boxes/:id/events',
      {
        config,
        schema: {
          tags,
          params: idParamsSchema,
          headers: idempotencyHeadersSchema,
          body: createEventRequestSchema,
          response: { 201: eventSchema },
        },
      },
      async (request, reply) => {
        const { user } = signedIn(request);
        const key = request.headers['idempotency-key'];
        return reply.status(201).send(await events.create(user, request.params.id, request.body, key));
      },
    );

    app.put(
      '/api/events/:id',
      {
        config,
        schema: { tags, params: bigIdParamsSchema, body: renameEventRequestSchema, response: { 200: eventSchema } },
      },
      async (request) => events.rename(signedIn(request).user, request.params.id, request.body.description),
    );

    app.delete(
      '/api/events/:id',
      { config, schema: { tags, params: bigIdParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await events.trash(signedIn(request).user, request.params.id);
        return { success: true as const, message: translatorFor(request.language)('tracking.eventDeleted') };
      },
    );

    app.get(
      '/api/events/search',
      { config, schema: { tags, querystring: searchQuerySchema, response: { 200: eventWithBoxPageSchema } } },
      async (request) => events.search(signedIn(request).user, request.query),
    );

    app.get(
      '/api/events/export.csv',
      { config: { ...config, heavy: true }, schema: { tags, querystring: exportQuerySchema } },
      async (request, reply) => {
        const { fileName, csv } = await events.exportCsv(
          signedIn(request).user,
          heavyJob(request).db,
          request.query,
          translatorFor(request.language),
        );
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(fileName))
          .send(csv);
      },
    );
  };
}
