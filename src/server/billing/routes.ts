import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes } from './checkout-routes.js';
import type { BillingService } from './service.js';
import { subscriptionRoutes } from './subscription-routes.js';

export function billingRoutes(billing: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(checkoutRoutes(billing));
    await app.register(subscriptionRoutes(billing));
  };
}
