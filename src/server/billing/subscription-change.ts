import { eq } from 'drizzle-orm';
import type { Subscription } from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ProviderAction } from '../system-log/events.js';
import { type BillingContext, withProvider } from './billing-context.js';
import type { SubscriptionChange } from './provider.js';
import { liveSubscription, reloadUser, subscriptionSummary } from './subscription-summary.js';

export async function changeSubscription(
  ctx: BillingContext,
  user: UserRow,
  what: ProviderAction,
  wanted: SubscriptionChange,
): Promise<Subscription> {
  const row = await liveSubscription(ctx, user);
  // A paused subscription whose paid period is over is still live at the provider: it can be resumed.
  if (!row?.providerSubscriptionId) throw new AppError('no_subscription');
  const subscriptionId = row.providerSubscriptionId;
  const state = await withProvider(ctx, user, what, () => ctx.provider.update(subscriptionId, wanted));
  if (state) await ctx.sync.apply({ provider: ctx.provider.name, subscription: state });
  return subscriptionSummary(ctx, await reloadUser(ctx, user));
}

/** The mail before each renewal charge, on or off. */
export async function setRenewalReminders(ctx: BillingContext, user: UserRow, enabled: boolean): Promise<Subscription> {
  await ctx.db.update(users).set({ renewalReminders: enabled }).where(eq(users.id, user.id));
  return subscriptionSummary(ctx, await reloadUser(ctx, user));
}
