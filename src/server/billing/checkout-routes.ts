import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  validateSessionQuerySchema,
  validateSessionResponseSchema,
} from '../../shared/schemas/billing.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { BillingService } from './service.js';

export function checkoutRoutes(billing: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['billing'];

    app.post(
      '/api/stripe/create-checkout-session',
      { config, schema: { tags, body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } } },
      async (request) => billing.createCheckout(signedIn(request).user, request.body, request.language),
    );

    app.get(
      '/api/stripe/validate-session',
      {
        config,
        schema: { tags, querystring: validateSessionQuerySchema, response: { 200: validateSessionResponseSchema } },
      },
      async (request) =>
        billing.validateSession(signedIn(request).user, request.query.session_id, translatorFor(request.language)),
    );
  };
}
