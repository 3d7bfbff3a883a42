import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { priceCents, RENEWAL_REMINDER_DAYS } from '../../shared/plans.js';
import type { PaymentProvider } from '../../shared/schemas/billing.js';
import { addMs } from '../clock.js';
import { subscriptions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { mailFormats, sendPlanMail } from '../mail/user-mail.js';

/**
 * A mail a few days before each renewal charge, for owners who keep the reminder on: once per renewal, however often
 * the scheduled job runs and on however many app processes, since each reminder is claimed on its row first.
 */
export function createRenewalReminders(deps: ServiceDeps, provider: PaymentProvider) {
  const { db, clock } = deps;
  return async function remindRenewals(): Promise<number> {
    const now = clock.now();
    const due = await db
      .select({ subscription: subscriptions, user: users })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          isNull(subscriptions.pausedAt),
          gt(subscriptions.currentPeriodEnd, now),
          lte(subscriptions.currentPeriodEnd, addMs(now, RENEWAL_REMINDER_DAYS * DAY_MS)),
          or(
            isNull(subscriptions.renewalRemindedFor),
            ne(subscriptions.renewalRemindedFor, subscriptions.currentPeriodEnd),
          ),
          eq(users.renewalReminders, true),
        ),
      );
    let sent = 0;
    for (const { subscription, user } of due) {
      const claimed = await db
        .update(subscriptions)
        .set({ renewalRemindedFor: subscription.currentPeriodEnd })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            or(
              isNull(subscriptions.renewalRemindedFor),
              ne(subscriptions.renewalRemindedFor, subscriptions.currentPeriodEnd),
            ),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!claimed.length || !subscription.currentPeriodEnd) continue;
      const format = mailFormats(user);
      sendPlanMail(deps, user, 'renewalReminder', {
        date: format.date(subscription.currentPeriodEnd),
        amount: format.amount(priceCents('pro', subscription.interval)),
      });
      sent++;
    }
    return sent;
  };
}
