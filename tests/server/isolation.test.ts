import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * Every tracking route, called by a second user with the first user's ids, answers 404 and changes nothing;
 * the lists of the second user never show the first user's rows.
 */
let ctx: TestContext;
let owner: ReturnType<typeof trackingClient>;
let intruder: ReturnType<typeof trackingClient>;
const ids = { box: 0, event: 0, goal: 0, trashedBox: 0, trashedEvent: 0, intruderBox: 0, intruderGoal: 0 };

async function ownerSnapshot() {
  return Promise.all(
    [
      '/api/boxes',
      `/api/boxes/${ids.box}/events`,
      '/api/goals',
      `/api/goals/${ids.goal}/progress`,
      '/api/trash/boxes',
      '/api/trash/events',
      '/api/events/search',
    ].map(async (url) => (await owner.get(url)).body),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = trackingClient(ctx.app, (await registerUser(ctx.app)).token);
  intruder = trackingClient(ctx.app, (await registerUser(ctx.app)).token);
  const box = await owner.createBox({ name: 'Privato', trackingMode: 'descriptive' });
  ids.box = box.id;
  ids.event = (await owner.logEvent(box.id, { description: 'diario segreto #privato' })).id;
  ids.goal = (await owner.post('/api/goals', { name: 'Mio', boxIds: [box.id], startDate: '2026-01-01' })).body.id;
  const trashedBox = await owner.createBox({ name: 'Cestinato' });
  ids.trashedBox = trashedBox.id;
  await owner.delete(`/api/boxes/${trashedBox.id}`);
  ids.trashedEvent = (await owner.logEvent(box.id, { description: 'cestinato' })).id;
  await owner.delete(`/api/events/${ids.trashedEvent}`);
  ids.intruderBox = (await intruder.createBox({ name: 'Mio' })).id;
  ids.intruderGoal = (
    await intruder.post('/api/goals', { name: 'Mio', boxIds: [ids.intruderBox], startDate: '2026-01-01' })
  ).body.id;
});
afterAll(() => ctx.close());

const attempts: [string, (api: ReturnType<typeof trackingClient>) => ReturnType<typeof owner.get>][] = [
  ['PUT /api/boxes/:id', (api) => api.put(`/api/boxes/${ids.box}`, { name: 'preso' })],
  ['DELETE /api/boxes/:id', (api) => api.delete(`/api/boxes/${ids.box}`)],
  ['PATCH /api/boxes/:id/star', (api) => api.patch(`/api/boxes/${ids.box}/star`)],
  ['GET /api/boxes/:id/events', (api) => api.get(`/api/boxes/${ids.box}/events`)],
  ['POST /api/events/boxes/:id/events', (api) => api.post(`/api/events/boxes/${ids.box}/events`, { description: 'x' })],
  ['PUT /api/events/:id', (api) => api.put(`/api/events/${ids.event}`, { description: 'preso' })],
  ['DELETE /api/events/:id', (api) => api.delete(`/api/events/${ids.event}`)],
  ['GET /api/events/search?boxId', (api) => api.get(`/api/events/search?boxId=${ids.box}`)],
  ['GET /api/events/search?boxIds', (api) => api.get(`/api/events/search?boxIds=${ids.intruderBox},${ids.box}`)],
  ['GET /api/events/export.csv?boxIds', (api) => api.get(`/api/events/export.csv?boxIds=${ids.box}`)],
  ['GET /api/stats?boxId', (api) => api.get(`/api/stats?boxId=${ids.box}`)],
  ['PATCH /api/goals/:id', (api) => api.patch(`/api/goals/${ids.goal}`, { name: 'preso' })],
  ['DELETE /api/goals/:id', (api) => api.delete(`/api/goals/${ids.goal}`)],
  ['GET /api/goals/:id/progress', (api) => api.get(`/api/goals/${ids.goal}/progress`)],
  ['GET /api/goals/:id/events', (api) => api.get(`/api/goals/${ids.goal}/events`)],
  [
    'POST /api/goals with their box',
    (api) => api.post('/api/goals', { name: 'x', boxIds: [ids.box], startDate: '2026-01-01' }),
  ],
  ['PATCH /api/goals/:own with their box', (api) => api.patch(`/api/goals/${ids.intruderGoal}`, { boxIds: [ids.box] })],
  ['POST /api/trash/boxes/:id/restore', (api) => api.post(`/api/trash/boxes/${ids.trashedBox}/restore`)],
  ['POST /api/trash/events/:id/restore', (api) => api.post(`/api/trash/events/${ids.trashedEvent}/restore`)],
  ['DELETE /api/trash/boxes/:id', (api) => api.delete(`/api/trash/boxes/${ids.trashedBox}`)],
  ['DELETE /api/trash/events/:id', (api) => api.delete(`/api/trash/events/${ids.trashedEvent}`)],
];

describe("another user's data", () => {
  it.each(attempts)('%s answers 404 and changes nothing', async (_route, attempt) => {
    const before = await ownerSnapshot();
    const { status, body } = await attempt(intruder);
    expect([status, body.error?.code]).toEqual([404, 'not_found']);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('never appears in the lists of someone else', async () => {
    expect((await intruder.get('/api/boxes')).body.map((b: { id: number }) => b.id)).toEqual([ids.intruderBox]);
    expect((await intruder.get('/api/goals')).body.map((g: { id: number }) => g.id)).toEqual([ids.intruderGoal]);
    expect((await intruder.get('/api/trash/boxes')).body).toEqual([]);
    expect((await intruder.get('/api/trash/events')).body).toEqual([]);
    expect((await intruder.get('/api/events/search?q=segreto')).body.events).toEqual([]);
    expect((await intruder.get('/api/events/search?tag=privato')).body.events).toEqual([]);
    expect((await intruder.get('/api/stats?startDate=2026-01-01&endDate=2026-12-31')).body.totalEvents).toBe(0);
    expect((await intruder.get('/api/events/export.csv')).status).toBe(404);
  });
});
