import type { ServiceDeps } from '../deps.js';
import { createBillingService } from './service.js';
import { createStripeWebhook } from './stripe-webhook.js';
import { createSubscriptionSync } from './subscription-sync.js';
import { createTestCheckout } from './test-checkout.js';
import { createTestProvider } from './test-provider.js';

/**
 * Payments as the configuration asks: Stripe (checkout, signed webhook) with STRIPE_SECRET_KEY, the built-in test
 * provider and its checkout page without it. Both feed the same subscription sync. The SDK is loaded only when
 * Stripe is configured.
 */
export async function createBilling(deps: ServiceDeps) {
  const sync = createSubscriptionSync(deps);
  const { config } = deps;
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    const { createStripeClient, createStripeProvider } = await import('./stripe-provider.js');
    const stripe = createStripeClient(config);
    const provider = createStripeProvider(stripe, config);
    return {
      service: createBillingService(deps, provider, sync),
      webhook: createStripeWebhook({
        webhooks: stripe.webhooks,
        secret: config.stripeWebhookSecret,
        db: deps.db,
        clock: deps.clock,
        provider,
        sync,
      }),
      testCheckout: null,
    };
  }
  return {
    service: createBillingService(deps, createTestProvider(deps), sync),
    webhook: null,
    testCheckout: createTestCheckout(deps, sync),
  };
}

export type Billing = Awaited<ReturnType<typeof createBilling>>;
