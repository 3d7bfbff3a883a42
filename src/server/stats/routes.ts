import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, localDateSchema } from '../../shared/schemas/common.js';
import { statsSchema } from '../../shared/schemas/stats.js';
import { signedIn } from '../http/types.js';
import type { StatsService } from './service.js';

const statsQuerySchema = z
  .object({ startDate: localDateSchema.optional(), endDate: localDateSchema.optional(), boxId: idSchema.optional() })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'validation.endBeforeStart',
    path: ['endDate'],
  });

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
