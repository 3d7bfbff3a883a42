import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookResponseSchema } from '../../shared/schemas/billing.js';
import { AppError } from '../errors.js';
import type { StripeWebhook } from './stripe-webhook.js';

/** Stripe's events are small; anything much larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const webhookHeadersSchema = z.object({ 'stripe-signature': z.string().max(4096).optional() });

/**
 * POST /api/stripe/webhook. Its own plugin, so that here alone JSON arrives as the raw bytes Stripe signed: a body
 * parsed and written out again no longer matches its signature.
 */
export function stripeWebhookRoutes(webhook: StripeWebhook | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/stripe/webhook',
      {
        config: { access: 'public' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['billing'], headers: webhookHeadersSchema, response: { 200: webhookResponseSchema } },
      },
      async (request) => {
        if (!webhook) throw new AppError('billing_not_configured');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return webhook.handle(body, request.headers['stripe-signature']);
      },
    );
  };
}
