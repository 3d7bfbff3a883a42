import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { subscriptions, type users } from '../db/schema.js';
import type { SubscriptionRow, SubscriptionState } from './provider.js';

export type UserChanges = Pick<typeof users.$inferInsert, 'plan' | 'subscriptionStatus' | 'subscriptionEndDate'>;

const LIVE = ['active', 'past_due'] as const;
export const isLive = (status: string) => (LIVE as readonly string[]).includes(status);

/** The user's plan as the subscription makes it, or null when it changes nothing. */
export async function planFor(
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
