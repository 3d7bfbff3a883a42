import { describe, expect, it } from 'vitest';
import { planBadge } from './plan-badge';

describe('plan badge', () => {
  it('a running trial is Pro (Trial)', () => {
    expect(planBadge({ plan: 'free', effectivePlan: 'pro', subscriptionStatus: 'trialing', trialDaysLeft: 3 })).toBe(
      'trial',
    );
  });

  it('an ended trial is Free', () => {
    expect(planBadge({ plan: 'free', effectivePlan: 'free', subscriptionStatus: 'trialing', trialDaysLeft: 0 })).toBe(
      'free',
    );
  });

  it('paid Pro and Premium', () => {
    expect(planBadge({ plan: 'pro', effectivePlan: 'pro', subscriptionStatus: 'active', trialDaysLeft: 0 })).toBe(
      'pro',
    );
    expect(
      planBadge({ plan: 'premium', effectivePlan: 'premium', subscriptionStatus: 'active', trialDaysLeft: 0 }),
    ).toBe('premium');
  });
});
