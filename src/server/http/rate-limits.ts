import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 10;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Guards an account endpoint: at most 10 attempts a minute from one address, and 10 a minute against one
 * email address from anywhere, so neither a single client nor a botnet can guess a password.
 * The address is counted before the body is read, the email once it is parsed.
 */
export function attemptLimits(app: FastifyInstance, name: string) {
  const limiter = (keyGenerator: (request: FastifyRequest) => string) =>
    perMinuteLimit(app, MAX_ATTEMPTS, keyGenerator);
  return {
    onRequest: limiter((request) => `${name}:ip:${request.ip}`),
    preHandler: limiter((request) => `${name}:email:${bodyEmail(request) || request.ip}`),
  };
}

/**
 * Guards the personal-token API: at most `perMinute` requests a minute per token, whoever sends them, so a runaway
 * automation slows down without touching the app's own traffic. Runs after the access hook has found the token.
 */
export function tokenRateLimit(app: FastifyInstance, perMinute: number) {
  return perMinuteLimit(app, perMinute, (request) => `api-token:${request.apiToken?.token.id ?? request.ip}`);
}

/** A hook that refuses, with the translated 429 and its Retry-After, the requests beyond `max` a minute per key. */
function perMinuteLimit(app: FastifyInstance, max: number, keyGenerator: (request: FastifyRequest) => string) {
  const count = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator });
  return async (request: FastifyRequest) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError('rate_limited', 'errors.rate_limited', { seconds: Math.max(1, result.ttlInSeconds) });
  };
}
