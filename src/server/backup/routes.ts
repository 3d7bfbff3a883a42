import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BACKUP_MAX_BYTES,
  backupEnvelopeSchema,
  backupStatusSchema,
  restoreQuerySchema,
  restoreResultSchema,
} from '../../shared/schemas/backup.js';
import { contentDisposition } from '../http/content-disposition.js';
import { heavyJob } from '../http/heavy-routes.js';
import { attemptLimits } from '../http/rate-limits.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { BackupService } from './service.js';

export function backupRoutes(backup: BackupService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const heavy = { ...config, heavy: true };
    const tags = ['backup'];

    app.get(
      '/api/backup/status',
      { config, schema: { tags, response: { 200: backupStatusSchema } } },
      async (request) => backup.status(signedIn(request).user),
    );

    app.get('/api/backup', { config: heavy, schema: { tags } }, async (request, reply) => {
      const { fileName, stream } = await backup.download(signedIn(request).user, heavyJob(request).db);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', contentDisposition(fileName))
        .send(stream);
    });

    // The backup file itself is the JSON body (the browser sends the chosen file as it is): one content type, no
    // extra parser, and `curl --data-binary @file` works too. Its format and version are checked here, the rest by
    // the service with the same shared schema.
    app.post(
      '/api/backup/restore',
      {
        config: heavy,
        bodyLimit: BACKUP_MAX_BYTES,
        // A restore reads up to 50 MB in one transaction: counted per address before the body is read.
        onRequest: attemptLimits(app, 'backup-restore').onRequest,
        schema: {
          tags,
          querystring: restoreQuerySchema,
          body: backupEnvelopeSchema,
          response: { 200: restoreResultSchema },
        },
      },
      async (request) => {
        const dryRun = request.query.dryRun === 'true';
        const figures = await backup.restore(signedIn(request).user, heavyJob(request), request.body, dryRun);
        const t = translatorFor(request.language);
        return { ...figures, message: t(dryRun ? 'backup.previewReady' : 'backup.restored') };
      },
    );
  };
}
