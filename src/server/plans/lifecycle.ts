import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { PLANS, TRIAL_REMINDER_DAYS, trialDaysLeft } from '../../shared/plans.js';
import type { BillingService } from '../billing/service.js';
import { addMs } from '../clock.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { mailFormats, sendPlanMail } from '../mail/user-mail.js';
import { recordSystemLog } from '../system-log/record.js';

/**
 * The scheduled side of plans (the `plan-lifecycle` job): trials that are about to end or have ended, and paid
 * periods that ran out. Each user is told once: the row is changed and the change is what selects them.
 */
export function createPlanLifecycle(deps: ServiceDeps, billing: BillingService) {
  const { db, clock } = deps;

  /** Trials over without a purchase: back to Free, a `trial_end` log, a mail in the user's language. */
  async function endExpiredTrials(): Promise<number> {
    const now = clock.now();
    const ended = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ subscriptionStatus: 'inactive' })
        .where(and(eq(users.plan, 'free'), eq(users.subscriptionStatus, 'trialing'), lte(users.trialExpiresAt, now)))
        .returning();
      for (const user of rows) {
        await recordSystemLog(tx, {
          type: 'trial_end',
          event: 'trialEnded',
          params: {},
          user: { id: user.id, email: user.email },
          at: now,
        });
      }
      return rows;
    });
    for (const user of ended) {
      sendPlanMail(deps, user, 'trialEnded', { count: PLANS.free.maxBoxes, date: mailFormats(user).date(now) });
    }
    return ended.length;
  }

  /** Trials with two days or less to go: one mail each. */
  async function remindEndingTrials(): Promise<number> {
    const now = clock.now();
    const due = await db
      .update(users)
      .set({ trialReminderSentAt: now })
      .where(
        and(
          eq(users.plan, 'free'),
          eq(users.subscriptionStatus, 'trialing'),
          isNull(users.trialReminderSentAt),
          gt(users.trialExpiresAt, now),
          lte(users.trialExpiresAt, addMs(now, TRIAL_REMINDER_DAYS * DAY_MS)),
        ),
      )
      .returning();
    for (const user of due) {
      sendPlanMail(deps, user, 'trialEnding', {
        count: trialDaysLeft(user, now),
        date: mailFormats(user).date(user.trialExpiresAt ?? now),
      });
    }
    return due.length;
  }

  return {
    endExpiredTrials,
    remindEndingTrials,
    async run(log?: (message: string, error: unknown) => void) {
      const trialsReminded = await remindEndingTrials();
      const trialsEnded = await endExpiredTrials();
      return { trialsReminded, trialsEnded, ...(await billing.settleDue(log)) };
    },
  };
}

export type PlanLifecycle = ReturnType<typeof createPlanLifecycle>;
