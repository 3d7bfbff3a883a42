import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSchema, notReadySchema, readySchema } from '../../shared/schemas/health.js';
import { isSaturated, poolFigures } from '../db/bulk-pool.js';
import type { Database } from '../db/client.js';
import { migrationsApplied } from '../db/migrate.js';
import { databaseUnavailableReason } from '../db/unavailable.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler.js';

/**
 * The orchestrator's two questions: is the process alive (it answers at all: restart it when not), and is it ready
 * (the database answers and has this build's migrations: send it traffic when it is).
 */
export function probeRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'public' as const };
    app.get('/api/health/live', { config, schema: { tags: ['health'], response: { 200: liveSchema } } }, async () => ({
      status: 'live' as const,
    }));

    app.get(
      '/api/health/ready',
      { config, schema: { tags: ['health'], response: { 200: readySchema, 503: notReadySchema } } },
      async (_request, reply) => {
        // Saturated is busy, not broken: said at once, without joining the queries waiting for a connection.
        if (isSaturated(poolFigures(db.$client))) {
          reply.header('Retry-After', '1');
          return reply.code(503).send({ status: 'not_ready' as const, reason: 'saturated' });
        }
        try {
          if (await migrationsApplied(db)) return { status: 'ready' as const };
          return reply.code(503).send({ status: 'not_ready' as const, reason: 'migrations_pending' });
        } catch (error) {
          const reason = databaseUnavailableReason(error);
          if (!reason) throw error;
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply.code(503).send({ status: 'not_ready' as const, reason: `database_${reason}` });
        }
      },
    );
  };
}
