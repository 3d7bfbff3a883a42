import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatParamsSchema,
  chatRequestSchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  createConversationRequestSchema,
  insightsUsageSchema,
  messageListSchema,
  renameConversationRequestSchema,
} from '../../shared/schemas/ai.js';
import { successMessageSchema } from '../../shared/schemas/common.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import { createChatStreams } from './chat-stream.js';
import type { AnswerEngine } from './engine/types.js';
import type { AiService } from './service.js';

export function aiRoutes(ai: AiService, engine: AnswerEngine): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['ai'];
    const streams = createChatStreams(ai, engine, app.log);
    app.addHook('preClose', () => streams.closeAll());

    app.get('/api/ai/insights/usage', { config, schema: { tags, response: { 200: insightsUsageSchema } } }, (request) =>
      ai.usage(signedIn(request).user),
    );

    app.get(
      '/api/ai/conversations',
      { config, schema: { tags, response: { 200: conversationListSchema } } },
      (request) => ai.list(signedIn(request).user),
    );

    app.post(
      '/api/ai/conversations',
      { config, schema: { tags, body: createConversationRequestSchema, response: { 201: conversationSchema } } },
      async (request, reply) => reply.status(201).send(await ai.create(signedIn(request).user, request.body)),
    );

    app.get(
      '/api/ai/conversations/:id/messages',
      { config, schema: { tags, params: conversationParamsSchema, response: { 200: messageListSchema } } },
      (request) => ai.messages(signedIn(request).user, request.params.id),
    );

    app.patch(
      '/api/ai/conversations/:id/archive',
      { config, schema: { tags, params: conversationParamsSchema, response: { 200: conversationSchema } } },
      (request) => ai.archive(signedIn(request).user, request.params.id),
    );

    app.patch(
      '/api/ai/conversations/:id/rename',
      {
        config,
        schema: {
          tags,
          params: conversationParamsSchema,
          body: renameConversationRequestSchema,
          response: { 200: conversationSchema },
        },
      },
      (request) => ai.rename(signedIn(request).user, request.params.id, request.body),
    );

    app.delete(
      '/api/ai/conversations/:id',
      { config, schema: { tags, params: conversationParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await ai.remove(signedIn(request).user, request.params.id);
        return { success: true as const, message: translatorFor(request.language)('korai.answer.conversationDeleted') };
      },
    );

    /** The answer as server-sent events (chatEventSchema); refusals before the first byte are ordinary errors. */
    app.post(
      '/api/ai/chat/:conversationId',
      { config, schema: { tags, params: chatParamsSchema, body: chatRequestSchema } },
      async (request, reply) => {
        const { user } = signedIn(request);
        const accepted = await ai.accept(user, request.params.conversationId, request.body);
        await streams.run(request, reply, user, accepted);
      },
    );
  };
}
