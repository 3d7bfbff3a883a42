import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { effectivePlan, isTrialing, priceCents, trialDaysLeft } from '../../shared/plans.js';
import type {
  CheckoutRequest,
  Payment,
  PaymentsResponse,
  Subscription,
  ValidatedSession,
} from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { billingCustomers, checkoutSessions, payments, subscriptions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { Translate } from '../i18n.js';
import type { ProviderAction } from '../system-log/events.js';
import { recordSystemLog } from '../system-log/record.js';
import { type BillingProvider, ProviderError, type SubscriptionChange, type SubscriptionRow } from './provider.js';
import { createRenewalReminders } from './renewal-reminders.js';
import type { SubscriptionSync } from './subscription-sync.js';

const LIVE = ['active', 'past_due'];
const HISTORY_LENGTH = 50;

export function createBillingService(deps: ServiceDeps, provider: BillingProvider, sync: SubscriptionSync) {
  const { db, clock } = deps;
  const remindRenewals = createRenewalReminders(deps, provider.name);

  /** A provider call on behalf of a user: a failure is logged for the admins and refused with a clear message. */
  async function withProvider<T>(user: UserRow, action: ProviderAction, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await recordSystemLog(db, {
        type: 'error',
        event: 'providerFailed',
        params: { provider: provider.name, action, error: error.message.slice(0, 400) },
        user: { id: user.id, email: user.email },
        at: clock.now(),
      });
      throw new AppError('payment_provider_unavailable');
    }
  }

  /** The provider's customer for this user, made at the first checkout and reused for every later one. */
  async function customerFor(user: UserRow): Promise<string> {
    const find = async () => {
      const [found] = await db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.name)));
      return found?.customerId;
    };
    const existing = await find();
    if (existing) return existing;
    const customerId = await withProvider(user, 'createCustomer', () => provider.createCustomer(user));
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, provider: provider.name, customerId, createdAt: clock.now() })
      .onConflictDoNothing();
    // Two checkouts at the same moment: the customer stored first is the one kept.
    return (await find()) ?? customerId;
  }

  async function liveSubscription(user: UserRow): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, user.id),
          eq(subscriptions.provider, provider.name),
          inArray(subscriptions.status, LIVE),
          isNotNull(subscriptions.providerSubscriptionId),
        ),
      )
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1);
    return row;
  }

  async function reload(user: UserRow): Promise<UserRow> {
    const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
    if (!fresh) throw new AppError('unauthorized');
    return fresh;
  }

  async function summary(user: UserRow): Promise<Subscription> {
    const now = clock.now();
    const row = await liveSubscription(user);
    const plan = effectivePlan(user, now);
    const trialLeft = trialDaysLeft(user, now);
    const paused = row?.pausedAt != null;
    const autoRenew = row !== undefined && !row.cancelAtPeriodEnd && !paused;
    const endsAt = trialLeft > 0 ? user.trialExpiresAt : row && !autoRenew ? user.subscriptionEndDate : null;
    return {
      testMode: provider.name === 'test',
      plan,
      status: plan === 'free' ? 'inactive' : user.subscriptionStatus,
      interval: row?.interval ?? null,
      priceCents: row ? priceCents('pro', row.interval) : null,
      renewsAt: autoRenew ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
      endsAt: endsAt?.toISOString() ?? null,
      autoRenew,
      paused,
      manageable: row !== undefined,
      trialDaysLeft: trialLeft,
      renewalReminders: user.renewalReminders,
    };
  }

  async function change(user: UserRow, what: ProviderAction, wanted: SubscriptionChange): Promise<Subscription> {
    const row = await liveSubscription(user);
    // A paused subscription whose paid period is over is still live at the provider: it can be resumed.
    if (!row?.providerSubscriptionId) throw new AppError('no_subscription');
    const subscriptionId = row.providerSubscriptionId;
    const state = await withProvider(user, what, () => provider.update(subscriptionId, wanted));
    if (state) await sync.apply({ provider: provider.name, subscription: state });
    return summary(await reload(user));
  }

  return {
    summary,

    /** Starts paying for Pro: the url of the provider's checkout page. */
    async createCheckout(user: UserRow, request: Required<CheckoutRequest>, language: string) {
      const now = clock.now();
      // Only Free and the trial buy: a running (even cancelled or paused) Pro is changed from the management page.
      if (effectivePlan(user, now) !== 'free' && user.subscriptionStatus !== 'trialing') {
        throw new AppError('already_subscribed');
      }
      const customerId = await customerFor(user);
      const checkout = await withProvider(user, 'startCheckout', () =>
        provider.startCheckout({
          userId: user.id,
          customerId,
          interval: request.interval,
          language,
          trialEnd: isTrialing(user, now) ? user.trialExpiresAt : null,
          now,
        }),
      );
      await db.insert(checkoutSessions).values({
        id: checkout.sessionId,
        userId: user.id,
        provider: provider.name,
        plan: request.planId,
        interval: request.interval,
        createdAt: now,
        expiresAt: checkout.expiresAt,
      });
      return { url: checkout.url };
    },

    /**
     * What the success page shows: whether this user's checkout has been paid. A checkout the webhook has not
     * reported yet is asked of the provider and applied through the same path.
     */
    async validateSession(user: UserRow, sessionId: string, t: Translate): Promise<ValidatedSession> {
      const find = async () => {
        const [found] = await db
          .select()
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id)));
        return found;
      };
      const session = await find();
      if (!session) throw new AppError('checkout_session_not_found');
      if (session.status === 'open' && session.provider === provider.name) {
        const state = await withProvider(user, 'readCheckout', () => provider.checkout(session.id));
        if (state.paid && state.subscriptionId) {
          const { subscriptionId, invoiceId } = state;
          const subscription = await withProvider(user, 'readSubscription', () =>
            provider.subscription(subscriptionId),
          );
          const invoice = invoiceId ? await withProvider(user, 'readInvoice', () => provider.invoice(invoiceId)) : null;
          if (subscription) {
            await sync.apply({ provider: provider.name, subscription, invoice, checkoutSessionId: session.id });
          }
        }
      }
      const settled = (await find()) ?? session;
      const fresh = await reload(user);
      const valid = settled.status === 'complete';
      const expired = !valid && (settled.status === 'expired' || settled.expiresAt <= clock.now());
      return {
        valid,
        message: t(valid ? 'billing.sessionValid' : expired ? 'billing.sessionExpired' : 'billing.sessionPending'),
        user: { plan: effectivePlan(fresh, clock.now()) },
        interval: settled.interval,
        transactionId: settled.transactionId,
      };
    },

    /** The payment history, newest first, and the card of the latest payment. */
    async payments(user: UserRow): Promise<PaymentsResponse> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, user.id))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(HISTORY_LENGTH);
      const withCard = rows.find((row) => row.cardBrand && row.cardLast4);
      return {
        payments: rows.map(
          (row): Payment => ({
            id: row.providerPaymentId,
            amountCents: row.amountCents,
            currency: row.currency,
            status: row.status === 'paid' ? 'paid' : 'failed',
            plan: row.plan,
            interval: row.interval,
            createdAt: row.createdAt.toISOString(),
          }),
        ),
        paymentMethod:
          withCard?.cardBrand && withCard.cardLast4 ? { brand: withCard.cardBrand, last4: withCard.cardLast4 } : null,
      };
    },

    /** Auto-renew off is a cancellation at the period's end (Stripe's cancel_at_period_end); on undoes it. */
    setAutoRenew: (user: UserRow, autoRenew: boolean) =>
      change(user, autoRenew ? 'renew' : 'cancel', { cancelAtPeriodEnd: !autoRenew }),
    cancel: (user: UserRow) => change(user, 'cancel', { cancelAtPeriodEnd: true }),
    pause: (user: UserRow) => change(user, 'pause', { paused: true }),
    resume: (user: UserRow) => change(user, 'resume', { paused: false }),

    /** The mail before each renewal charge, on or off. */
    async setRenewalReminders(user: UserRow, enabled: boolean): Promise<Subscription> {
      await db.update(users).set({ renewalReminders: enabled }).where(eq(users.id, user.id));
      return summary(await reload(user));
    },

    /**
     * The scheduled part: subscriptions whose period ran out are renewed or ended (the test provider) or read again
     * (Stripe, in case a webhook was lost), then accounts whose paid period is over return to Free.
     */
    async settleDue(log: (message: string, error: unknown) => void = () => {}) {
      const now = clock.now();
      const due = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, provider.name),
            inArray(subscriptions.status, LIVE),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        );
      let settled = 0;
      for (const row of due) {
        try {
          const { subscription, invoice } = await provider.settle(row, now);
          if (subscription) await sync.apply({ provider: provider.name, subscription, invoice });
          settled++;
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          log(`subscription ${row.providerSubscriptionId} could not be read`, error);
        }
      }
      return { settled, endedPeriods: await sync.expireEndedPeriods(), renewalsReminded: await remindRenewals() };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
