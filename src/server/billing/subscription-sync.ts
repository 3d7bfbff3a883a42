import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { PaymentProvider } from '../../shared/schemas/billing.js';
import type { Transaction } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { billingCustomers, billingEvents, checkoutSessions, payments, subscriptions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { mailFormats, sendPlanMail } from '../mail/user-mail.js';
import { recordSystemLog } from '../system-log/record.js';
import type { InvoiceState, SubscriptionRow, SubscriptionState } from './provider.js';

type UserChanges = Pick<typeof users.$inferInsert, 'plan' | 'subscriptionStatus' | 'subscriptionEndDate'>;

/** What a provider says now about one subscription (and, with it, one of its invoices or the checkout that made it). */
export interface ProviderUpdate {
  provider: PaymentProvider;
  /** The webhook event that asked for it: recorded with the change, so a redelivery changes nothing. */
  event?: { id: string; type: string };
  subscription: SubscriptionState;
  invoice?: InvoiceState | null;
  checkoutSessionId?: string;
}

export type SyncOutcome = 'applied' | 'duplicate' | 'ignored';

const LIVE = ['active', 'past_due'] as const;
const isLive = (status: string) => (LIVE as readonly string[]).includes(status);

/**
 * The one path by which a payment provider's truth reaches Korai: Stripe's webhook, the success page's check, the
 * test provider's checkout and the scheduled renewals all end here. Each change happens in one transaction with the
 * user's row locked; what it reports (logs in the same transaction, mails after it) happens once per real change,
 * however often and in whatever order the same news arrives.
 */
export function createSubscriptionSync(deps: ServiceDeps) {
  const { db, clock } = deps;

  async function lockedOwner(tx: Transaction, provider: PaymentProvider, customerId: string) {
    const [row] = await tx
      .select({ user: users })
      .from(billingCustomers)
      .innerJoin(users, eq(users.id, billingCustomers.userId))
      .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)))
      .for('update', { of: users });
    return row?.user;
  }

  /** The user's plan as the subscription makes it, or null when it changes nothing. */
  async function planFor(
    tx: Transaction,
    user: UserRow,
    state: SubscriptionState,
    previous: SubscriptionRow | undefined,
    now: Date,
  ): Promise<UserChanges | null> {
    const base = user.plan === 'premium' ? 'premium' : 'free';
    if (isLive(state.status)) {
      const renewing = !state.cancelAtPeriodEnd && !state.paused;
      // While payments are paused the period keeps moving at the provider, unpaid: Pro lasts to the end of the last
      // period paid before the pause.
      const frozen = state.paused && previous?.pausedAt ? user.subscriptionEndDate : null;
      const end = frozen && frozen < state.currentPeriodEnd ? frozen : state.currentPeriodEnd;
      if (!renewing && end <= now) return { plan: base, subscriptionStatus: 'inactive', subscriptionEndDate: end };
      return {
        plan: user.plan === 'premium' ? 'premium' : 'pro',
        subscriptionStatus: renewing ? 'active' : 'cancelled',
        subscriptionEndDate: end,
      };
    }
    if (state.status !== 'ended') return null;
    const [other] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, user.id),
          ne(subscriptions.providerSubscriptionId, state.subscriptionId),
          inArray(subscriptions.status, [...LIVE]),
        ),
      );
    if (other) return null;
    const end = state.currentPeriodEnd < now ? state.currentPeriodEnd : now;
    return { plan: base, subscriptionStatus: 'inactive', subscriptionEndDate: end };
  }

  async function applySubscription(
    tx: Transaction,
    user: UserRow,
    state: SubscriptionState,
    now: Date,
    after: (() => void)[],
  ): Promise<void> {
    const [previous] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, state.subscriptionId));
    // A subscription never changes hands, whatever a customer id claims.
    if (previous && previous.userId !== user.id) return;
    const values = {
      userId: user.id,
      provider: state.provider,
      providerCustomerId: state.customerId,
      providerSubscriptionId: state.subscriptionId,
      plan: state.plan,
      interval: state.interval,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      pausedAt: state.paused ? (previous?.pausedAt ?? now) : null,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });

    const changes = await planFor(tx, user, state, previous, now);
    const updated = changes ? { ...user, ...changes } : user;
    if (changes) await tx.update(users).set(changes).where(eq(users.id, user.id));
    const who = { id: user.id, email: user.email };
    if (user.plan !== 'pro' && updated.plan === 'pro') {
      await recordSystemLog(tx, {
        type: 'upgrade',
        event: 'upgraded',
        params: { interval: state.interval, provider: state.provider },
        user: who,
        at: now,
      });
    }
    if (user.plan === 'pro' && updated.plan === 'free') {
      await recordSystemLog(tx, {
        type: 'downgrade',
        event: 'subscriptionEnded',
        params: {},
        user: who,
        at: now,
      });
      const endedAt = updated.subscriptionEndDate ?? now;
      after.push(() => sendPlanMail(deps, user, 'subscriptionEnded', { date: mailFormats(user).date(endedAt) }));
    }
    if (previous && (previous.pausedAt !== null) !== state.paused) {
      const event = state.paused ? 'subscriptionPaused' : 'subscriptionResumed';
      await recordSystemLog(tx, { type: 'other', event, params: {}, user: who, at: now });
    }
    // A subscription first heard of already cancelled (cancelled at Stripe before any event arrived) counts too.
    const wasRenewing = previous === undefined || (isLive(previous.status) && !previous.cancelAtPeriodEnd);
    if (wasRenewing && (state.cancelAtPeriodEnd || state.status === 'ended')) {
      const endsAt = updated.subscriptionEndDate ?? state.currentPeriodEnd;
      await recordSystemLog(tx, {
        type: 'other',
        event: 'subscriptionCancelled',
        params: { until: endsAt.toISOString() },
        user: who,
        at: now,
      });
      after.push(() => sendPlanMail(deps, user, 'subscriptionCancelled', { date: mailFormats(user).date(endsAt) }));
    }
  }

  async function applyInvoice(
    tx: Transaction,
    user: UserRow,
    invoice: InvoiceState,
    state: SubscriptionState,
    now: Date,
    after: (() => void)[],
  ): Promise<void> {
    if (invoice.status === 'pending') return;
    const [previous] = await tx.select().from(payments).where(eq(payments.providerPaymentId, invoice.invoiceId));
    // A paid invoice stays paid; a failure already reported is not reported again.
    if (previous && (previous.userId !== user.id || previous.status === 'paid' || previous.status === invoice.status)) {
      return;
    }
    const values = {
      status: invoice.status,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      cardBrand: state.card?.brand ?? null,
      cardLast4: state.card?.last4 ?? null,
      createdAt: invoice.at,
    };
    await tx
      .insert(payments)
      .values({
        ...values,
        userId: user.id,
        provider: state.provider,
        providerPaymentId: invoice.invoiceId,
        plan: state.plan,
        interval: state.interval,
      })
      .onConflictDoUpdate({ target: payments.providerPaymentId, set: values });
    const format = mailFormats(user);
    const amount = format.amount(invoice.amountCents, invoice.currency);
    if (invoice.status === 'paid') {
      // A checkout during the trial pays nothing today: no receipt for it; the first real charge sends one.
      if (invoice.amountCents === 0) return;
      after.push(() =>
        sendPlanMail(deps, user, 'paymentReceived', { amount, date: format.date(state.currentPeriodEnd) }),
      );
      return;
    }
    await recordSystemLog(tx, {
      type: 'payment_failed',
      event: 'paymentRefused',
      params: { amountCents: invoice.amountCents, currency: invoice.currency, invoice: invoice.invoiceId },
      user: { id: user.id, email: user.email },
      at: now,
    });
    after.push(() => sendPlanMail(deps, user, 'paymentFailed', { amount }));
  }

  return {
    async apply(update: ProviderUpdate): Promise<SyncOutcome> {
      const now = clock.now();
      const after: (() => void)[] = [];
      const outcome = await db.transaction(async (tx): Promise<SyncOutcome> => {
        if (update.event) {
          const recorded = await tx
            .insert(billingEvents)
            .values({ id: update.event.id, type: update.event.type, receivedAt: now })
            .onConflictDoNothing()
            .returning({ id: billingEvents.id });
          if (!recorded.length) return 'duplicate';
        }
        const user = await lockedOwner(tx, update.provider, update.subscription.customerId);
        if (!user) return 'ignored';
        if (update.checkoutSessionId) {
          const completed = await tx
            .update(checkoutSessions)
            .set({
              status: 'complete',
              completedAt: now,
              transactionId: update.invoice?.invoiceId ?? update.subscription.subscriptionId,
            })
            .where(
              and(
                eq(checkoutSessions.id, update.checkoutSessionId),
                eq(checkoutSessions.userId, user.id),
                eq(checkoutSessions.status, 'open'),
              ),
            )
            .returning({ id: checkoutSessions.id });
          // The same checkout completed twice (a double submit, the webhook after the success page) pays once.
          if (!completed.length) return 'duplicate';
        }
        if (update.invoice) await applyInvoice(tx, user, update.invoice, update.subscription, now, after);
        await applySubscription(tx, user, update.subscription, now, after);
        return 'applied';
      });
      for (const effect of after) effect();
      return outcome;
    },

    /** Records an event that needs nothing done (a type Korai does not act on), so a redelivery is skipped. */
    async acknowledge(event: { id: string; type: string }): Promise<void> {
      await db
        .insert(billingEvents)
        .values({ ...event, receivedAt: clock.now() })
        .onConflictDoNothing();
    },

    async seen(eventId: string): Promise<boolean> {
      const [found] = await db
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(eq(billingEvents.id, eventId));
      return found !== undefined;
    },

    /**
     * Users whose cancelled (or paused) Pro reached the end of its paid period are moved to Free: their limits
     * already counted as Free from that moment (`effectivePlan`); this makes the account say so, once.
     */
    async expireEndedPeriods(): Promise<number> {
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ plan: 'free', subscriptionStatus: 'inactive' })
          .where(
            and(eq(users.plan, 'pro'), eq(users.subscriptionStatus, 'cancelled'), lte(users.subscriptionEndDate, now)),
          )
          .returning();
        for (const user of rows) {
          await recordSystemLog(tx, { type: 'downgrade', event: 'paidPeriodOver', params: {}, user, at: now });
        }
        return rows;
      });
      for (const user of ended) {
        const endedAt = user.subscriptionEndDate ?? now;
        sendPlanMail(deps, user, 'subscriptionEnded', { date: mailFormats(user).date(endedAt) });
      }
      return ended.length;
    },
  };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
