import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import { contactInfoSchema, contactRequestSchema } from '../../shared/schemas/contact.js';
import { attemptLimits } from '../http/rate-limits.js';
import { translatorFor } from '../i18n.js';
import type { ContactService } from './service.js';

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contact',
      { config: { access: 'public' }, schema: { tags: ['contact'], response: { 200: contactInfoSchema } } },
      async () => contact.info(),
    );

    app.post(
      '/api/contact',
      {
        config: { access: 'public' },
        schema: { tags: ['contact'], body: contactRequestSchema, response: { 200: messageResponseSchema } },
        ...attemptLimits(app, 'contact'),
      },
      async (request) => {
        await contact.send(request.body, request.auth?.user.id);
        return { message: translatorFor(request.language)('contact.sent') };
      },
    );
  };
}
