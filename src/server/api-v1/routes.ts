import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logRequestSchema, logResponseSchema, v1BoxesSchema } from '../../shared/schemas/api-v1.js';
import { eventWithBoxPageSchema, idempotencyHeadersSchema, searchQuerySchema } from '../../shared/schemas/events.js';
import type { BoxService } from '../boxes/service.js';
import type { EventService } from '../events/service.js';
import { tokenRateLimit } from '../http/rate-limits.js';
import { tokenHolder } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import { LOG_DESCRIPTION, READ_DESCRIPTION } from './openapi.js';
import type { ApiV1Service } from './service.js';

/** The API a personal token opens, and nothing else does: log by box name, read one's own boxes and events. */
export function apiV1Routes(
  v1: ApiV1Service,
  boxes: BoxService,
  events: EventService,
  requestsPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['personal API (v1)'];
    const security = [{ personalToken: [] }];
    const onRequest = tokenRateLimit(app, requestsPerMinute);

    app.post(
      '/api/v1/log',
      {
        config: { access: 'token:log' },
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Log an event to a box named in words',
          description: LOG_DESCRIPTION,
          headers: idempotencyHeadersSchema,
          body: logRequestSchema,
          response: { 201: logResponseSchema },
        },
      },
      async (request, reply) => {
        const { user } = tokenHolder(request);
        const key = request.headers['idempotency-key'];
        const logged = await v1.log(user, request.body, request.language, key);
        const message = translatorFor(request.language)('apiTokens.logged', {
          box: logged.box.name,
          count: logged.box.todayCount,
        });
        return reply.status(201).send({ ...logged, message });
      },
    );

    app.get(
      '/api/v1/boxes',
      {
        config: { access: 'token:read' },
        onRequest,
        schema: {
          tags,
          security,
          summary: "The person's boxes, with today's counts",
          description: `${READ_DESCRIPTION}\`curl -H "Authorization: Bearer korai_pat_..." https://korai.example/api/v1/boxes\``,
          response: { 200: v1BoxesSchema },
        },
      },
      async (request) => ({ boxes: await boxes.list(tokenHolder(request).user) }),
    );

    app.get(
      '/api/v1/events',
      {
        config: { access: 'token:read' },
        onRequest,
        schema: {
          tags,
          security,
          summary: "The person's events, newest first, filtered and paged as in the app's search",
          description: `${READ_DESCRIPTION}Filters: \`q\`, \`tag\`, \`startDate\`, \`endDate\` (local days), \`boxId\` or \`boxIds\`; \`limit\` (up to 500) and the \`nextCursor\` of the previous page as \`cursor\`.\n\n\`curl -H "Authorization: Bearer korai_pat_..." "https://korai.example/api/v1/events?startDate=2026-11-01&limit=100"\``,
          querystring: searchQuerySchema,
          response: { 200: eventWithBoxPageSchema },
        },
      },
      async (request) => events.search(tokenHolder(request).user, request.query),
    );
  };
}
