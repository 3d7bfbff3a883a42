import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { clientErrorHandler } from '../http/client-error-handler.js';
import { handleError } from '../http/error-handler.js';
import { registerJsonBodies } from '../http/json-bodies.js';
import { optionalBodyValidatorCompiler } from '../http/optional-body-validator.js';
import { RequestLogController } from '../logger.js';

/** Request bodies are small JSON documents; anything larger is refused with 413. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** The Fastify server itself: its ids, limits, JSON bodies and zod on both sides of every route. */
export function createFastify(
  config: Config,
  headers: Record<string, string>,
  logger: FastifyServerOptions['logger'] = false,
) {
  const app = Fastify({
    logger,
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: clientErrorHandler(headers),
    // A path the router refuses before any route runs (a malformed escape, a parameter too long to name
    // anything) is answered like every other refusal, and carries the headers no hook of its own gave it.
    frameworkErrors: (error, request, reply) => {
      reply.headers({ ...headers, 'cache-control': 'no-store' });
      return handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerJsonBodies(app);
  app.setValidatorCompiler(optionalBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
