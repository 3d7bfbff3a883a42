import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instanceBackupStatusSchema } from '../../shared/schemas/instance-backup.js';
import type { InstanceBackups } from './service.js';

export function instanceBackupRoutes(backups: InstanceBackups): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/instance-backup',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: instanceBackupStatusSchema } },
      },
      async () => backups.status(),
    );
  };
}
