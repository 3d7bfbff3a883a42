import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { subscriptions, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { mailFormats, sendPlanMail } from '../mail/user-mail.js';
import { recordSystemLog } from '../system-log/record.js';
import type { SubscriptionState } from './provider.js';
import { isLive, planFor } from './subscription-plan.js';

/**
 * A subscription's news applied: its row, the plan it makes, and what the change reports (logs now, mails in
 * `after`, once the transaction has committed).
 */
export async function applySubscription(
  deps: ServiceDeps,
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
