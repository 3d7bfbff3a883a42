import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBadgeSql } from '../../src/server/plans/plan-badge-sql.js';
import { DAY_MS } from '../../src/shared/days.js';
import { PLAN_IDS, type PlanHolder, planBadge, SUBSCRIPTION_STATUSES } from '../../src/shared/plans.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const now = new Date('2026-03-10T12:00:00Z');
/** Moments around now that a plan's rules turn on: long past, just past, just to come, far ahead, none. */
const MOMENTS = [null, -3 * DAY_MS, -1000, 0, 1000, 3 * DAY_MS].map((offset) =>
  offset === null ? null : new Date(now.getTime() + offset),
);

/** Every plan, subscription state, trial end and paid-period end, crossed. */
const holders: PlanHolder[] = PLAN_IDS.flatMap((plan) =>
  SUBSCRIPTION_STATUSES.flatMap((subscriptionStatus) =>
    MOMENTS.flatMap((trialExpiresAt) =>
      MOMENTS.map((subscriptionEndDate) => ({ plan, subscriptionStatus, trialExpiresAt, subscriptionEndDate })),
    ),
  ),
);

describe('the plan badge', () => {
  it('reads the same in SQL (the admin counts) as in TypeScript (each user), for every kind of user', async () => {
    const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);
    const users = holders.map((user, position) => ({
      position,
      plan: user.plan,
      subscription_status: user.subscriptionStatus,
      trial_expires_at: iso(user.trialExpiresAt),
      subscription_end_date: iso(user.subscriptionEndDate),
    }));
    const { rows } = await ctx.db.execute<{ badge: string }>(sql`
      SELECT ${planBadgeSql(now)} AS badge
      FROM jsonb_to_recordset(${JSON.stringify(users)}::jsonb) AS users(position int, plan text,
        subscription_status text, trial_expires_at timestamptz, subscription_end_date timestamptz)
      ORDER BY position`);
    expect(rows.map((row) => row.badge)).toEqual(holders.map((user) => planBadge(user, now)));
  });

  it('shows a Premium whose paid period ended as Free, as its limits are', () => {
    const lapsed: PlanHolder = {
      plan: 'premium',
      subscriptionStatus: 'cancelled',
      trialExpiresAt: null,
      subscriptionEndDate: new Date(now.getTime() - DAY_MS),
    };
    expect(planBadge(lapsed, now)).toBe('free');
    expect(planBadge({ ...lapsed, subscriptionEndDate: new Date(now.getTime() + DAY_MS) }, now)).toBe('premium');
  });

  it('shows a running trial as its own, and an ended one as Free', () => {
    const trial: PlanHolder = {
      plan: 'free',
      subscriptionStatus: 'trialing',
      trialExpiresAt: new Date(now.getTime() + DAY_MS),
    };
    expect(planBadge(trial, now)).toBe('trial');
    expect(planBadge({ ...trial, trialExpiresAt: now }, now)).toBe('free');
    expect(planBadge({ ...trial, plan: 'pro' }, now)).toBe('pro');
  });
});
