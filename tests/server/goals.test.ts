import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_MS } from '../../src/shared/days.js';
import { successMessageSchema } from '../../src/shared/schemas/common.js';
import { eventWithBoxSchema } from '../../src/shared/schemas/events.js';
import { goalProgressSchema, goalSchema } from '../../src/shared/schemas/goals.js';
import { createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => ctx.close());

const goalList = z.array(goalSchema);

async function proUser() {
  const { token } = await registerUser(ctx.app);
  return trackingClient(ctx.app, token);
}

describe('goals', () => {
  it('counts the events of its boxes from its start to its end', async () => {
    const api = await proUser();
    const run = await api.createBox({ name: 'Corsa' });
    const swim = await api.createBox({ name: 'Nuoto' });
    const other = await api.createBox({ name: 'Altro' });
    for (const date of [
      '2026-05-31T10:00:00Z',
      '2026-06-01T10:00:00Z',
      '2026-06-05T10:00:00Z',
      '2026-06-20T10:00:00Z',
    ]) {
      await api.logEvent(run.id, { eventDate: date });
    }
    await api.logEvent(swim.id, { eventDate: '2026-06-02T10:00:00Z' });
    await api.logEvent(other.id, { eventDate: '2026-06-02T10:00:00Z' });

    const created = await api.post('/api/goals', {
      name: 'Sport a giugno',
      boxIds: [run.id, swim.id],
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    expect(created.status).toBe(201);
    const goal = created.json(goalSchema);
    expect(goal).toMatchObject({
      name: 'Sport a giugno',
      boxIds: [String(run.id), String(swim.id)],
      isActive: true,
    });

    const progress = await api.get(`/api/goals/${goal.id}/progress`);
    // The 20 June run is a reminder until that day comes.
    expect(progress.json(goalProgressSchema)).toEqual({ currentCount: 3, periodStart: goal.startDate });
    expect(goal.currentCount).toBe(3);
    const listed = async () => (await api.get('/api/goals')).json(goalList).map((each) => each.currentCount);
    expect(await listed()).toEqual([3]);
    ctx.clock.advance(6 * DAY_MS);
    expect((await api.get(`/api/goals/${goal.id}/progress`)).json(goalProgressSchema).currentCount).toBe(4);
    expect(await listed()).toEqual([4]);
    ctx.clock.advance(-6 * DAY_MS);

    const events = await api.get(`/api/goals/${goal.id}/events?from=2026-06-02&to=2026-06-10`);
    expect(events.json(z.array(eventWithBoxSchema)).map((e) => e.box.name)).toEqual(['Corsa', 'Nuoto']);
  });

  it('completes and reactivates, edits and deletes', async () => {
    const api = await proUser();
    const box = await api.createBox({ name: 'Libri' });
    const goal = (await api.post('/api/goals', { name: 'Leggere', boxIds: [box.id], startDate: '2026-06-01' })).json(
      goalSchema,
    );
    expect((await api.patch(`/api/goals/${goal.id}`, { isActive: false })).json(goalSchema).isActive).toBe(false);
    expect((await api.patch(`/api/goals/${goal.id}`, { isActive: true })).json(goalSchema).isActive).toBe(true);
    const edited = await api.patch(`/api/goals/${goal.id}`, { name: 'Leggere di più', endDate: '2026-12-31' });
    expect(edited.json(goalSchema)).toMatchObject({ name: 'Leggere di più', isActive: true });
    const backwards = await api.patch(`/api/goals/${goal.id}`, { endDate: '2026-05-01' });
    expect(backwards.json(errorBody).error.message).toBe('La data di fine non può essere prima della data di inizio');
    expect((await api.delete(`/api/goals/${goal.id}`)).json(successMessageSchema).message).toBe('Obiettivo eliminato');
    expect((await api.get('/api/goals')).json(goalList)).toEqual([]);
  });

  it('needs a name, at least one own box and a start date', async () => {
    const api = await proUser();
    const box = await api.createBox({ name: 'Libri' });
    for (const body of [
      { name: '', boxIds: [box.id], startDate: '2026-06-01' },
      { name: 'Senza box', boxIds: [], startDate: '2026-06-01' },
    ]) {
      const refused = await api.post('/api/goals', body);
      expect([refused.status, refused.json(errorBody).error.message]).toEqual([
        400,
        'Inserisci un nome e seleziona almeno un box',
      ]);
    }
    const noStart = await api.post('/api/goals', { name: 'x', boxIds: [box.id] });
    expect(noStart.json(errorBody).error.message).toBe('La data di inizio è obbligatoria');
    const backwards = await api.post('/api/goals', {
      name: 'x',
      boxIds: [box.id],
      startDate: '2026-06-10',
      endDate: '2026-06-01',
    });
    expect(backwards.json(errorBody).error.message).toBe('La data di fine non può essere prima della data di inizio');
    expect((await api.get('/api/goals')).json(goalList)).toEqual([]);
  });

  it('are a Pro feature: Free users get "Funzionalità Pro"', async () => {
    const api = await proUser();
    const box = await api.createBox({ name: 'Libri' });
    const goal = (await api.post('/api/goals', { name: 'Leggere', boxIds: [box.id], startDate: '2026-06-01' })).json(
      goalSchema,
    );
    ctx.clock.advance(8 * DAY_MS);
    for (const response of [
      await api.get('/api/goals'),
      await api.post('/api/goals', { name: 'x', boxIds: [box.id], startDate: '2026-06-01' }),
      await api.get(`/api/goals/${goal.id}/progress`),
    ]) {
      expect([response.status, response.json(errorBody).error.code]).toEqual([403, 'pro_feature']);
    }
    ctx.clock.advance(-8 * DAY_MS);
  });
});
