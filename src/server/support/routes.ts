import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HELP_FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode, pickLanguage } from '../../shared/languages.js';
import {
  supportChatRequestSchema,
  supportChatResponseSchema,
  supportKnowledgeQuerySchema,
  supportKnowledgeSchema,
  updateSupportKnowledgeRequestSchema,
} from '../../shared/schemas/ai.js';
import { AppError } from '../errors.js';
import { signedIn } from '../http/types.js';
import type { SupportService } from './service.js';

/** Questions one address may ask a minute; the service adds the budget of all addresses together. */
const QUESTIONS_PER_ADDRESS = 10;

function perAddressLimit(app: FastifyInstance) {
  const count = app.createRateLimit({
    max: QUESTIONS_PER_ADDRESS,
    timeWindow: 60_000,
    keyGenerator: (request) => `support-chat:ip:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError('rate_limited', 'errors.rate_limited', { seconds: Math.max(1, result.ttlInSeconds) });
  };
}

/**
 * The visitor's own language when the page does not name it: the browser's or the account's, else English. Unlike
 * the interface, whose default is Italian, the help and the chat answer a visitor Korai has no language for in English.
 */
function visitorLanguage(request: FastifyRequest): LanguageCode {
  const preferred = request.auth?.user.preferredLanguage;
  return (
    pickLanguage(request.headers['accept-language']) ??
    (preferred && isLanguageCode(preferred) ? preferred : HELP_FALLBACK_LANGUAGE)
  );
}

export function supportRoutes(support: SupportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/support-chat',
      {
        config: { access: 'public' },
        schema: { tags: ['support'], body: supportChatRequestSchema, response: { 200: supportChatResponseSchema } },
        onRequest: perAddressLimit(app),
      },
      async (request) => support.answer(request.body.question, request.body.language ?? visitorLanguage(request)),
    );

    app.get(
      '/api/support-knowledge',
      {
        config: { access: 'public' },
        schema: {
          tags: ['support'],
          querystring: supportKnowledgeQuerySchema,
          response: { 200: supportKnowledgeSchema },
        },
      },
      async (request) => {
        const asked = request.query.language;
        return support.knowledge(asked ?? visitorLanguage(request), asked !== undefined);
      },
    );

    app.put(
      '/api/support-knowledge',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['support'],
          body: updateSupportKnowledgeRequestSchema,
          response: { 200: supportKnowledgeSchema },
        },
      },
      async (request) => support.updateKnowledge(signedIn(request).user, request.body),
    );
  };
}
