import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_MS } from '../../src/shared/days.js';
import { successMessageSchema } from '../../src/shared/schemas/common.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { trashedBoxSchema, trashedEventSchema } from '../../src/shared/schemas/trash.js';
import { createTestApp, errorBody, type TestContext } from '../support/test-app.js';
import { newTrackingUser } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const newUser = () => newTrackingUser(ctx.app);
const trashedBoxes = z.array(trashedBoxSchema);
const trashedEvents = z.array(trashedEventSchema);

describe('the trash', () => {
  it('takes a box with its events and gives them back together', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    await api.logEvent(box.id, { description: 'uno' });
    await api.logEvent(box.id, { description: 'due' });
    await api.delete(`/api/boxes/${box.id}`);
    const trashed = await api.get('/api/trash/boxes');
    expect(trashed.json(trashedBoxes)).toMatchObject([
      { id: box.id, name: 'Film', eventCount: 2, deletedAt: expect.any(String) },
    ]);

    const restored = await api.post(`/api/trash/boxes/${box.id}/restore`);
    expect(restored.json(successMessageSchema)).toEqual({ success: true, message: 'Box ripristinato ✅' });
    expect((await api.get('/api/trash/boxes')).json(trashedBoxes)).toEqual([]);
    expect((await api.get(`/api/boxes/${box.id}/events`)).json(eventPageSchema).events).toHaveLength(2);
  });

  it('restores an event, unless its box is in the trash too', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    const event = await api.logEvent(box.id, { description: 'Dune #sci-fi' });
    await api.delete(`/api/events/${event.id}`);
    await api.delete(`/api/boxes/${box.id}`);
    const listed = await api.get('/api/trash/events');
    expect(listed.json(trashedEvents)).toMatchObject([
      { id: event.id, description: 'Dune #sci-fi', hashtags: ['sci-fi'], boxInTrash: true },
    ]);

    const refused = await api.post(`/api/trash/events/${event.id}/restore`);
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([409, 'box_in_trash']);
    await api.post(`/api/trash/boxes/${box.id}/restore`);
    const restored = await api.post(`/api/trash/events/${event.id}/restore`);
    expect(restored.json(successMessageSchema).message).toBe('Evento ripristinato ✅');
    expect((await api.get(`/api/boxes/${box.id}/events`)).json(eventPageSchema).events).toHaveLength(1);
  });

  it('restores a box only when the plan has room for it', async () => {
    const api = await newUser();
    ctx.clock.advance(8 * DAY_MS);
    const ids = [];
    for (const name of ['A', 'B', 'C']) ids.push((await api.createBox({ name })).id);
    await api.delete(`/api/boxes/${ids[0]}`);
    await api.createBox({ name: 'D' });
    const refused = await api.post(`/api/trash/boxes/${ids[0]}/restore`);
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([403, 'box_limit']);
    expect((await api.get('/api/trash/boxes')).json(trashedBoxes)).toHaveLength(1);
  });

  it('deletes for good, only what is in the trash', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Acqua' });
    const event = await api.logEvent(box.id);
    expect((await api.delete(`/api/trash/events/${event.id}`)).status).toBe(404);
    await api.delete(`/api/events/${event.id}`);
    expect((await api.delete(`/api/trash/events/${event.id}`)).json(successMessageSchema).message).toBe(
      'Evento eliminato definitivamente',
    );
    await api.delete(`/api/boxes/${box.id}`);
    expect((await api.delete(`/api/trash/boxes/${box.id}`)).json(successMessageSchema).message).toBe(
      'Box eliminato definitivamente',
    );
    expect((await api.get('/api/trash/boxes')).json(trashedBoxes)).toEqual([]);
    expect((await api.post(`/api/trash/boxes/${box.id}/restore`)).status).toBe(404);
  });

  it('is emptied of what has been there for 30 days by the scheduled purge', async () => {
    const api = await newUser();
    const old = await api.createBox({ name: 'Vecchio' });
    await api.logEvent(old.id);
    const recent = await api.createBox({ name: 'Recente' });
    const oldEvent = await api.logEvent(recent.id);
    await api.delete(`/api/boxes/${old.id}`);
    await api.delete(`/api/events/${oldEvent.id}`);
    ctx.clock.advance(20 * DAY_MS);
    const recentEvent = await api.logEvent(recent.id);
    await api.delete(`/api/events/${recentEvent.id}`);
    ctx.clock.advance(10 * DAY_MS + 1000);

    const purged = await ctx.app.services.trash.purgeExpired();
    expect(purged.boxes).toBeGreaterThanOrEqual(1);
    expect((await api.get('/api/trash/boxes')).json(trashedBoxes)).toEqual([]);
    expect((await api.get('/api/trash/events')).json(trashedEvents).map((e) => e.id)).toEqual([recentEvent.id]);
    const { rows } = await ctx.db.$client.query('SELECT count(*)::int AS n FROM events WHERE box_id = $1', [old.id]);
    expect(rows[0].n).toBe(0);
  });
});
