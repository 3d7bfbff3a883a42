import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoRenewRequestSchema,
  paymentsResponseSchema,
  renewalRemindersRequestSchema,
  subscriptionChangeResponseSchema,
  subscriptionSchema,
} from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { BillingService } from './service.js';

export function subscriptionRoutes(billing: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };
    const tags = ['billing'];
    const changed = { 200: subscriptionChangeResponseSchema };

    /** A change to the subscription, answered with its new state and a confirmation in the caller's language. */
    const change =
      (messageKey: string, run: (user: UserRow, request: FastifyRequest) => ReturnType<BillingService['summary']>) =>
      async (request: FastifyRequest) => ({
        subscription: await run(signedIn(request).user, request),
        message: translatorFor(request.language)(messageKey),
      });

    app.get('/api/subscription', { config, schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
      billing.summary(signedIn(request).user),
    );

    app.get(
      '/api/subscription/payments',
      { config, schema: { tags, response: { 200: paymentsResponseSchema } } },
      async (request) => billing.payments(signedIn(request).user),
    );

    app.patch(
      '/api/subscription/auto-renew',
      { config, schema: { tags, body: autoRenewRequestSchema, response: changed } },
      async (request) => {
        const { autoRenew } = request.body;
        return change(autoRenew ? 'billing.autoRenewOn' : 'billing.autoRenewOff', (user) =>
          billing.setAutoRenew(user, autoRenew),
        )(request);
      },
    );

    app.patch(
      '/api/subscription/reminders',
      { config, schema: { tags, body: renewalRemindersRequestSchema, response: changed } },
      async (request) => {
        const { enabled } = request.body;
        return change(enabled ? 'billing.remindersOn' : 'billing.remindersOff', (user) =>
          billing.setRenewalReminders(user, enabled),
        )(request);
      },
    );

    app.post(
      '/api/subscription/pause',
      { config, schema: { tags, response: changed } },
      change('billing.paused', (user) => billing.pause(user)),
    );

    app.post(
      '/api/subscription/resume',
      { config, schema: { tags, response: changed } },
      change('billing.resumed', (user) => billing.resume(user)),
    );

    app.post(
      '/api/subscription/cancel',
      { config, schema: { tags, response: changed } },
      change('billing.cancelled', (user) => billing.cancel(user)),
    );
  };
}
