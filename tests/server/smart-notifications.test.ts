import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { notificationSettingsResponseSchema } from '../../src/shared/schemas/notifications.js';
import { type FakePushService, startFakePushService } from '../support/fake-push-service.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

const MINUTE = 60_000;
let pushService: FakePushService;
let ctx: TestContext;
let other: TestContext;
const clock = new TestClock(new Date('2026-03-25T10:00:00Z'));

beforeAll(async () => {
  pushService = await startFakePushService();
  ctx = await createTestApp({ clock });
  // A second app process on the same database: the job runs in both.
  other = await createTestApp({ clock });
});
afterAll(async () => {
  await other.close();
  await ctx.close();
  await pushService.close();
});

async function personIn(timeZone: string, language: string, times: string[], aiTone = 'motivante') {
  const { token, email } = await registerUser(ctx.app);
  expect(
    (await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone, preferredLanguage: language }, { token }))
      .status,
  ).toBe(200);
  const tracking = trackingClient(ctx.app, token);
  const box = await tracking.createBox({ name: 'Corsa', emoji: '🏃' });
  const browser = pushService.subscribe();
  await call(ctx.app, 'POST', '/api/push/subscribe', browser, { token });
  const saved = await call(
    ctx.app,
    'POST',
    '/api/notification-settings',
    { enabled: true, selectedBoxes: [box.id], times, aiTone, notificationMethod: 'browser' },
    { token },
  );
  expect(saved.status).toBe(200);
  return { token, email, box, browser, tracking };
}

describe('smart notifications', () => {
  it('arrive once at each local time in three zones, through the DST change, never to Free, never twice', async () => {
    const rome = await personIn('Europe/Rome', 'it', ['09:00']);
    const newYork = await personIn('America/New_York', 'en', ['20:00', '07:15'], 'diretto');
    const tokyo = await personIn('Asia/Tokyo', 'ja', ['14:00'], 'amichevole');
    const free = await personIn('Europe/Rome', 'it', ['09:00']);
    await ctx.db
      .update(users)
      .set({ subscriptionStatus: 'inactive', trialExpiresAt: new Date('2026-03-26T00:00:00Z') })
      .where(eq(users.email, free.email));
    // Rome's history: yesterday and the day before, so Saturday's reminder reads a streak.
    await rome.tracking.logEvent(rome.box.id, { eventDate: '2026-03-26T18:00:00+01:00' });
    await rome.tracking.logEvent(rome.box.id, { eventDate: '2026-03-27T18:00:00+01:00' });

    const arrivals: { who: string; at: string; body: string }[] = [];
    const seen = new Set<unknown>();
    const collect = () => {
      for (const [who, person] of Object.entries({ rome, newYork, tokyo, free })) {
        for (const push of pushService.receivedBy(person.browser)) {
          if (seen.has(push)) continue;
          seen.add(push);
          arrivals.push({ who, at: clock.now().toISOString(), body: (push.payload as { body: string }).body });
        }
      }
    };
    // From Friday evening to Sunday noon UTC; Rome moves to summer time at 01:00 UTC on Sunday 29 March.
    clock.advance(new Date('2026-03-27T23:00:00Z').getTime() - clock.now().getTime());
    while (clock.now() < new Date('2026-03-29T12:00:00Z')) {
      await Promise.all([
        ctx.app.services.notifications.sendDueReminders(),
        other.app.services.notifications.sendDueReminders(),
      ]);
      collect();
      clock.advance(5 * MINUTE);
    }

    expect(arrivals.map(({ who, at }) => `${who} ${at}`)).toEqual([
      'newYork 2026-03-28T00:00:00.000Z',
      'tokyo 2026-03-28T05:00:00.000Z',
      'rome 2026-03-28T08:00:00.000Z',
      'newYork 2026-03-28T11:15:00.000Z',
      'newYork 2026-03-29T00:00:00.000Z',
      'tokyo 2026-03-29T05:00:00.000Z',
      'rome 2026-03-29T07:00:00.000Z',
      'newYork 2026-03-29T11:15:00.000Z',
    ]);
    const romeSaturday = arrivals.find((arrival) => arrival.who === 'rome')?.body;
    expect(romeSaturday).toBe(
      "Oggi è il giorno giusto per ripartire! 💪 L'ultima volta è stata 1 giorno fa (di solito 0,1 al giorno). Serie attuale: 2 giorni di fila.",
    );
    expect(arrivals.find((arrival) => arrival.who === 'newYork')?.body).toBe(
      'Today: nothing yet. Nothing recorded in the last year: start today!',
    );
  });

  it("counts today against the usual day, and names an active goal's progress", async () => {
    clock.advance(new Date('2026-04-10T06:00:00Z').getTime() - clock.now().getTime());
    const person = await personIn('Europe/London', 'en', ['08:00']);
    for (const day of ['2026-04-08', '2026-04-09']) {
      await person.tracking.logEvent(person.box.id, { eventDate: `${day}T12:00:00+01:00` });
    }
    await person.tracking.logEvent(person.box.id, { eventDate: '2026-04-10T06:30:00+01:00' });
    await person.tracking.logEvent(person.box.id, { eventDate: '2026-04-10T06:45:00+01:00' });
    await person.tracking.post('/api/goals', {
      name: 'Maratona',
      boxIds: [String(person.box.id)],
      startDate: '2026-04-01',
    });
    clock.advance(new Date('2026-04-10T07:00:00Z').getTime() - clock.now().getTime());
    await ctx.app.services.notifications.sendDueReminders();
    const [push] = pushService.receivedBy(person.browser);
    expect(push?.payload).toMatchObject({
      title: '🏃 Corsa',
      body: 'Great work, keep it up! 💪 Today 2 times, usually 0.1 a day. Current streak: 3 days in a row. Goal “Maratona”: 4 events so far.',
      url: '/app',
    });
  });
});

