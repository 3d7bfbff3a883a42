import type Stripe from 'stripe';
import type { BillingInterval } from '../../shared/plans.js';
import type { InvoiceState, SubscriptionState } from './provider.js';

/** Korai's Stripe price for each interval. */
export type StripePrices = Record<BillingInterval, string>;

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
export const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Korai's view of a subscription; null for one that is not on one of Korai's prices. */
export function toState(prices: StripePrices, subscription: Stripe.Subscription): SubscriptionState | null {
  const item = subscription.items.data[0];
  const interval = (Object.keys(prices) as BillingInterval[]).find((key) => prices[key] === item?.price.id);
  const customerId = idOf(subscription.customer);
  if (!item || !interval || !customerId) return null;
  const periodEnd = Math.max(...subscription.items.data.map((entry) => entry.current_period_end));
  const method = subscription.default_payment_method;
  const card = typeof method === 'object' && method?.card ? method.card : null;
  const status: SubscriptionState['status'] = ['active', 'trialing'].includes(subscription.status)
    ? 'active'
    : subscription.status === 'past_due'
      ? 'past_due'
      : ['canceled', 'unpaid', 'incomplete_expired'].includes(subscription.status)
        ? 'ended'
        : 'incomplete';
  return {
    provider: 'stripe',
    subscriptionId: subscription.id,
    customerId,
    plan: 'pro',
    interval,
    status,
    currentPeriodEnd: fromUnix(periodEnd),
    // A cancellation set from Stripe's dashboard can name a date (cancel_at) instead of the period's end.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    paused: subscription.pause_collection !== null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

export function toInvoice(invoice: Stripe.Invoice): InvoiceState | null {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return null;
  const paid = invoice.status === 'paid';
  const failed = !paid && invoice.attempted && (invoice.status === 'open' || invoice.status === 'uncollectible');
  return {
    invoiceId: invoice.id,
    subscriptionId,
    status: paid ? 'paid' : failed ? 'failed' : 'pending',
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    at: fromUnix(invoice.status_transitions.paid_at ?? invoice.created),
  };
}
