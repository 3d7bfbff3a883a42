import { PassThrough, type Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  importCommitRequestSchema,
  importCommitSchema,
  importFieldsSchema,
  importParamsSchema,
  importPreviewSchema,
  importUndoSchema,
} from '../../shared/schemas/import.js';
import { AppError } from '../errors.js';
import { heavyWorkStopped } from '../heavy-work/queue.js';
import { heavyJob } from '../http/heavy-routes.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { ImportService } from './service.js';

/** Waits for the rest of an upload a reader stopped reading (a file refused at line 3), so the answer can go out. */
function drain(file: Readable): Promise<void> {
  if (file.readableEnded || file.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    file
      .once('end', resolve)
      .once('close', resolve)
      .once('error', () => resolve());
    file.resume();
  });
}

const tooLarge = () =>
  new AppError('import_too_large', 'import.errors.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 });

export function importRoutes(service: ImportService): FastifyPluginAsyncZod {
  return async (app) => {
    // Only these routes read multipart bodies: the file, then nothing else of any size.
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 8000, parts: 6 },
    });
    const config = { access: 'user' as const, heavy: true };
    const tags = ['import'];

    app.post(
      '/api/import/preview',
      {
        config,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'Multipart: `source` and optional `mapping` (JSON) first, then `file` (20 MB at most).',
          response: { 200: importPreviewSchema },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const part = await request.file();
        if (!part) throw new AppError('validation', 'import.validation.fileMissing');
        try {
          const values = Object.fromEntries(
            Object.values(part.fields).flatMap((field) =>
              field && !Array.isArray(field) && field.type === 'field' ? [[field.fieldname, String(field.value)]] : [],
            ),
          );
          const fields = importFieldsSchema.safeParse(values);
          if (!fields.success) throw new AppError('validation', fields.error.issues[0]?.message);
          // Past the limit the upload stops at once for the reader; the rest of the request is only drained.
          if (part.file.truncated) throw tooLarge();
          const job = heavyJob(request);
          const file = part.file.pipe(new PassThrough());
          part.file.once('limit', () => file.destroy(tooLarge()));
          // An upload cut off, or a job stopped (its client gone, its time up), ends the reading at once.
          part.file.once('error', (error) => file.destroy(error));
          if (job.signal.aborted) file.destroy(heavyWorkStopped());
          job.signal.addEventListener('abort', () => file.destroy(heavyWorkStopped()), { once: true });
          return await service
            .preview(user, job.db, fields.data.source, fields.data.mapping, file, translatorFor(request.language))
            .catch((error: unknown) => {
              throw part.file.truncated ? tooLarge() : error;
            });
        } finally {
          await drain(part.file);
        }
      },
    );

    app.post(
      '/api/import/:importId/commit',
      {
        config,
        schema: {
          tags,
          params: importParamsSchema,
          body: importCommitRequestSchema,
          response: { 200: importCommitSchema },
        },
      },
      async (request) =>
        service.commit(signedIn(request).user, heavyJob(request).db, request.params.importId, request.body?.boxes),
    );

    app.delete(
      '/api/import/:importId',
      { config, schema: { tags, params: importParamsSchema, response: { 200: importUndoSchema } } },
      async (request) => {
        const undone = await service.undo(signedIn(request).user, heavyJob(request).db, request.params.importId);
        const t = translatorFor(request.language);
        return { success: true as const, message: t('import.undone', { count: undone.eventsRemoved }), ...undone };
      },
    );
  };
}
