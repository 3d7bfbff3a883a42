import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/**
 * Log lines never carry credentials: no Authorization or Cookie header, no Set-Cookie, no query string
 * (a reset link carries its token there), and request bodies are never logged.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'production'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
    ...(config.production || stream
      ? {}
      : { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }),
  };
}