describe('smart notifications for a box with a target', () => {
  it('come only on days the target is not met yet, once with two app processes, and say what is left', async () => {
    clock.advance(new Date('2026-04-13T06:00:00Z').getTime() - clock.now().getTime()); // Monday, 08:00 in Rome
    const person = await personIn('Europe/Rome', 'it', ['09:00', '20:00']);
    const goal = await person.tracking.post('/api/goals', {
      name: 'Correre lun/mer/ven',
      boxIds: [person.box.id],
      startDate: '2026-04-13',
      target: { direction: 'atLeast', count: 2, period: 'day', weekdays: [0, 2, 4] },
    });
    expect(goal.status).toBe(201);
    const bodies = () => pushService.receivedBy(person.browser).map((push) => (push.payload as { body: string }).body);
    const runAt = async (instant: string) => {
      clock.advance(new Date(instant).getTime() - clock.now().getTime());
      await Promise.all([
        ctx.app.services.notifications.sendDueReminders(),
        other.app.services.notifications.sendDueReminders(),
      ]);
    };

    // Monday 09:00: one run of the two left.
    await person.tracking.logEvent(person.box.id, { eventDate: '2026-04-13T06:30:00Z' });
    await runAt('2026-04-13T07:00:00Z');
    expect(bodies()).toHaveLength(1);
    expect(bodies()[0]).toContain('Ancora 1 per «Correre lun/mer/ven» oggi.');
    // Met by the evening: the 20:00 reminder is not sent.
    await person.tracking.logEvent(person.box.id, { eventDate: '2026-04-13T16:00:00Z' });
    await runAt('2026-04-13T18:00:00Z');
    // Tuesday is not a running day, and Wednesday is paused.
    await runAt('2026-04-14T07:00:00Z');
    await person.tracking.post('/api/goals/pauses', { goalId: null, from: '2026-04-15', to: '2026-04-15' });
    await runAt('2026-04-15T07:00:00Z');
    expect(bodies()).toHaveLength(1);
    // Friday with nothing done: reminded again, once.
    await runAt('2026-04-17T07:00:00Z');
    expect(bodies()).toHaveLength(2);
    expect(bodies()[1]).toContain('Ancora 2 per «Correre lun/mer/ven» oggi.');
  });
});

describe('notification settings', () => {
  it('are given back as the spec shapes them, and refused to Free users', async () => {
    const person = await personIn('Europe/Rome', 'it', ['20:00', '09:00'], 'professionale');
    const read = await call(ctx.app, 'GET', '/api/notification-settings', undefined, { token: person.token });
    expect(read.json(notificationSettingsResponseSchema)).toEqual({
      success: true,
      data: [{ boxId: person.box.id, isEnabled: true, scheduleHours: ['09:00', '20:00'] }],
      enabled: true,
      times: ['09:00', '20:00'],
      aiTone: 'professionale',
      aiContext: null,
      weeklyDigest: true,
    });
    await ctx.db
      .update(users)
      .set({ subscriptionStatus: 'inactive', trialExpiresAt: new Date('2020-01-01') })
      .where(eq(users.email, person.email));
    const refused = await call(
      ctx.app,
      'POST',
      '/api/notification-settings',
      {
        enabled: true,
        selectedBoxes: [person.box.id],
        times: ['09:00'],
        aiTone: 'diretto',
        notificationMethod: 'browser',
      },
      { token: person.token, language: 'it' },
    );
    expect(refused.status).toBe(403);
    expect(refused.json(errorBody).error.code).toBe('pro_feature');
  });

  it("refuse more than 3 boxes or times, a time off the quarter hour, no box, and another person's box", async () => {
    const { token } = await registerUser(ctx.app);
    const stranger = await personIn('Europe/Rome', 'it', ['09:00']);
    const tracking = trackingClient(ctx.app, token);
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push((await tracking.createBox({ name })).id);
    const base = {
      enabled: true,
      selectedBoxes: [ids[0]],
      times: ['09:00'],
      aiTone: 'motivante',
      notificationMethod: 'browser',
    };
    const attempt = (body: Record<string, unknown>) =>
      call(ctx.app, 'POST', '/api/notification-settings', { ...base, ...body }, { token, language: 'it' });
    const tooMany = await attempt({ selectedBoxes: ids });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json(errorBody).error.message).toContain('Puoi selezionare massimo 3 box per le notifiche smart');
    expect((await attempt({ times: ['09:00', '10:00', '11:00', '12:00'] })).status).toBe(400);
    expect((await attempt({ times: ['09:10'] })).status).toBe(400);
    expect((await attempt({ selectedBoxes: [] })).status).toBe(400);
    expect((await attempt({ selectedBoxes: [stranger.box.id] })).status).toBe(404);
    expect((await attempt({ times: ['21:45', '07:15'] })).status).toBe(200);
  });
});

describe('the record of sent notifications', () => {
  it('is kept two weeks, past any catch-up window, then cleaned up', async () => {
    const sentBefore = await ctx.db.execute(sql`select count(*)::int as n from sent_notifications`);
    clock.advance(15 * 24 * 3600_000);
    const { removed } = await ctx.app.services.notifications.pruneSent();
    // The reminders of the first test were claimed in March; the clock is now past mid-April.
    expect(removed).toBeGreaterThan(0);
    expect(removed).toBeLessThanOrEqual((sentBefore.rows[0] as { n: number }).n);
  });
});
