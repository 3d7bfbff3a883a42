import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { effectivePlan, priceCents, trialDaysLeft } from '../../shared/plans.js';
import type { Subscription } from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { subscriptions, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { BillingContext } from './billing-context.js';
import type { SubscriptionRow } from './provider.js';

export const LIVE = ['active', 'past_due'];

export async function liveSubscription(ctx: BillingContext, user: UserRow): Promise<SubscriptionRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        eq(subscriptions.provider, ctx.provider.name),
        inArray(subscriptions.status, LIVE),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}

export async function reloadUser(ctx: BillingContext, user: UserRow): Promise<UserRow> {
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!fresh) throw new AppError('unauthorized');
  return fresh;
}

export async function subscriptionSummary(ctx: BillingContext, user: UserRow): Promise<Subscription> {
  const now = ctx.clock.now();
  const row = await liveSubscription(ctx, user);
  const plan = effectivePlan(user, now);
  const trialLeft = trialDaysLeft(user, now);
  const paused = row?.pausedAt != null;
  const autoRenew = row !== undefined && !row.cancelAtPeriodEnd && !paused;
  const endsAt = trialLeft > 0 ? user.trialExpiresAt : row && !autoRenew ? user.subscriptionEndDate : null;
  return {
    testMode: ctx.provider.name === 'test',
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
