import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsQuerySchema, statsSchema } from '../../shared/schemas/stats.js';
import { signedIn } from '../http/types.js';
import type { StatsService } from './service.js';

export function statsRoutes(stats: StatsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/stats',
      {
        config: { access: 'user' },
        schema: { tags: ['stats'], querystring: statsQuerySchema, response: { 200: statsSchema } },
      },
      async (request) => stats.forRange(signedIn(request).user, request.query),
    );
  };
}
