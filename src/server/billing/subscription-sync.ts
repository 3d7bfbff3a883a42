import { and, eq, lte } from 'drizzle-orm';
import type { PaymentProvider } from '../../shared/schemas/billing.js';
import type { Transaction } from '../db/client.js';
import { billingCustomers, billingEvents, checkoutSessions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { mailFormats, sendPlanMail } from '../mail/user-mail.js';
import { recordSystemLog } from '../system-log/record.js';
import { applyInvoice } from './apply-invoice.js';
import { applySubscription } from './apply-subscription.js';
import type { InvoiceState, SubscriptionState } from './provider.js';

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

/** The user a provider's customer id belongs to, their row locked for the change. */
async function lockedOwner(tx: Transaction, provider: PaymentProvider, customerId: string) {
  const [row] = await tx
    .select({ user: users })
    .from(billingCustomers)
    .innerJoin(users, eq(users.id, billingCustomers.userId))
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)))
    .for('update', { of: users });
  return row?.user;
}

/** Marks the checkout that made the subscription complete; false when it already was. */
async function completeCheckout(tx: Transaction, update: ProviderUpdate, userId: string, now: Date): Promise<boolean> {
  if (!update.checkoutSessionId) return true;
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
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, 'open'),
      ),
    )
    .returning({ id: checkoutSessions.id });
  // The same checkout completed twice (a double submit, the webhook after the success page) pays once.
  return completed.length > 0;
}

/**
 * The one path by which a payment provider's truth reaches Korai: Stripe's webhook, the success page's check, the
 * test provider's checkout and the scheduled renewals all end here. Each change happens in one transaction with the
 * user's row locked; what it reports (logs in the same transaction, mails after it) happens once per real change,
 * however often and in whatever order the same news arrives.
 */
export function createSubscriptionSync(deps: ServiceDeps) {
  const { db, clock } = deps;

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
        if (update.checkoutSessionId && !(await completeCheckout(tx, update, user.id, now))) return 'duplicate';
        if (update.invoice) await applyInvoice(deps, tx, user, update.invoice, update.subscription, now, after);
        await applySubscription(deps, tx, user, update.subscription, now, after);
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
