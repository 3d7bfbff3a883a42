import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import type { Config } from './config.js';

/** The fields of the one line each request logs, which the pretty (development) output shows in its message. */
const REQUEST_FIELDS = ['method', 'route', 'statusCode', 'responseTime'];

/** pino-pretty in development: one line per entry, the request line as `GET /api/boxes/:id 200 3.1 ms`. */
export const PRETTY_OPTIONS = { singleLine: true, ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(',') };

/**
 * Production writes its lines to stdout without waiting: the request's line is handed over and written once the
 * event loop is free (lines written together go out in one write), and what is left is flushed as the process
 * exits. A request never waits on a write to a slow terminal or pipe.
 */
const productionStream = () => pino.destination({ dest: 1, sync: false });

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
        url: pathOf(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : config.production ? { stream: productionStream() } : {}),
    ...(config.production || stream ? {} : { transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } }),
  };
}

const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * One line per request at info, once it is answered: method, route pattern (the path when no route matched),
 * status, response time and, from the request's logger, its id. Its arrival, with the client's address, is
 * logged at debug. A response that failed while being sent logs its error on that same line.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? pathOf(request.url);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, route, statusCode: reply.statusCode, responseTime };
    const message = `${request.method} ${route} ${reply.statusCode} ${responseTime} ms`;
    if (error) request.log.error({ ...line, err: error }, message);
    else request.log.info(line, message);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug('no route matched');
  }
}
