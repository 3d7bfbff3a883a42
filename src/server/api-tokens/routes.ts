import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
} from '../../shared/schemas/api-tokens.js';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { ApiTokenService } from './service.js';

/** Settings' "API access": the signed-in person's personal tokens (a token itself can never reach these). */
export function apiTokenRoutes(apiTokens: ApiTokenService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['api tokens'];

    app.get('/api/api-tokens', { config, schema: { tags, response: { 200: apiTokenListSchema } } }, async (request) =>
      apiTokens.list(signedIn(request).user),
    );

    app.post(
      '/api/api-tokens',
      { config, schema: { tags, body: createApiTokenRequestSchema, response: { 201: createdApiTokenSchema } } },
      async (request, reply) => {
        const created = await apiTokens.create(signedIn(request).user, request.body);
        const message = translatorFor(request.language)('apiTokens.created');
        return reply.status(201).send({ ...created, message });
      },
    );

    app.delete(
      '/api/api-tokens/:id',
      { config, schema: { tags, params: apiTokenIdParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await apiTokens.revoke(signedIn(request).user, request.params.id);
        return { message: translatorFor(request.language)('apiTokens.revoked') };
      },
    );
  };
}
