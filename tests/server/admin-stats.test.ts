import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/shared/days.js';
import {
  type Analytics,
  analyticsSchema,
  platformStatsSchema,
  refreshResponseSchema,
} from '../../src/shared/schemas/admin.js';
import { as, newAdmin, userId } from '../support/admin.js';
import { createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * The dashboard's figures against data seeded here, compared before and after (the worker's database holds other
 * tests' rows too). The clock is the test's: 2026-06-15 10:00 UTC, so the week is 06-09..06-15 and the week before
 * it 06-02..06-08.
 */
const clock = new TestClock(new Date('2026-06-15T10:00:00Z'));
let ctx: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = as(ctx, (await newAdmin(ctx)).token);
});
afterAll(() => ctx.close());

/** The same growth, computed here: one decimal, none when the previous period had nothing. */
const growth = (current: number, previous: number) =>
  previous === 0 ? (current === 0 ? 0 : null) : Math.round(((current - previous) / previous) * 1000) / 10;

/** Runs `seed` with the clock moved by `days`, then puts it back. */
async function daysAgo<T>(days: number, seed: () => Promise<T>): Promise<T> {
  clock.advance(-days * DAY_MS);
  try {
    return await seed();
  } finally {
    clock.advance(days * DAY_MS);
  }
}

const stats = async (timeFilter = 'week') => {
  const answer = await admin.get(`/api/admin/stats?timeFilter=${timeFilter}`);
  expect(answer.status).toBe(200);
  return answer.json(platformStatsSchema);
};

