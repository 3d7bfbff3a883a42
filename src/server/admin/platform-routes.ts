import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsSchema,
  platformStatsSchema,
  refreshResponseSchema,
  timeFilterQuerySchema,
} from '../../shared/schemas/admin.js';
import { contentDisposition } from '../http/content-disposition.js';
import { heavyJob } from '../http/heavy-routes.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { AdminService } from './service.js';
import { successMessage } from './success-message.js';

/** The platform's figures, their refresh and their export. */
export function platformRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'admin' as const };
    const tags = ['admin'];

    app.get(
      '/api/admin/stats',
      { config, schema: { tags, querystring: timeFilterQuerySchema, response: { 200: platformStatsSchema } } },
      async (request) => {
        const stats = await admin.platformStats(request.query.timeFilter);
        const t = translatorFor(request.language);
        return { ...stats, periodLabel: t(`admin.periodLabel.${request.query.timeFilter}`) };
      },
    );

    app.get(
      '/api/admin/analytics',
      { config, schema: { tags, querystring: timeFilterQuerySchema, response: { 200: analyticsSchema } } },
      async (request) => admin.analytics(request.query.timeFilter),
    );

    app.post(
      '/api/admin/refresh-data',
      { config, schema: { tags, response: { 200: refreshResponseSchema } } },
      async (request) => ({
        ...successMessage(request.language, 'admin.dataRefreshed'),
        refreshedAt: (await admin.refreshData()).refreshedAt,
      }),
    );

    app.post(
      '/api/admin/export-data',
      { config: { ...config, heavy: true }, schema: { tags } },
      async (request, reply) => {
        const { fileName, stream } = await admin.exportCsv(signedIn(request).user, heavyJob(request).db);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(fileName))
          .send(stream);
      },
    );
  };
}
