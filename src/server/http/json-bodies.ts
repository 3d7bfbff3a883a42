import type { FastifyInstance } from 'fastify';

/**
 * Bodies are JSON only: any other type is refused with 415 rather than half-understood. An empty JSON body is
 * no body: many HTTP clients send `Content-Type: application/json` on a POST or DELETE without one (sign-out,
 * account deletion). Anything else is parsed as Fastify does, so malformed JSON stays a 400.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // Fastify's own parser, with its default protection against __proto__ and constructor poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body, done);
  });
}
