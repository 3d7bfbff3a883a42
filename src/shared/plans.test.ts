import { describe, expect, it } from 'vitest';
import {
  annualSavingsPercent,
  effectivePlan,
  limitsFor,
  PLANS,
  type PlanHolder,
  priceCents,
  trialDaysLeft,
} from './plans.js';

const now = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const trialing = (expires: Date): PlanHolder => ({
  plan: 'free',
  subscriptionStatus: 'trialing',
  trialExpiresAt: expires,
});

describe('the plan table', () => {
  it('holds the figures of PRODUCT.md', () => {
    expect(PLANS.free).toMatchObject({
      maxBoxes: 3,
      maxStarredBoxes: 0,
      hasGoals: false,
      monthlyInsights: 5,
      hasExport: true,
    });
    expect(PLANS.pro).toMatchObject({
      maxBoxes: 99,
      maxStarredBoxes: 3,
      hasGoals: true,
      monthlyInsights: -1,
    });
    expect(PLANS.pro.monthlyPriceCents).toBe(399);
    expect(PLANS.pro.annualPriceCents).toBe(3999);
    expect(annualSavingsPercent(PLANS.pro)).toBe(17);
    expect([priceCents('pro', 'month'), priceCents('pro', 'year')]).toEqual([399, 3999]);
    expect(PLANS.premium.maxBoxes).toBe(PLANS.pro.maxBoxes);
    expect(PLANS.premium.monthlyPriceCents).toBeNull();
  });
});

describe('effectivePlan', () => {
  it('counts a running trial as Pro and an expired one as Free', () => {
    expect(effectivePlan(trialing(inDays(3)), now)).toBe('pro');
    expect(effectivePlan(trialing(inDays(-0.01)), now)).toBe('free');
    expect(limitsFor(trialing(inDays(-1)), now).maxBoxes).toBe(3);
  });

  it('leaves paid plans as they are', () => {
    expect(effectivePlan({ plan: 'pro', subscriptionStatus: 'active', trialExpiresAt: null }, now)).toBe('pro');
    expect(effectivePlan({ plan: 'premium', subscriptionStatus: 'active', trialExpiresAt: null }, now)).toBe('premium');
  });

  it('keeps a cancelled Pro until the end of the period it paid for, then counts it as Free', () => {
    const cancelled = (end: Date): PlanHolder => ({
      plan: 'pro',
      subscriptionStatus: 'cancelled',
      trialExpiresAt: null,
      subscriptionEndDate: end.toISOString(),
    });
    expect(effectivePlan(cancelled(inDays(5)), now)).toBe('pro');
    expect(effectivePlan(cancelled(now), now)).toBe('free');
    expect(limitsFor(cancelled(inDays(-1)), now).maxBoxes).toBe(3);
    // A renewing subscription is not ended by a date the provider has not moved yet.
    expect(
      effectivePlan(
        { plan: 'pro', subscriptionStatus: 'active', trialExpiresAt: null, subscriptionEndDate: inDays(-1) },
        now,
      ),
    ).toBe('pro');
  });
});

describe('trialDaysLeft', () => {
  it('rounds up and never goes below 0', () => {
    expect(trialDaysLeft(trialing(inDays(7)), now)).toBe(7);
    expect(trialDaysLeft(trialing(inDays(6.1)), now)).toBe(7);
    expect(trialDaysLeft(trialing(inDays(0.2)), now)).toBe(1);
    expect(trialDaysLeft(trialing(inDays(-2)), now)).toBe(0);
    expect(trialDaysLeft({ plan: 'free', subscriptionStatus: 'active', trialExpiresAt: inDays(3) }, now)).toBe(0);
  });
});
