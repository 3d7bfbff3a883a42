import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import type { Metrics } from './metrics.js';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * GET /metrics in the Prometheus text format, for the bearer of METRICS_TOKEN only; without that setting it is off
 * (404, as a path that does not exist).
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!token) throw new AppError('route_not_found');
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!sameSecret(given, token)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthorized');
      }
      return reply
        .header('Content-Type', metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  };
}
