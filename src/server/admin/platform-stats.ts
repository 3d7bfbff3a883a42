import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/days.js';
import { PLANS, type PlanBadge, type PlanId } from '../../shared/plans.js';
import {
  type Analytics,
  PERIOD_DAYS,
  type PeriodFigure,
  type PlatformStats,
  TIME_FILTERS,
  type TimeFilter,
} from '../../shared/schemas/admin.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { planBadgeSql } from '../plans/plan-badge-sql.js';
import { createPlatformDays, type PlatformDays } from './platform-days.js';

type Range = { start: string; end: string };

/** Days are UTC days for platform figures: the last N days up to today, and the N days before them. */
function periods(now: Date, timeFilter: TimeFilter) {
  const days = PERIOD_DAYS[timeFilter];
  const today = now.toISOString().slice(0, 10);
  const current: Range = { start: addDays(today, 1 - days), end: today };
  const previous: Range = { start: addDays(today, 1 - 2 * days), end: addDays(today, -days) };
  return { current, previous };
}

/** Percentage change, one decimal; null when there is nothing to compare with. */
export function growthPercentage(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const figure = (current: number, previous: number): PeriodFigure => ({
  current,
  previous,
  growthPercentage: growthPercentage(current, previous),
});

/** What is being paid each month now: live, unpaused subscriptions, a year's price spread over its months. */
function monthlyRevenue(paid: { plan: PlanId; interval: 'month' | 'year'; count: string }[]) {
  let monthly = 0;
  let paidSubscriptions = 0;
  for (const subscription of paid) {
    const limits = PLANS[subscription.plan];
    const perMonth =
      subscription.interval === 'year' ? (limits.annualPriceCents ?? 0) / 12 : (limits.monthlyPriceCents ?? 0);
    monthly += perMonth * Number(subscription.count);
    paidSubscriptions += Number(subscription.count);
  }
  return { monthlyRevenueCents: Math.round(monthly), paidSubscriptions };
}

async function platformStats(
  db: Database,
  clock: Clock,
  platformDays: PlatformDays,
  timeFilter: TimeFilter,
): Promise<Omit<PlatformStats, 'periodLabel'>> {
  const now = clock.now();
  const { current, previous } = periods(now, timeFilter);
  const nowText = now.toISOString();
  const lastClosed = await platformDays.lastClosedDay();
  // Independent reads, side by side on the pool's connections.
  const [{ rows }, days, totals, activeCurrent, activePrevious, { rows: planRows }, { rows: paid }] = await Promise.all(
    [
      db.execute<Record<string, string | number>>(sql`
        SELECT
          (SELECT count(*) FROM boxes) - (SELECT count(*) FROM boxes WHERE deleted_at IS NOT NULL) AS total_boxes,
          (SELECT count(*) FROM goals) AS total_goals`),
      // Sign-ups and events per day: kept days from the platform table, the others live.
      platformDays.days(previous.start, current.end),
      platformDays.totals(),
      platformDays.activeUsers(current.start, current.end, lastClosed),
      platformDays.activeUsers(previous.start, previous.end, lastClosed),
      // Free users are the rest: the others are few, found through users_plan_figures_idx.
      db.execute<{ badge: PlanBadge; count: string }>(sql`
        SELECT ${planBadgeSql(now)} AS badge, count(*) AS count
        FROM users WHERE plan <> 'free' OR subscription_status = 'trialing'
        GROUP BY 1`),
      // Only what is really being paid: a live, unpaused subscription; an admin-assigned plan has none.
      db.execute<{ plan: PlanId; interval: 'month' | 'year'; count: string }>(sql`
        SELECT plan, interval, count(*) AS count FROM subscriptions
        WHERE status = 'active' AND paused_at IS NULL
          AND (current_period_end IS NULL OR current_period_end > ${nowText}::timestamptz)
        GROUP BY plan, interval`),
    ],
  );
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  const sum = (range: Range, field: 'signups' | 'events') =>
    days.filter((d) => d.day >= range.start && d.day <= range.end).reduce((total, d) => total + d[field], 0);
  const totalUsers = totals.users;
  const totalEvents = totals.events;
  const badges = (badge: PlanBadge) => Number(planRows.find((row) => row.badge === badge)?.count ?? 0);
  const [trial, pro, premium] = [badges('trial'), badges('pro'), badges('premium')];

  const revenue = monthlyRevenue(paid);

  return {
    timeFilter,
    totalUsers,
    users: figure(sum(current, 'signups'), sum(previous, 'signups')),
    totalEvents,
    events: figure(sum(current, 'events'), sum(previous, 'events')),
    activeUsers: figure(activeCurrent, activePrevious),
    totalBoxes: n('total_boxes'),
    totalGoals: n('total_goals'),
    usersByPlan: { free: totalUsers - trial - pro - premium, trial, pro, premium },
    ...revenue,
    listPriceRevenueCents: pro * (PLANS.pro.monthlyPriceCents ?? 0),
  };
}

/**
 * The job: fills the closed days missing from the platform figures, recomputes the latest ones, and counts each
 * period's active users over its closed days, so the first look at the dashboard is as quick as the next.
 */
async function refreshPlatformDays(clock: Clock, platformDays: PlatformDays): Promise<{ days: number }> {
  const refreshed = await platformDays.refresh();
  const lastClosed = await platformDays.lastClosedDay();
  for (const timeFilter of TIME_FILTERS) {
    const { current, previous } = periods(clock.now(), timeFilter);
    await platformDays.activeUsers(current.start, current.end, lastClosed);
    await platformDays.activeUsers(previous.start, previous.end, lastClosed);
  }
  return refreshed;
}

/** The dashboard's figures: the platform's totals and each period against the one before, and their upkeep. */
export function createPlatformStats(db: Database, clock: Clock) {
  const platformDays = createPlatformDays(db, clock);

  return {
    platformStats: (timeFilter: TimeFilter) => platformStats(db, clock, platformDays, timeFilter),
    refreshPlatformDays: () => refreshPlatformDays(clock, platformDays),

    async analytics(timeFilter: TimeFilter): Promise<Analytics> {
      const { current } = periods(clock.now(), timeFilter);
      const days = await platformDays.days(current.start, current.end);
      return {
        timeFilter,
        days: days.map(({ day, signups, events, activeUsers }) => ({ day, signups, events, activeUsers })),
      };
    },

    /** Recomputes every kept day of the platform figures (the job fills only what is missing and the latest days). */
    async refreshData(): Promise<{ refreshedAt: string; days: number }> {
      const { days } = await platformDays.refresh({ all: true });
      await refreshPlatformDays(clock, platformDays);
      return { refreshedAt: clock.now().toISOString(), days };
    },
  };
}
