import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { boxYearSchema, correlationsQuerySchema, correlationsSchema } from '../../shared/schemas/reports.js';
import { signedIn } from '../http/types.js';
import type { ReportsService } from './service.js';

export function reportsRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];
    app.get(
      '/api/boxes/:id/year',
      {
        config: { access: 'user' },
        schema: { tags, params: idParamsSchema, response: { 200: boxYearSchema } },
      },
      async (request) => reports.boxYear(signedIn(request).user, request.params.id),
    );
    app.get(
      '/api/reports/correlations',
      {
        config: { access: 'user' },
        schema: { tags, querystring: correlationsQuerySchema, response: { 200: correlationsSchema } },
      },
      async (request) => reports.correlations(signedIn(request).user, request.query),
    );
  };
}
