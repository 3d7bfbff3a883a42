import { and, eq, inArray, lte } from 'drizzle-orm';
import { subscriptions } from '../db/schema.js';
import type { BillingContext } from './billing-context.js';
import { ProviderError } from './provider.js';
import { LIVE } from './subscription-summary.js';

/**
 * The scheduled part: subscriptions whose period ran out are renewed or ended (the test provider) or read again
 * (Stripe, in case a webhook was lost), then accounts whose paid period is over return to Free.
 */
export async function settleDue(
  ctx: BillingContext,
  remindRenewals: () => Promise<number>,
  log: (message: string, error: unknown) => void,
) {
  const { db, clock, provider, sync } = ctx;
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
}
