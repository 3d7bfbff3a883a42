import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { degradedSchema, healthySchema } from '../../shared/schemas/health.js';
import type { Database } from '../db/client.js';
import { serverVersion } from '../db/client.js';
import { databaseUnavailableReason, isStartingUp } from '../db/unavailable.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler.js';
import { packageVersion } from '../project-root.js';

/** 200 with the database's version when it answers; 503 naming the part that is down when it does not. */
export function healthRoutes(
  db: Database,
  database: { kind: 'embedded' | 'external'; dataDirectory?: string },
): FastifyPluginAsyncZod {
  const { kind, dataDirectory } = database;
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthySchema, 503: degradedSchema } },
      },
      async (_request, reply) => {
        try {
          const postgres = await serverVersion(db);
          return { status: 'ok' as const, database: kind, postgres, version: packageVersion, dataDirectory };
        } catch (error) {
          const reason = databaseUnavailableReason(error);
          if (!reason) throw error;
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply.code(503).send({
            status: 'degraded' as const,
            database: { kind, state: isStartingUp(reason) ? 'starting' : 'down', reason },
            version: packageVersion,
            dataDirectory,
          });
        }
      },
    );
  };
}
