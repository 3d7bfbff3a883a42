import type { User } from '../../../shared/schemas/user';

export type PlanBadge = 'free' | 'pro' | 'trial' | 'premium';

/** Free, Pro, Pro (Trial) or Premium, as the user menu shows it. */
export function planBadge(
  user: Pick<User, 'plan' | 'effectivePlan' | 'subscriptionStatus' | 'trialDaysLeft'>,
): PlanBadge {
  if (user.plan === 'premium' || user.effectivePlan === 'premium') return 'premium';
  if (user.plan !== 'pro' && user.subscriptionStatus === 'trialing' && user.trialDaysLeft > 0) return 'trial';
  return user.effectivePlan === 'pro' ? 'pro' : 'free';
}
