import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, successMessageSchema } from '../../shared/schemas/common.js';
import {
  createEventRequestSchema,
  eventPageSchema,
  eventSchema,
  eventWithBoxPageSchema,
  pageQuerySchema,
  rangeQuerySchema,
  renameEventRequestSchema,
  searchQuerySchema,
} from '../../shared/schemas/events.js';
import type { BoxService } from '../boxes/service.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import { contentDisposition, exportEventsCsv, exportFileName } from './export.js';
import type { EventService } from './service.js';

const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().min(1).max(200, { error: 'validation.tooLong' }).optional(),
});

export function eventRoutes(eventService: EventService, boxService: BoxService): FastifyPluginAsyncZod {
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
        eventService.listForBox(
          signedIn(request).user.id,
          request.params.id,
          request.query.cursor,
          request.query.limit,
        ),
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
        const event = await eventService.create(
          signedIn(request).user,
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
        );
        return reply.status(201).send(event);
      },
    );

    app.put(
      '/api/events/:id',
      {
        config,
        schema: { tags, params: idParamsSchema, body: renameEventRequestSchema, response: { 200: eventSchema } },
      },
      async (request) => eventService.rename(signedIn(request).user.id, request.params.id, request.body.description),
    );

    app.delete(
      '/api/events/:id',
      { config, schema: { tags, params: idParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await eventService.trash(signedIn(request).user, request.params.id);
        return { success: true as const, message: translatorFor(request.language)('tracking.eventDeleted') };
      },
    );

    app.get(
      '/api/events/search',
      { config, schema: { tags, querystring: searchQuerySchema, response: { 200: eventWithBoxPageSchema } } },
      async (request) => eventService.search(signedIn(request).user, request.query),
    );

    app.get(
      '/api/events/export.csv',
      { config, schema: { tags, querystring: rangeQuerySchema } },
      async (request, reply) => {
        const { user } = signedIn(request);
        const { startDate, endDate } = request.query;
        const boxIds = [...(request.query.boxIds ?? []), ...(request.query.boxId ? [request.query.boxId] : [])];
        await boxService.requireOwned(user.id, boxIds);
        const t = translatorFor(request.language);
        const stream = await exportEventsCsv(eventService, user, { startDate, endDate, boxIds }, t);
        const fileName = exportFileName(t('csv.fileName'), startDate, endDate);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(fileName))
          .send(stream);
      },
    );
  };
}
