import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, successMessageSchema } from '../../shared/schemas/common.js';
import {
  createGoalPauseRequestSchema,
  createGoalRequestSchema,
  goalCardListSchema,
  goalEventsQuerySchema,
  goalEventsSchema,
  goalListSchema,
  goalPauseSchema,
  goalProgressSchema,
  goalSchema,
  updateGoalRequestSchema,
} from '../../shared/schemas/goals.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { GoalService } from './service.js';

export function goalRoutes(goals: GoalService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['goals'];

    app.get('/api/goals', { config, schema: { tags, response: { 200: goalListSchema } } }, async (request) =>
      goals.list(signedIn(request).user),
    );

    app.get('/api/goals/cards', { config, schema: { tags, response: { 200: goalCardListSchema } } }, async (request) =>
      goals.cards(signedIn(request).user),
    );

    app.post(
      '/api/goals',
      { config, schema: { tags, body: createGoalRequestSchema, response: { 201: goalSchema } } },
      async (request, reply) => reply.status(201).send(await goals.create(signedIn(request).user, request.body)),
    );

    app.patch(
      '/api/goals/:id',
      {
        config,
        schema: { tags, params: idParamsSchema, body: updateGoalRequestSchema, response: { 200: goalSchema } },
      },
      async (request) => goals.update(signedIn(request).user, request.params.id, request.body),
    );

    app.delete(
      '/api/goals/:id',
      { config, schema: { tags, params: idParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await goals.remove(signedIn(request).user, request.params.id);
        return { success: true as const, message: translatorFor(request.language)('tracking.goalDeleted') };
      },
    );

    app.post(
      '/api/goals/pauses',
      { config, schema: { tags, body: createGoalPauseRequestSchema, response: { 201: goalPauseSchema } } },
      async (request, reply) => reply.status(201).send(await goals.pause(signedIn(request).user, request.body)),
    );

    app.delete(
      '/api/goals/pauses/:id',
      { config, schema: { tags, params: idParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await goals.unpause(signedIn(request).user, request.params.id);
        return { success: true as const, message: translatorFor(request.language)('goals.pause.removed') };
      },
    );

    app.get(
      '/api/goals/:id/progress',
      { config, schema: { tags, params: idParamsSchema, response: { 200: goalProgressSchema } } },
      async (request) => goals.progress(signedIn(request).user, request.params.id),
    );

    app.get(
      '/api/goals/:id/events',
      {
        config,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: goalEventsQuerySchema,
          response: { 200: goalEventsSchema },
        },
      },
      async (request) => goals.events(signedIn(request).user, request.params.id, request.query),
    );
  };
}
