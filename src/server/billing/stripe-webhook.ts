import type Stripe from 'stripe';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { recordSystemLog } from '../system-log/record.js';
import { type BillingProvider, ProviderError } from './provider.js';
import type { ProviderUpdate, SubscriptionSync } from './subscription-sync.js';

/** How far (in seconds, either way) a signature's timestamp may be from now. */
export const WEBHOOK_TOLERANCE_S = 300;

/** The events Korai acts on; the README lists them for the webhook endpoint's configuration. */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * Stripe's webhook: the signature is checked over the bytes exactly as they came, the timestamp must be within
 * five minutes either way (the SDK alone accepts any future one), and each event is applied once. Only the
 * event's type and its object's id are read from the payload: what changed is read again from Stripe.
 */
export function createStripeWebhook(options: {
  webhooks: Stripe['webhooks'];
  secret: string;
  db: Database;
  clock: Clock;
  provider: BillingProvider;
  sync: SubscriptionSync;
}) {
  const { webhooks, secret, db, clock, provider, sync } = options;

  function verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    const now = clock.now().getTime();
    const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature ?? '')?.[1]);
    if (!signature || !Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_S) {
      throw new AppError('webhook_signature_invalid');
    }
    try {
      return webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_S, undefined, now);
    } catch {
      throw new AppError('webhook_signature_invalid');
    }
  }

  /** The state the event is about, as Stripe has it now; null for events that change nothing here. */
  async function truthBehind(event: Stripe.Event): Promise<Omit<ProviderUpdate, 'event'> | null> {
    const objectId = (event.data.object as { id?: unknown }).id;
    if (typeof objectId !== 'string') return null;
    switch (event.type) {
      case 'checkout.session.completed': {
        const checkout = await provider.checkout(objectId);
        if (!checkout.paid || !checkout.subscriptionId) return null;
        const subscription = await provider.subscription(checkout.subscriptionId);
        const invoice = checkout.invoiceId ? await provider.invoice(checkout.invoiceId) : null;
        return subscription && { provider: 'stripe', subscription, invoice, checkoutSessionId: objectId };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = await provider.subscription(objectId);
        return subscription && { provider: 'stripe', subscription };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = await provider.invoice(objectId);
        if (!invoice) return null;
        const subscription = await provider.subscription(invoice.subscriptionId);
        return subscription && { provider: 'stripe', subscription, invoice };
      }
      default:
        return null;
    }
  }

  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      const event = verify(rawBody, signature);
      if (await sync.seen(event.id)) return { received: true, duplicate: true };
      const update = await truthBehind(event).catch(async (error: unknown) => {
        if (!(error instanceof ProviderError)) throw error;
        await recordSystemLog(db, {
          type: 'error',
          event: 'webhookUnreadable',
          params: { eventType: event.type, eventId: event.id, error: error.message.slice(0, 400) },
          at: clock.now(),
        });
        // Not recorded: Stripe delivers the event again later.
        throw new AppError('payment_provider_unavailable');
      });
      const recorded = { id: event.id, type: event.type };
      if (!update) {
        await sync.acknowledge(recorded);
        return { received: true, duplicate: false };
      }
      const outcome = await sync.apply({ ...update, event: recorded });
      return { received: true, duplicate: outcome === 'duplicate' };
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
