import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppError } from '../errors.js';
import { requestLanguage, translatorFor } from '../i18n.js';

/** The Accept-Language of a request Node could not parse, when the bytes it had read show one. */
function acceptLanguageIn(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return rawPacket.toString('latin1').match(/\r\naccept-language:[ \t]*([^\r\n]*)/i)?.[1];
}

/**
 * Answers what Node refuses before Fastify sees a request (a header block or address too long, a request line
 * that is not HTTP, a client too slow) as every other answer is made: the app's security headers and the
 * error shape, in the language the request asked for when it can be read, else Italian.
 */
export function clientErrorHandler(
  securityHeaders: Record<string, string>,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return function answerClientError(this: FastifyInstance, error, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = new AppError(
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers_too_large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'request_timeout'
          : 'bad_request',
    );
    // Only the code: the error carries the raw bytes of the request, credentials included.
    this.log.debug({ code: error.code }, `client error answered ${refusal.status}`);
    const t = translatorFor(requestLanguage(acceptLanguageIn(error.rawPacket)));
    const body = JSON.stringify({ error: { code: refusal.code, message: t(refusal.messageKey) } });
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    if (socket.writable) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
