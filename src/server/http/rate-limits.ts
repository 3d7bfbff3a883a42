import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';

const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 10;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function tooMany(_request: FastifyRequest, context: { ttl: number }) {
  return new AppError('rate_limited', 'errors.rate_limited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) });
}

/**
 * Guards an account endpoint: at most 10 attempts a minute from one address, and 10 a minute against one
 * email address from anywhere, so neither a single client nor a botnet can guess a password.
 * The address is counted before the body is read, the email once it is parsed.
 */
export function attemptLimits(app: FastifyInstance, name: string) {
  const perAddress = app.rateLimit({
    max: MAX_ATTEMPTS,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
    errorResponseBuilder: tooMany,
  });
  const perEmail = app.rateLimit({
    max: MAX_ATTEMPTS,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}:email:${bodyEmail(request) || request.ip}`,
    errorResponseBuilder: tooMany,
  });
  return {
    onRequest: perAddress as onRequestAsyncHookHandler,
    preHandler: perEmail as preHandlerAsyncHookHandler,
  };
}
