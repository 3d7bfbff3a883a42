import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthySchema, unhealthySchema } from '../../shared/schemas/health.js';
import { isSaturated, poolFigures } from '../db/bulk-pool.js';
import type { Database } from '../db/client.js';
import { serverVersion } from '../db/client.js';
import { databaseUnavailableReason, isStartingUp } from '../db/unavailable.js';
import type { HeavyWork } from '../heavy-work/heavy-work.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler.js';
import { packageVersion } from '../project-root.js';

/** A saturated pool is worth asking again about soon: a query holds a connection for milliseconds. */
const SATURATED_RETRY_AFTER_SECONDS = 1;

/**
 * 200 with the database's version when it answers; 503 naming the part that is down when it does not, or saying
 * the request pool is saturated (every connection busy, queries waiting) without joining the wait. Both carry the
 * pools' figures.
 */
export function healthRoutes(
  db: Database,
  heavy: HeavyWork,
  database: { kind: 'embedded' | 'external'; dataDirectory?: string },
): FastifyPluginAsyncZod {
  const { kind, dataDirectory } = database;
  const figures = () => ({ ...poolFigures(db.$client), heavyWork: heavy.figures() });
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthySchema, 503: unhealthySchema } },
      },
      async (_request, reply) => {
        const pool = figures();
        if (isSaturated(pool)) {
          reply.header('Retry-After', String(SATURATED_RETRY_AFTER_SECONDS));
          return reply
            .code(503)
            .send({ status: 'saturated' as const, database: kind, version: packageVersion, dataDirectory, pool });
        }
        try {
          const postgres = await serverVersion(db);
          return { status: 'ok' as const, database: kind, postgres, version: packageVersion, dataDirectory, pool };
        } catch (error) {
          const reason = databaseUnavailableReason(error);
          if (!reason) throw error;
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply.code(503).send({
            status: 'degraded' as const,
            database: { kind, state: isStartingUp(reason) ? 'starting' : 'down', reason },
            version: packageVersion,
            dataDirectory,
            pool: figures(),
          });
        }
      },
    );
  };
}
