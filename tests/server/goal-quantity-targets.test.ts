import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalCardListSchema, goalSchema } from '../../src/shared/schemas/goals.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/** Targets counted in a unit ("30 km a week"): the quantities logged, not the events, in every place a goal shows. */
let ctx: TestContext;
beforeAll(async () => {
  // Thursday 22 October 2026, 12:00 in Rome.
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-10-22T10:00:00Z')) });
});
afterAll(() => ctx.close());

async function runner() {
  const { token } = await registerUser(ctx.app);
  await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token });
  const api = trackingClient(ctx.app, token);
  const run = await api.createBox({ name: 'Corsa', trackingMode: 'descriptive', unit: 'km' });
  const walk = await api.createBox({ name: 'Camminata', trackingMode: 'descriptive', unit: 'km' });
  const water = await api.createBox({ name: 'Acqua' });
  const log = (boxId: number, quantity: number, eventDate: string) =>
    api.logEvent(boxId, { description: 'uscita', quantity, eventDate });
  return { api, run, walk, water, log };
}

const thirtyKmAWeek = { direction: 'atLeast', count: 30, period: 'week', measure: 'quantity' } as const;

describe('a target in the boxes’ unit', () => {
  it('adds up the kilometres of this week and the weeks before, on the goal and on the cards', async () => {
    const { api, run, walk, log } = await runner();
    // Last week: 20 + 15 km (met); this week: 12 km run and 7 km walked, in three events.
    await log(run.id, 20, '2026-10-13T06:00:00Z');
    await log(walk.id, 15, '2026-10-17T06:00:00Z');
    await log(run.id, 12, '2026-10-19T06:00:00Z');
    await log(walk.id, 4, '2026-10-20T06:00:00Z');
    await log(walk.id, 3, '2026-10-22T06:00:00Z');
    const created = await api.post('/api/goals', {
      name: '30 km a settimana',
      boxIds: [run.id, walk.id],
      startDate: '2026-10-12',
      target: thirtyKmAWeek,
    });
    expect(created.status).toBe(201);
    const goal = created.json(goalSchema);
    expect(goal.target).toEqual(thirtyKmAWeek);
    expect(goal.progress).toMatchObject({
      period: { start: '2026-10-19', end: '2026-10-25', count: 19, met: false },
      left: 11,
    });
    expect(goal.progress?.history.map(({ start, count, met }) => [start, count, met])).toEqual([
      ['2026-10-12', 35, true],
    ]);
    const [card] = (await api.get('/api/goals/cards')).json(goalCardListSchema);
    expect(card).toMatchObject({ goalId: goal.id, count: 19 });
    // The same goal counting times: five events, three of them this week.
    const times = await api.post('/api/goals', {
      name: '3 uscite a settimana',
      boxIds: [run.id, walk.id],
      startDate: '2026-10-12',
      target: { direction: 'atLeast', count: 3, period: 'week' },
    });
    expect(times.json(goalSchema).progress?.period).toMatchObject({ count: 3, met: true });
  });

  it('is refused, in the person’s language and with nothing saved, over boxes without one shared unit', async () => {
    const { api, run, water } = await runner();
    const mixed = { name: 'Misto', boxIds: [run.id, water.id], startDate: '2026-10-12', target: thirtyKmAWeek };
    const refused = await api.post('/api/goals', mixed);
    expect([refused.status, refused.json(errorBody).error.message]).toEqual([
      400,
      "Per contare una quantità, i box dell'obiettivo devono avere la stessa unità",
    ]);
    const inEnglish = await call(ctx.app, 'POST', '/api/goals', mixed, { token: api.token, language: 'en' });
    expect(inEnglish.json(errorBody).error.message).toBe(
      "To count a quantity, the goal's boxes must share the same unit",
    );
    expect((await api.get('/api/goals')).json(goalSchema.array())).toEqual([]);

    const kept = (await api.post('/api/goals', { ...mixed, boxIds: [run.id], name: 'Corsa' })).json(goalSchema);
    const widened = await api.patch(`/api/goals/${kept.id}`, { boxIds: [run.id, water.id] });
    expect([widened.status, widened.json(errorBody).error.message]).toEqual([
      400,
      refused.json(errorBody).error.message,
    ]);
    expect((await api.get('/api/goals')).json(goalSchema.array())[0]?.boxIds).toEqual([String(run.id)]);
  });
});
