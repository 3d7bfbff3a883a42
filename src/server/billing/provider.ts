import type { BillingInterval, SoldPlanId } from '../../shared/plans.js';
import type { PaymentProvider } from '../../shared/schemas/billing.js';
import type { subscriptions } from '../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription as its provider knows it, reduced to what Korai acts on. */
export interface SubscriptionState {
  provider: PaymentProvider;
  subscriptionId: string;
  customerId: string;
  plan: SoldPlanId;
  interval: BillingInterval;
  /** `past_due`: a renewal failed and the provider is retrying; `incomplete`: the first payment has not happened. */
  status: 'active' | 'past_due' | 'incomplete' | 'ended';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  paused: boolean;
  card: { brand: string; last4: string } | null;
}

/** One invoice of a subscription: paid, failed (an attempt was refused), or neither yet. */
export interface InvoiceState {
  invoiceId: string;
  subscriptionId: string;
  status: 'paid' | 'failed' | 'pending';
  amountCents: number;
  currency: string;
  at: Date;
}

export interface CheckoutStart {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** Where a checkout stands at the provider. */
export interface CheckoutState {
  paid: boolean;
  subscriptionId: string | null;
  invoiceId: string | null;
}

export interface SubscriptionChange {
  cancelAtPeriodEnd?: boolean;
  paused?: boolean;
}

/**
 * What Korai asks of a payment provider: Stripe when configured, the built-in test provider otherwise. Every read
 * returns the provider's current truth, never what an event said.
 */
export interface BillingProvider {
  readonly name: PaymentProvider;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  startCheckout(input: {
    userId: string;
    customerId: string;
    interval: BillingInterval;
    language: string;
    /** The end of the buyer's running trial: the first payment is taken then, so no trial day is lost. */
    trialEnd: Date | null;
    now: Date;
  }): Promise<CheckoutStart>;
  checkout(sessionId: string): Promise<CheckoutState>;
  /** Null when the subscription is not one of Korai's prices. */
  subscription(subscriptionId: string): Promise<SubscriptionState | null>;
  invoice(invoiceId: string): Promise<InvoiceState | null>;
  update(subscriptionId: string, change: SubscriptionChange): Promise<SubscriptionState | null>;
  /**
   * A subscription whose period has run out, brought up to date: renewed (with the invoice that paid for it) or
   * ended at the provider; read again from Stripe, which renews on its own.
   */
  settle(row: SubscriptionRow, now: Date): Promise<{ subscription: SubscriptionState | null; invoice?: InvoiceState }>;
}

/** The provider could not be reached or refused the call. */
export class ProviderError extends Error {}