describe('platform statistics', () => {
  it('count new users, events and active users in this period and the one before, with their growth', async () => {
    const before = await stats();
    const analyticsBefore = (await admin.get('/api/admin/analytics?timeFilter=week')).json(analyticsSchema);

    // This week: two sign-ups (one active again two days ago); the week before: one, active then.
    const now1 = await registerUser(ctx.app);
    const now2 = await registerUser(ctx.app);
    const earlier = await daysAgo(10, () => registerUser(ctx.app));
    await as(ctx, now2.token).get('/api/auth/user');
    await daysAgo(2, () => as(ctx, now1.token).get('/api/auth/user'));
    await daysAgo(9, () => as(ctx, earlier.token).get('/api/auth/user'));

    // Events: three this week (two today, one three days ago), one the week before, one in a box then trashed.
    const api = trackingClient(ctx.app, now1.token);
    const box = await api.createBox({ name: 'Acqua' });
    await api.logEvent(box.id, { eventDate: '2026-06-15T08:00:00Z' });
    await api.logEvent(box.id, { eventDate: '2026-06-15T09:00:00Z' });
    await api.logEvent(box.id, { eventDate: '2026-06-12T09:00:00Z' });
    await api.logEvent(box.id, { eventDate: '2026-06-04T09:00:00Z' });
    const gone = await api.createBox({ name: 'Vecchio' });
    await api.logEvent(gone.id, { eventDate: '2026-06-14T09:00:00Z' });
    await api.delete(`/api/boxes/${gone.id}`);
    await api.post('/api/goals', { name: 'Bere', boxIds: [box.id], startDate: '2026-06-01' });

    const after = await stats();
    expect(after.periodLabel).toBe('ultimi 7 giorni');
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.users.current - before.users.current).toBe(2);
    expect(after.users.previous - before.users.previous).toBe(1);
    expect(after.users.growthPercentage).toBe(growth(after.users.current, after.users.previous));

    expect(after.totalEvents - before.totalEvents).toBe(4);
    expect(after.events.current - before.events.current).toBe(3);
    expect(after.events.previous - before.events.previous).toBe(1);
    expect(after.events.growthPercentage).toBe(growth(after.events.current, after.events.previous));

    // Active this week: now1 and now2 (the admin was already); the week before: `earlier`, on day 9 ago.
    expect(after.activeUsers.current - before.activeUsers.current).toBe(2);
    expect(after.activeUsers.previous - before.activeUsers.previous).toBe(1);
    expect(after.activeUsers.growthPercentage).toBe(growth(after.activeUsers.current, after.activeUsers.previous));
    expect(after.totalBoxes - before.totalBoxes).toBe(1);
    expect(after.totalGoals - before.totalGoals).toBe(1);

    const analytics = (await admin.get('/api/admin/analytics?timeFilter=week')).json(analyticsSchema);
    expect(analytics.days.map((d) => d.day)).toEqual([
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
    ]);
    const delta = (day: string, field: 'signups' | 'events' | 'activeUsers') => {
      const find = (list: Analytics) => list.days.find((d) => d.day === day)?.[field] ?? 0;
      return find(analytics) - find(analyticsBefore);
    };
    expect(delta('2026-06-15', 'signups')).toBe(2);
    expect(delta('2026-06-15', 'events')).toBe(2);
    expect(delta('2026-06-12', 'events')).toBe(1);
    expect(delta('2026-06-14', 'events')).toBe(0);
    expect(delta('2026-06-13', 'activeUsers')).toBe(1);
    expect(delta('2026-06-15', 'activeUsers')).toBe(2);
  });

  it('record one activity row per user and day, however many requests', async () => {
    const person = await registerUser(ctx.app);
    for (let i = 0; i < 5; i++) await as(ctx, person.token).get('/api/boxes');
    const { rows } = await ctx.db.$client.query(
      'SELECT day::text FROM user_activity_days WHERE user_id = $1 ORDER BY day',
      [await userId(ctx, person.email)],
    );
    expect(rows).toEqual([{ day: '2026-06-15' }]);
  });

  it('show the plan distribution and MRR from the real active paid subscriptions', async () => {
    const before = await stats('month');
    const trial = await registerUser(ctx.app);
    const monthly = await userId(ctx, (await registerUser(ctx.app)).email);
    const yearly = await userId(ctx, (await registerUser(ctx.app)).email);
    const paused = await userId(ctx, (await registerUser(ctx.app)).email);
    const ended = await userId(ctx, (await registerUser(ctx.app)).email);
    const assigned = await userId(ctx, (await registerUser(ctx.app)).email);
    const lapsedTrial = await daysAgo(8, () => registerUser(ctx.app));
    await ctx.db.$client.query(
      `UPDATE users SET plan = 'pro', subscription_status = 'active', trial_expires_at = NULL WHERE id = ANY($1)`,
      [[monthly, yearly, paused]],
    );
    await ctx.db.$client.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, interval, status, current_period_end, paused_at)
       VALUES ($1::uuid, 'test', 'sub_m_' || $1::text, 'pro', 'month', 'active', '2026-07-10Z', NULL),
              ($2::uuid, 'test', 'sub_y_' || $2::text, 'pro', 'year', 'active', '2027-01-10Z', NULL),
              ($3::uuid, 'test', 'sub_p_' || $3::text, 'pro', 'month', 'active', '2026-07-01Z', '2026-06-10Z'),
              ($4::uuid, 'test', 'sub_e_' || $4::text, 'pro', 'month', 'ended', '2026-06-01Z', NULL)`,
      [monthly, yearly, paused, ended],
    );
    // Pro given by an admin: counted among Pro users and at list price, worth nothing in MRR.
    expect((await admin.patch(`/api/admin/users/${assigned}/plan`, { plan: 'pro' })).status).toBe(200);

    const after = await stats('month');
    const trialUser = await userId(ctx, trial.email);
    expect(trialUser).toBeTruthy();
    expect(after.usersByPlan.trial - before.usersByPlan.trial).toBe(2); // trial and `ended` (still trialing)
    expect(after.usersByPlan.pro - before.usersByPlan.pro).toBe(4);
    expect(after.usersByPlan.free - before.usersByPlan.free).toBe(1); // the trial that ran out
    expect(lapsedTrial.email).toContain('@');
    expect(after.paidSubscriptions - before.paidSubscriptions).toBe(2);
    expect(Math.abs(after.monthlyRevenueCents - before.monthlyRevenueCents - (399 + 3999 / 12))).toBeLessThanOrEqual(1);
    expect(after.listPriceRevenueCents - before.listPriceRevenueCents).toBe(4 * 399);
    expect(after.listPriceRevenueCents).toBe(after.usersByPlan.pro * 399);
  });

  it('keep closed days in the platform table and stay true at once when a write reaches one of them', async () => {
    // Kept days are those before yesterday: up to 06-13 on the test's clock.
    const stayer = await daysAgo(12, () => registerUser(ctx.app));
    const leaver = await daysAgo(12, () => registerUser(ctx.app));
    const returning = await daysAgo(20, () => registerUser(ctx.app));
    const api = trackingClient(ctx.app, stayer.token);
    const kept = await api.createBox({ name: 'Passi' });
    const trashed = await api.createBox({ name: 'Caffè' });
    await api.logEvent(kept.id, { eventDate: '2026-06-05T09:00:00Z' });
    await api.logEvent(trashed.id, { eventDate: '2026-06-08T09:00:00Z' });
    await api.logEvent(trashed.id, { eventDate: '2026-06-08T10:00:00Z' });

    const before = await stats('month');
    const analyticsBefore = (await admin.get('/api/admin/analytics?timeFilter=month')).json(analyticsSchema);
    const refreshed = await admin.post('/api/admin/refresh-data');
    expect(refreshed.status).toBe(200);
    expect(refreshed.json(refreshResponseSchema).message).toBe('Dati aggiornati');
    const { rows } = await ctx.db.$client.query(
      "SELECT day::text FROM platform_days WHERE day BETWEEN '2026-06-01' AND '2026-06-15' ORDER BY day",
    );
    expect(rows.map((row) => row.day)).toEqual(
      Array.from({ length: 13 }, (_, index) => `2026-06-${String(index + 1).padStart(2, '0')}`),
    );
    // Read from the table now, the figures are the same.
    expect(await stats('month')).toEqual(before);
    expect((await admin.get('/api/admin/analytics?timeFilter=month')).json(analyticsSchema)).toEqual(analyticsBefore);

    // Writes to kept days: a backdated event, a box moved to the trash, a deleted user, activity on a past day.
    await api.logEvent(kept.id, { eventDate: '2026-06-06T09:00:00Z' });
    expect((await api.delete(`/api/boxes/${trashed.id}`)).status).toBeLessThan(300);
    expect((await admin.delete(`/api/admin/users/${await userId(ctx, leaver.email)}`)).status).toBe(200);
    await daysAgo(5, () => as(ctx, returning.token).get('/api/auth/user'));

    const after = await stats('month');
    expect(after.totalEvents - before.totalEvents).toBe(1 - 2);
    expect(after.events.current - before.events.current).toBe(1 - 2);
    expect(after.totalUsers - before.totalUsers).toBe(-1);
    expect(after.users.current - before.users.current).toBe(-1);
    expect(after.activeUsers.current - before.activeUsers.current).toBe(1);
    const analytics = (await admin.get('/api/admin/analytics?timeFilter=month')).json(analyticsSchema);
    const delta = (day: string, field: 'signups' | 'events' | 'activeUsers') => {
      const find = (list: Analytics) => list.days.find((d) => d.day === day)?.[field] ?? 0;
      return find(analytics) - find(analyticsBefore);
    };
    expect(delta('2026-06-06', 'events')).toBe(1);
    expect(delta('2026-06-08', 'events')).toBe(-2);
    expect(delta('2026-06-05', 'events')).toBe(0);
    expect(delta('2026-06-03', 'signups')).toBe(-1);
    expect(delta('2026-06-10', 'activeUsers')).toBe(1);

    // The job fills the days those writes freed, and recomputes the latest ones: nothing moves.
    await ctx.app.services.admin.refreshPlatformDays();
    const { rows: refilled } = await ctx.db.$client.query(
      "SELECT count(*)::int AS n FROM platform_days WHERE day BETWEEN '2026-06-01' AND '2026-06-13'",
    );
    expect(refilled[0].n).toBe(13);
    expect(await stats('month')).toEqual(after);
    expect((await admin.get('/api/admin/analytics?timeFilter=month')).json(analyticsSchema)).toEqual(analytics);
  });

  it('refuses a period it does not know, in the caller language', async () => {
    const answer = await admin.get('/api/admin/stats?timeFilter=decade');
    expect(answer.status).toBe(400);
    expect(answer.json(errorBody).error.message).toContain('Periodo non valido');
  });
});
