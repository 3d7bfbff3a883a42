import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { boxInsightsSchema, correlationsQuerySchema, correlationsSchema } from '../../shared/schemas/insights.js';
import { signedIn } from '../http/types.js';
import type { InsightsService } from './service.js';

export function insightsRoutes(insights: InsightsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['insights'];
    app.get(
      '/api/boxes/:id/insights',
      {
        config: { access: 'user' },
        schema: { tags, params: idParamsSchema, response: { 200: boxInsightsSchema } },
      },
      async (request) => insights.forBox(signedIn(request).user, request.params.id),
    );
    app.get(
      '/api/insights/correlations',
      {
        config: { access: 'user' },
        schema: { tags, querystring: correlationsQuerySchema, response: { 200: correlationsSchema } },
      },
      async (request) => insights.correlations(signedIn(request).user, request.query),
    );
  };
}
