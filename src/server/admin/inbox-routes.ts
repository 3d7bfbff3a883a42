import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageParamsSchema,
  contactMessagesResponseSchema,
  contactReadRequestSchema,
  logsQuerySchema,
  logsResponseSchema,
} from '../../shared/schemas/admin.js';
import { successMessageSchema } from '../../shared/schemas/common.js';
import { signedIn } from '../http/types.js';
import type { AdminService } from './service.js';
import { successMessage } from './success-message.js';

/** The activity log and the contact form's inbox. */
export function inboxRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'admin' as const };
    const tags = ['admin'];

    app.get(
      '/api/admin/logs',
      { config, schema: { tags, querystring: logsQuerySchema, response: { 200: logsResponseSchema } } },
      async (request) => ({ logs: await admin.logs(signedIn(request).user, request.language, request.query.limit) }),
    );

    app.get(
      '/api/admin/contact-messages',
      { config, schema: { tags, response: { 200: contactMessagesResponseSchema } } },
      async () => admin.contactMessages(),
    );

    app.patch(
      '/api/admin/contact-messages/:id',
      {
        config,
        schema: {
          tags,
          params: contactMessageParamsSchema,
          body: contactReadRequestSchema,
          response: { 200: successMessageSchema },
        },
      },
      async (request) => {
        await admin.markContactMessage(request.params.id, request.body.read);
        return successMessage(request.language, request.body.read ? 'admin.messageRead' : 'admin.messageUnread');
      },
    );
  };
}
