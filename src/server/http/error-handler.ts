import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStatementStopped } from '../db/errors.js';
import { databaseUnavailableReason } from '../db/unavailable.js';
import { AppError, appErrorIn, type ErrorCode } from '../errors.js';
import { translatorFor } from '../i18n.js';

/** Fastify's own failures, by their code, as Korai errors. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_json',
  FST_ERR_VALIDATION: 'validation',
  FST_ERR_BAD_URL: 'validation',
  // A path parameter too long to name anything names nothing.
  FST_ERR_MAX_PARAM_LENGTH: 'route_not_found',
};

/** Refusals that pass with time: their `seconds` is sent as Retry-After. */
const COME_BACK_LATER: readonly ErrorCode[] = ['rate_limited', 'heavy_work_busy'];

/** How long a client should wait before trying again while the database is down: it restarts within seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One shape for every error: `{ error: { code, message } }`, the message in the caller's language.
 * Anything unexpected answers a generic message with the request id and is logged in full.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** Also the router's `frameworkErrors`: paths refused before any route runs get the same answer. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const t = translatorFor(request.language);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: t(issue.message ?? 'validation.invalidInput', {
        defaultValue: t('validation.invalidInput'),
      }),
    }));
    return reply.status(400).send({
      error: { code: 'validation', message: fields[0]?.message ?? t('errors.validation'), fields },
    });
  }

  const unavailable = databaseUnavailableReason(error);
  if (unavailable) reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  const known =
    appErrorIn(error) ??
    (unavailable
      ? new AppError('database_unavailable')
      : isStatementStopped(error)
        ? new AppError('heavy_work_stopped')
        : error.code && FASTIFY_CODES[error.code]
          ? new AppError(FASTIFY_CODES[error.code] as ErrorCode)
          : undefined);
  if (known) {
    // A refusal that passes with time says when to come back.
    if (COME_BACK_LATER.includes(known.code) && typeof known.params.seconds === 'number') {
      reply.header('Retry-After', String(known.params.seconds));
    }
    return reply.status(known.status).send({ error: { code: known.code, message: t(known.messageKey, known.params) } });
  }

  request.log.error({ err: withoutQueryParameters(error) }, 'unexpected error');
  return reply.status(500).send({
    error: {
      code: 'internal',
      message: t('errors.internal', { requestId: request.id }),
      requestId: request.id,
    },
  });
}

/**
 * A failed query's error names its parameters, and PostgreSQL's own message may quote a value: log the query
 * text, the SQLSTATE and the constraint, and the call stack without its message line.
 */
export function withoutQueryParameters(error: Error): Error {
  if (!('params' in error) || !('query' in error)) return error;
  const cause = (error.cause ?? {}) as { code?: string; constraint?: string; table?: string; stack?: string };
  const facts = [cause.code && `SQLSTATE ${cause.code}`, cause.table, cause.constraint].filter(Boolean).join(', ');
  const safe = new Error(`Failed query: ${String(error.query)}${facts ? ` (${facts})` : ''}`);
  const frames = (cause.stack ?? error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  safe.stack = [`Error: ${safe.message}`, ...frames].join('\n');
  return safe;
}
