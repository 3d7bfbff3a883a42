import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CURRENCY, isTrialing, priceCents } from '../../shared/plans.js';
import { TEST_CARDS, type TestCheckoutError, type testCheckoutFormSchema } from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { billingCustomers, checkoutSessions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { mailFormats } from '../mail/user-mail.js';
import { recordSystemLog } from '../system-log/record.js';
import { addBillingPeriod } from './billing-period.js';
import type { ProviderUpdate, SubscriptionSync } from './subscription-sync.js';
import { testId } from './test-provider.js';

type CheckoutForm = z.output<typeof testCheckoutFormSchema>;

/** What is wrong with the card typed on the test page, if anything: only the two test cards are known. */
export function cardProblem(form: CheckoutForm, now: Date): TestCheckoutError | null {
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (number !== TEST_CARDS.success && number !== TEST_CARDS.declined) return 'card_unknown';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const year = Number(expiry?.[2]?.length === 2 ? `20${expiry[2]}` : expiry?.[2]);
  // A card is valid until the end of its expiry month.
  if (!expiry || month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) return 'card_expired';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return 'cvc_invalid';
  return number === TEST_CARDS.declined ? 'card_declined' : null;
}

/** What a paid test checkout tells the sync, as Stripe's webhook would. */
function paidCheckout(
  session: typeof checkoutSessions.$inferSelect,
  user: UserRow,
  customerId: string,
  form: CheckoutForm,
  now: Date,
): ProviderUpdate {
  const subscriptionId = testId('sub');
  // Bought during the trial: the trial's days are kept, so the first period (and its charge) starts at its end,
  // and today's invoice is for nothing, as Stripe's is.
  const trialEnd = isTrialing(user, now) ? user.trialExpiresAt : null;
  const periodStart = trialEnd ?? now;
  return {
    provider: 'test',
    checkoutSessionId: session.id,
    subscription: {
      provider: 'test',
      subscriptionId,
      customerId,
      plan: session.plan,
      interval: session.interval,
      status: 'active',
      currentPeriodEnd: trialEnd ?? addBillingPeriod(periodStart, session.interval),
      cancelAtPeriodEnd: false,
      paused: false,
      card: { brand: 'visa', last4: form.cardNumber.replace(/\D/g, '').slice(-4) },
    },
    invoice: {
      invoiceId: testId('in'),
      subscriptionId,
      status: 'paid',
      amountCents: trialEnd ? 0 : priceCents(session.plan, session.interval),
      currency: CURRENCY,
      at: now,
    },
  };
}

/**
 * The test provider's checkout page behind its session id (the only key, as with Stripe's hosted page): shows what
 * is being bought and takes the payment, which reaches the account through the same path as Stripe's webhook.
 */
export function createTestCheckout(deps: ServiceDeps, sync: SubscriptionSync) {
  const { db, clock } = deps;

  async function openSession(sessionId: string) {
    const [found] = await db
      .select({ session: checkoutSessions, user: users })
      .from(checkoutSessions)
      .innerJoin(users, eq(users.id, checkoutSessions.userId))
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.provider, 'test')));
    if (!found || found.session.status === 'expired' || found.session.expiresAt <= clock.now()) {
      throw new AppError('checkout_session_not_found');
    }
    return found;
  }

  const successPath = (sessionId: string) => `/subscription/success?session_id=${sessionId}`;

  return {
    /** What the page shows: the plan, its price in the buyer's language, and whether it is already paid. */
    async page(sessionId: string) {
      const { session, user } = await openSession(sessionId);
      return {
        interval: session.interval,
        price: mailFormats(user).amount(priceCents(session.plan, session.interval)),
        language: user.preferredLanguage,
        paid: session.status === 'complete',
        successPath: successPath(session.id),
        /** While the trial runs, the day of the first charge (in the buyer's words); null when it is today. */
        firstChargeOn:
          isTrialing(user, clock.now()) && user.trialExpiresAt ? mailFormats(user).date(user.trialExpiresAt) : null,
      };
    },

    /** Takes the payment: where the browser goes next (the success page), or what is wrong with the card. */
    async pay(sessionId: string, form: CheckoutForm): Promise<{ next: string } | { error: TestCheckoutError }> {
      const { session, user } = await openSession(sessionId);
      if (session.status === 'complete') return { next: successPath(session.id) };
      const now = clock.now();
      const problem = cardProblem(form, now);
      if (problem === 'card_declined') {
        await recordSystemLog(db, {
          type: 'payment_failed',
          event: 'testCardDeclined',
          params: { session: session.id },
          user: { id: user.id, email: user.email },
          at: now,
        });
      }
      if (problem) return { error: problem };
      const [customer] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, 'test')));
      if (!customer) throw new AppError('checkout_session_not_found');
      await sync.apply(paidCheckout(session, user, customer.customerId, form, now));
      return { next: successPath(session.id) };
    },
  };
}

export type TestCheckout = ReturnType<typeof createTestCheckout>;
