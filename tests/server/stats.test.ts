import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOUR_MS } from '../../src/shared/days.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { statsSchema } from '../../src/shared/schemas/stats.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  // 2026-06-15 12:00 in Rome.
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => ctx.close());

async function romanUser() {
  const { token } = await registerUser(ctx.app);
  await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token });
  return trackingClient(ctx.app, token);
}

describe('GET /api/stats', () => {
  it('adds up, for one box with a unit, its quantities in that unit, in total and per day', async () => {
    const api = await romanUser();
    const run = await api.createBox({ name: 'Corsa', trackingMode: 'descriptive', unit: 'km' });
    const swim = await api.createBox({ name: 'Nuoto', trackingMode: 'descriptive' });
    for (const [day, quantity] of [
      ['2026-06-01', 5],
      ['2026-06-03', 12],
      ['2026-06-03', 4],
      ['2026-06-11', 30],
    ] as const) {
      await api.logEvent(run.id, { description: 'Corsa', quantity, eventDate: `${day}T06:00:00Z` });
      await api.logEvent(swim.id, { description: 'Vasche', quantity, eventDate: `${day}T06:00:00Z` });
    }
    const range = 'startDate=2026-06-01&endDate=2026-06-10';
    const ran = (await api.get(`/api/stats?${range}&boxId=${run.id}`)).json(statsSchema);
    expect([ran.totalEvents, ran.quantity]).toEqual([3, { unit: 'km', total: 21, averagePerDay: 2.1 }]);
    // A box without a unit, and every box at once, have no one unit to add up in.
    expect((await api.get(`/api/stats?${range}&boxId=${swim.id}`)).json(statsSchema).quantity).toBeNull();
    expect((await api.get(`/api/stats?${range}`)).json(statsSchema).quantity).toBeNull();
  });

  it('sums a range: total, average per day, most and least active, distribution and days', async () => {
    const api = await romanUser();
    const water = await api.createBox({ name: 'Acqua', emoji: '💧' });
    const run = await api.createBox({ name: 'Corsa' });
    const books = await api.createBox({ name: 'Libri' });
    for (const day of ['2026-06-01', '2026-06-01', '2026-06-02', '2026-06-10']) {
      await api.logEvent(water.id, { eventDate: `${day}T08:00:00Z` });
    }
    await api.logEvent(run.id, { eventDate: '2026-06-02T18:00:00Z' });
    await api.logEvent(run.id, { eventDate: '2026-06-09T18:00:00Z' });
    await api.logEvent(books.id, { eventDate: '2026-05-31T18:00:00Z' });

    const { status, json } = await api.get('/api/stats?startDate=2026-06-01&endDate=2026-06-10');
    expect(status).toBe(200);
    const body = json(statsSchema);
    expect(body).toMatchObject({
      startDate: '2026-06-01',
      endDate: '2026-06-10',
      days: 10,
      totalEvents: 6,
      averagePerDay: 0.6,
    });
    expect(body.mostActiveBox).toEqual({
      id: water.id,
      name: 'Acqua',
      emoji: '💧',
      color: '#317873',
      unit: null,
      count: 4,
    });
    expect(body.leastActiveBox).toMatchObject({ id: run.id, count: 2 });
    expect(body.distribution.map((d) => [d.name, d.percentage])).toEqual([
      ['Acqua', 66.7],
      ['Corsa', 33.3],
    ]);
    expect(body.perDay).toHaveLength(10);
    expect(body.perDay.slice(0, 2)).toEqual([
      { date: '2026-06-01', count: 2 },
      { date: '2026-06-02', count: 2 },
    ]);

    const focus = await api.get(`/api/stats?startDate=2026-06-01&endDate=2026-06-10&boxId=${run.id}`);
    expect(focus.json(statsSchema)).toMatchObject({ totalEvents: 2, mostActiveBox: { id: run.id } });
  });

  it('defaults to the last 30 days and never divides by less than one day', async () => {
    const api = await romanUser();
    const box = await api.createBox({ name: 'Acqua' });
    await api.logEvent(box.id, { eventDate: '2026-05-17T08:00:00Z' });
    await api.logEvent(box.id, { eventDate: '2026-05-16T08:00:00Z' });
    const body = (await api.get('/api/stats')).json(statsSchema);
    expect(body).toMatchObject({ startDate: '2026-05-17', endDate: '2026-06-15', days: 30, totalEvents: 1 });
    expect(body.averagePerDay).toBe(0.03);
    const tooLong = await api.get('/api/stats?startDate=2000-01-01&endDate=2026-01-01');
    expect([tooLong.status, tooLong.json(errorBody).error.message]).toEqual([
      400,
      'Scegli un periodo di al massimo 10 anni',
    ]);
    const empty = await api.get('/api/stats?startDate=2020-01-01&endDate=2020-01-01');
    expect(empty.json(statsSchema)).toMatchObject({
      totalEvents: 0,
      averagePerDay: 0,
      mostActiveBox: null,
      distribution: [],
    });
  });

  it('puts an event on the day it happened where the user lives', async () => {
    const api = await romanUser();
    const box = await api.createBox({ name: 'Acqua' });
    await api.logEvent(box.id, { eventDate: '2026-06-10T22:30:00Z' }); // 00:30 on 11 June in Rome
    const body = (await api.get('/api/stats?startDate=2026-06-10&endDate=2026-06-11')).json(statsSchema);
    expect(body.perDay).toEqual([
      { date: '2026-06-10', count: 0 },
      { date: '2026-06-11', count: 1 },
    ]);
  });

  it('moves events to their new local day when the user changes time zone', async () => {
    const { token } = await registerUser(ctx.app);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token });
    const api = trackingClient(ctx.app, token);
    const box = await api.createBox({ name: 'Acqua' });
    await api.logEvent(box.id, { eventDate: '2026-06-10T22:30:00Z' });
    await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'America/New_York' }, { token });
    const body = (await api.get('/api/stats?startDate=2026-06-10&endDate=2026-06-11')).json(statsSchema);
    expect(body.perDay).toEqual([
      { date: '2026-06-10', count: 1 },
      { date: '2026-06-11', count: 0 },
    ]);
  });

  it('counts a reminder only once its time has come', async () => {
    const api = await romanUser();
    const box = await api.createBox({ name: 'Dentista', trackingMode: 'descriptive' });
    await api.logEvent(box.id, { description: 'oggi più tardi', eventDate: '2026-06-15T16:00:00Z' });
    await api.logEvent(box.id, { description: 'domani', eventDate: '2026-06-16T09:00:00Z' });
    await api.logEvent(box.id, { description: 'stamattina', eventDate: '2026-06-15T06:00:00Z' });
    const now = await api.get('/api/stats?startDate=2026-06-15&endDate=2026-06-16');
    expect(now.json(statsSchema).totalEvents).toBe(1);
    ctx.clock.advance(7 * HOUR_MS); // 19:00 in Rome: the afternoon reminder has come
    const evening = await api.get('/api/stats?startDate=2026-06-15&endDate=2026-06-16');
    expect(evening.json(statsSchema).totalEvents).toBe(2);
    ctx.clock.advance(-7 * HOUR_MS);
  });

  it("gives each box today's count in the box list, reminders later today only once reached", async () => {
    const api = await romanUser();
    const water = await api.createBox({ name: 'Acqua' });
    const dentist = await api.createBox({ name: 'Dentista', trackingMode: 'descriptive' });
    await api.logEvent(water.id, { eventDate: '2026-06-14T21:30:00Z' }); // 23:30 yesterday in Rome
    await api.logEvent(water.id, { eventDate: '2026-06-14T22:30:00Z' }); // 00:30 today in Rome
    await api.logEvent(water.id);
    await api.logEvent(dentist.id, { description: 'controllo', eventDate: '2026-06-15T16:00:00Z' });
    const counts = async () =>
      Object.fromEntries(
        (await api.get('/api/boxes')).json(z.array(boxSchema)).map((box) => [box.name, box.todayCount]),
      );
    expect(await counts()).toEqual({ Acqua: 2, Dentista: 0 });
    ctx.clock.advance(7 * HOUR_MS);
    expect(await counts()).toEqual({ Acqua: 2, Dentista: 1 });
    ctx.clock.advance(-7 * HOUR_MS);
  });

  it('leaves out trashed events and trashed boxes, and counts restored ones again', async () => {
    const api = await romanUser();
    const a = await api.createBox({ name: 'A' });
    const b = await api.createBox({ name: 'B' });
    const event = await api.logEvent(a.id, { eventDate: '2026-06-01T08:00:00Z' });
    await api.logEvent(a.id, { eventDate: '2026-06-01T09:00:00Z' });
    await api.logEvent(b.id, { eventDate: '2026-06-01T08:00:00Z' });
    const total = async () =>
      (await api.get('/api/stats?startDate=2026-06-01&endDate=2026-06-01')).json(statsSchema).totalEvents;
    expect(await total()).toBe(3);
    await api.delete(`/api/events/${event.id}`);
    expect(await total()).toBe(2);
    await api.delete(`/api/boxes/${b.id}`);
    expect(await total()).toBe(1);
    await api.post(`/api/trash/events/${event.id}/restore`);
    await api.post(`/api/trash/boxes/${b.id}/restore`);
    expect(await total()).toBe(3);
  });
});
