import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { serverVersion } from '../db/client.js';
import { packageVersion } from '../project-root.js';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'external']),
  postgres: z.string(),
  version: z.string(),
});

export function healthRoutes(db: Database, database: 'embedded' | 'external'): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: healthSchema } } },
      async () => ({
        status: 'ok' as const,
        database,
        postgres: await serverVersion(db),
        version: packageVersion,
      }),
    );
  };
}
