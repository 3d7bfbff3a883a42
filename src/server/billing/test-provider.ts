import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { CURRENCY, priceCents } from '../../shared/plans.js';
import { addMs } from '../clock.js';
import type { Database } from '../db/client.js';
import { checkoutSessions, payments, subscriptions } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { addBillingPeriod } from './billing-period.js';
import type { BillingProvider, InvoiceState, SubscriptionRow, SubscriptionState } from './provider.js';

/** An id in the provider's style, marked as a test one: `cs_test_…`, `sub_test_…`. */
export const testId = (prefix: 'cus' | 'cs' | 'sub' | 'in') => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The test checkout page of a session: the url the browser is sent to instead of Stripe's. */
export const testCheckoutPath = (sessionId: string) => `/api/stripe/test-checkout/${sessionId}`;

/** How long a checkout stays open, as Stripe's do. */
const CHECKOUT_LIFETIME_MS = DAY_MS;

async function cardOf(db: Database, userId: string) {
  const [last] = await db
    .select({ brand: payments.cardBrand, last4: payments.cardLast4 })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.provider, 'test'), isNotNull(payments.cardLast4)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return last?.brand && last.last4 ? { brand: last.brand, last4: last.last4 } : null;
}

async function stateOf({ db, clock }: ServiceDeps, row: SubscriptionRow): Promise<SubscriptionState> {
  return {
    provider: 'test',
    subscriptionId: row.providerSubscriptionId ?? '',
    customerId: row.providerCustomerId ?? '',
    plan: 'pro',
    interval: row.interval,
    status: row.status as SubscriptionState['status'],
    currentPeriodEnd: row.currentPeriodEnd ?? clock.now(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paused: row.pausedAt !== null,
    card: await cardOf(db, row.userId),
  };
}

async function rowOf(db: Database, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [found] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerSubscriptionId, subscriptionId), eq(subscriptions.provider, 'test')));
  return found;
}

async function invoiceOf(db: Database, invoiceId: string): Promise<InvoiceState | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, invoiceId));
  if (payment?.provider !== 'test') return null;
  return {
    invoiceId,
    subscriptionId: '',
    status: payment.status === 'paid' ? 'paid' : 'failed',
    amountCents: payment.amountCents,
    currency: payment.currency,
    at: payment.createdAt,
  };
}

/**
 * The built-in provider for a machine without Stripe: Korai's own tables are its records, its checkout page takes
 * the two test cards, and its subscriptions renew and end when the scheduled job finds their period over.
 */
export function createTestProvider(deps: ServiceDeps): BillingProvider {
  const { db, clock } = deps;
  return {
    name: 'test',

    async createCustomer() {
      return testId('cus');
    },

    async startCheckout() {
      const sessionId = testId('cs');
      return {
        sessionId,
        url: testCheckoutPath(sessionId),
        expiresAt: addMs(clock.now(), CHECKOUT_LIFETIME_MS),
      };
    },

    async checkout(sessionId) {
      const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
      return { paid: session?.status === 'complete', subscriptionId: null, invoiceId: session?.transactionId ?? null };
    },

    async subscription(subscriptionId) {
      const found = await rowOf(db, subscriptionId);
      return found ? stateOf(deps, found) : null;
    },

    invoice: (invoiceId) => invoiceOf(db, invoiceId),

    async update(subscriptionId, change) {
      const found = await rowOf(db, subscriptionId);
      if (!found) return null;
      const state = await stateOf(deps, found);
      return {
        ...state,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? state.cancelAtPeriodEnd,
        paused: change.paused ?? state.paused,
      };
    },

    async settle(due, now) {
      const state = await stateOf(deps, due);
      if (state.status === 'ended' || state.currentPeriodEnd > now) return { subscription: state };
      if (state.cancelAtPeriodEnd) return { subscription: { ...state, status: 'ended' } };
      const next = { ...state, currentPeriodEnd: addBillingPeriod(state.currentPeriodEnd, state.interval) };
      // Paused: the period moves on and nothing is charged, as Stripe's pause_collection with `void` does.
      if (state.paused) return { subscription: next };
      const invoice: InvoiceState = {
        invoiceId: testId('in'),
        subscriptionId: state.subscriptionId,
        status: 'paid',
        amountCents: priceCents(state.plan, state.interval),
        currency: CURRENCY,
        at: state.currentPeriodEnd,
      };
      return { subscription: next, invoice };
    },
  };
}
