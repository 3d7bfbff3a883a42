import Stripe from 'stripe';
import { DAY_MS, HOUR_MS } from '../../shared/days.js';
import type { Config } from '../config.js';
import { packageVersion } from '../project-root.js';
import { type BillingProvider, ProviderError, type SubscriptionRow } from './provider.js';
import { fromUnix, idOf, type StripePrices, toInvoice, toState } from './stripe-state.js';

/** Checkout speaks these of Korai's languages; the others let Stripe follow the browser. */
const CHECKOUT_LOCALES = new Set(['it', 'en', 'es', 'zh', 'fr', 'de', 'pt', 'ru', 'ja']);

/** The official SDK, pointed at `STRIPE_API_URL` (host, port and protocol) when one is set. */
export function createStripeClient(config: Config): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.stripeSecretKey, {
    ...(api ? { host: api.hostname, port: Number(api.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Korai', version: packageVersion },
  });
}

/** The SDK's failures (network, Stripe's own errors) as one error the services turn into a clear refusal. */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new ProviderError(`${what}: ${error.type} ${error.message}`);
    throw error;
  }
}

/** A read of something Stripe does not have (not Korai's, or deleted): nothing to act on, rather than a failure. */
async function read<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    return call(what, () => Promise.reject(error));
  }
}

/** Stripe's smallest trial end is 48 hours away, so a shorter remainder is given as whole days (at least one). */
const MIN_TRIAL_END_MS = 48 * HOUR_MS;

/**
 * The subscription terms that keep a running trial's days: charged first at the trial's end, or, within 48 hours
 * of it, after its remaining days counted whole.
 */
export function trialTerms(
  trialEnd: Date | null,
  now: Date,
): { trial_end: number } | { trial_period_days: number } | Record<string, never> {
  if (!trialEnd || trialEnd <= now) return {};
  const remaining = trialEnd.getTime() - now.getTime();
  if (remaining >= MIN_TRIAL_END_MS + 60_000) return { trial_end: Math.floor(trialEnd.getTime() / 1000) };
  return { trial_period_days: Math.ceil(remaining / DAY_MS) };
}

/** Stripe's checkout for one of Korai's prices, coming back to the success or the cancel page. */
function checkoutParams(
  config: Config,
  prices: StripePrices,
  { userId, customerId, interval, language, trialEnd, now }: Parameters<BillingProvider['startCheckout']>[0],
): Stripe.Checkout.SessionCreateParams {
  const metadata = { userId, plan: 'pro', interval };
  return {
    mode: 'subscription',
    customer: customerId,
    client_reference_id: userId,
    line_items: [{ price: prices[interval], quantity: 1 }],
    success_url: `${config.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${config.publicUrl}/subscription/cancel`,
    locale: CHECKOUT_LOCALES.has(language) ? (language as Stripe.Checkout.SessionCreateParams.Locale) : 'auto',
    metadata,
    subscription_data: { metadata, ...trialTerms(trialEnd, now) },
  };
}

export function createStripeProvider(stripe: Stripe, config: Config): BillingProvider {
  const prices: StripePrices = {
    month: config.stripePriceMonthly ?? '',
    year: config.stripePriceAnnual ?? '',
  };

  const readSubscription = async (subscriptionId: string) => {
    const subscription = await read('read subscription', () =>
      stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
    );
    return subscription && toState(prices, subscription);
  };

  return {
    name: 'stripe',

    async createCustomer(user) {
      const customer = await call('create customer', () =>
        stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          // Two checkouts started at once by one user make one customer.
          { idempotencyKey: `korai-customer-${user.id}` },
        ),
      );
      return customer.id;
    },

    async startCheckout(input) {
      const session = await call('create checkout session', () =>
        stripe.checkout.sessions.create(checkoutParams(config, prices, input)),
      );
      if (!session.url) throw new ProviderError('create checkout session: Stripe returned no url');
      return { sessionId: session.id, url: session.url, expiresAt: fromUnix(session.expires_at) };
    },

    async checkout(sessionId) {
      const session = await read('read checkout session', () => stripe.checkout.sessions.retrieve(sessionId));
      if (!session) return { paid: false, subscriptionId: null, invoiceId: null };
      return {
        // A checkout that keeps the trial's days charges nothing today: Stripe says no payment was required.
        paid: session.status === 'complete' && ['paid', 'no_payment_required'].includes(session.payment_status),
        subscriptionId: idOf(session.subscription),
        invoiceId: idOf(session.invoice),
      };
    },

    subscription: readSubscription,

    async invoice(invoiceId) {
      const invoice = await read('read invoice', () => stripe.invoices.retrieve(invoiceId));
      return invoice && toInvoice(invoice);
    },

    async update(subscriptionId, change) {
      const updated = await call('update subscription', () =>
        stripe.subscriptions.update(subscriptionId, {
          ...(change.cancelAtPeriodEnd === undefined ? {} : { cancel_at_period_end: change.cancelAtPeriodEnd }),
          // Paused: invoices are voided, nothing is charged; an empty value resumes collection.
          ...(change.paused === undefined ? {} : { pause_collection: change.paused ? { behavior: 'void' } : '' }),
          expand: ['default_payment_method'],
        }),
      );
      return toState(prices, updated);
    },

    async settle(row: SubscriptionRow) {
      // Stripe renews and ends subscriptions itself: a period that ran out is simply read again.
      return { subscription: row.providerSubscriptionId ? await readSubscription(row.providerSubscriptionId) : null };
    },
  };
}
