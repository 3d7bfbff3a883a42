import { DAY_MS } from './days.js';

/** The plan table of PRODUCT.md: the one source for limits and prices, read by server and client alike. */

export const PLAN_IDS = ['free', 'pro', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'trialing', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** -1 means unlimited. */
export const UNLIMITED = -1;

export interface PlanLimits {
  maxBoxes: number;
  maxStarredBoxes: number;
  hasGoals: boolean;
  maxNotificationBoxes: number;
  maxNotificationTimes: number;
  hasAdvancedReports: boolean;
  hasExport: boolean;
  monthlyInsights: number;
  /** Prices in euro cents; null when the plan is not sold. */
  monthlyPriceCents: number | null;
  annualPriceCents: number | null;
}

const PRO: PlanLimits = {
  maxBoxes: 99,
  maxStarredBoxes: 3,
  hasGoals: true,
  maxNotificationBoxes: 3,
  maxNotificationTimes: 3,
  hasAdvancedReports: true,
  hasExport: true,
  monthlyInsights: UNLIMITED,
  monthlyPriceCents: 399,
  annualPriceCents: 3999,
};

export const PLANS: Record<PlanId, PlanLimits> = {
  free: {
    maxBoxes: 3,
    maxStarredBoxes: 0,
    hasGoals: false,
    maxNotificationBoxes: 0,
    maxNotificationTimes: 0,
    hasAdvancedReports: false,
    hasExport: true,
    monthlyInsights: 5,
    monthlyPriceCents: 0,
    annualPriceCents: 0,
  },
  pro: PRO,
  premium: { ...PRO, monthlyPriceCents: null, annualPriceCents: null },
};

export const TRIAL_DAYS = 7;
/** The trial's owner is told by mail when this many days are left. */
export const TRIAL_REMINDER_DAYS = 2;
/** A renewing subscription's owner is told by mail this many days before each charge (unless they turned it off). */
export const RENEWAL_REMINDER_DAYS = 3;
export const CURRENCY = 'EUR';

/** How often a paid plan is billed. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The plans a person can buy. */
export const SOLD_PLAN_IDS = ['pro'] as const;
export type SoldPlanId = (typeof SOLD_PLAN_IDS)[number];

/** The price of one billing period, in euro cents. */
export function priceCents(plan: SoldPlanId, interval: BillingInterval): number {
  return (interval === 'year' ? PLANS[plan].annualPriceCents : PLANS[plan].monthlyPriceCents) ?? 0;
}

/** Percentage saved by paying yearly: 16.5% for 39.99 against 12 x 3.99, which PRODUCT.md states as 17%. */
export function annualSavingsPercent(plan: PlanLimits): number {
  if (!plan.monthlyPriceCents || !plan.annualPriceCents) return 0;
  return Math.ceil((1 - plan.annualPriceCents / (plan.monthlyPriceCents * 12)) * 100);
}

export interface PlanHolder {
  plan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  trialExpiresAt: Date | string | null;
  /** The end of the paid period: a cancelled (or paused) subscription lasts until then. */
  subscriptionEndDate?: Date | string | null;
}

/** Whole days left in the trial, rounded up and never below 0. */
export function trialDaysLeft(user: PlanHolder, now: Date): number {
  if (user.subscriptionStatus !== 'trialing' || !user.trialExpiresAt) return 0;
  const remaining = new Date(user.trialExpiresAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(remaining / DAY_MS));
}

export function isTrialing(user: PlanHolder, now: Date): boolean {
  return trialDaysLeft(user, now) > 0;
}

/** Whether a subscription that will not renew has reached the end of the period it paid for. */
export function paidPeriodOver(user: PlanHolder, now: Date): boolean {
  if (user.subscriptionStatus !== 'cancelled' || !user.subscriptionEndDate) return false;
  return new Date(user.subscriptionEndDate).getTime() <= now.getTime();
}

/** The plan whose limits apply now: a running trial counts as Pro, a cancelled plan lasts until its period ends. */
export function effectivePlan(user: PlanHolder, now: Date): PlanId {
  if (user.plan === 'free') return isTrialing(user, now) ? 'pro' : 'free';
  return paidPeriodOver(user, now) ? 'free' : user.plan;
}

/** How the plan reads on a badge (the app's menu, the admin's lists): the plan in force, a running trial as its own. */
export const PLAN_BADGES = ['free', 'trial', 'pro', 'premium'] as const;
export type PlanBadge = (typeof PLAN_BADGES)[number];

/** The badge from the stored plan and the plan in force (what a signed-in user's answer carries). */
export function planBadgeOf(plan: PlanId, effective: PlanId): PlanBadge {
  return plan === 'free' && effective === 'pro' ? 'trial' : effective;
}

export function planBadge(user: PlanHolder, now: Date): PlanBadge {
  return planBadgeOf(user.plan, effectivePlan(user, now));
}

export function limitsFor(user: PlanHolder, now: Date): PlanLimits {
  return PLANS[effectivePlan(user, now)];
}
