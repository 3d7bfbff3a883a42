import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { call, createTestApp, errorBody, registerUser, type TestContext, uniqueEmail } from '../support/test-app.js';
import { newTrackingUser } from '../support/tracking.js';

/** Input a person can send by mistake (or on purpose) that once made the server fail: each answer is a 4xx. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('signing up', () => {
  it('gives a second person with the same name before the @ a username of their own', async () => {
    const local = `same${randomUUID().slice(0, 6)}`;
    const first = await call(ctx.app, 'POST', '/api/auth/register', { email: `${local}@a.test`, password: 'secret1' });
    const second = await call(ctx.app, 'POST', '/api/auth/register', { email: `${local}@b.test`, password: 'secret1' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const name = async (token: string) =>
      (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema);
    const [a, b] = [
      await name(first.json(tokenResponseSchema).token),
      await name(second.json(tokenResponseSchema).token),
    ];
    expect(a.username).toBe(local);
    expect(b.username).toMatch(new RegExp(`^${local}\\d+$`));
  });

  it('says a username chosen by someone else is taken, and creates nothing', async () => {
    const username = `taken${randomUUID().slice(0, 6)}`;
    await call(ctx.app, 'POST', '/api/auth/register', { email: uniqueEmail(), password: 'secret1', username });
    const email = uniqueEmail();
    const again = await call(ctx.app, 'POST', '/api/auth/register', { email, password: 'secret1', username });
    expect([again.status, again.json(errorBody).error.code, again.json(errorBody).error.message]).toEqual([
      409,
      'username_taken',
      'Questo nome utente è già in uso',
    ]);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'secret1' })).status).toBe(401);
  });
});

describe('dates', () => {
  it('refuses an event in year 0, year 275760 or before 1900, and keeps the box readable', async () => {
    const api = await newTrackingUser(ctx.app);
    const box = await api.createBox({ name: 'Diario', trackingMode: 'descriptive' });
    for (const eventDate of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '1899-12-31T23:00:00Z']) {
      const refused = await api.post(`/api/events/boxes/${box.id}/events`, { description: 'x', eventDate });
      expect([eventDate, refused.status, refused.json(errorBody).error.message]).toEqual([
        eventDate,
        400,
        'Data non valida',
      ]);
    }
    const kept = await api.logEvent(box.id, { description: 'nel 1900', eventDate: '1900-01-02T00:00:00Z' });
    expect((await api.get(`/api/boxes/${box.id}/events`)).json(eventPageSchema).events).toHaveLength(1);
    expect((await api.delete(`/api/events/${kept.id}`)).status).toBe(200);
  });

  it('refuses days that are not on the calendar, the same way everywhere', async () => {
    const api = await newTrackingUser(ctx.app);
    for (const url of [
      '/api/stats?startDate=2023-02-29',
      '/api/stats?endDate=2024-02-30',
      '/api/events/search?startDate=2023-02-29',
      '/api/events/search?endDate=0000-01-01',
      '/api/events/export.csv?startDate=2026-13-01',
    ]) {
      const { status, json } = await api.get(url);
      expect([url, status, json(errorBody).error.message]).toEqual([url, 400, 'Data non valida']);
    }
    const goal = await api.post('/api/goals', { name: 'x', boxIds: [1], startDate: '2023-02-29' });
    expect(goal.status).toBe(400);
  });

  it('refuses a search cursor that holds a date no one can mean', async () => {
    const api = await newTrackingUser(ctx.app);
    for (const date of ['0000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']) {
      const cursor = Buffer.from(`${date}|5`).toString('base64url');
      const { status, json } = await api.get(`/api/events/search?q=a&cursor=${cursor}`);
      expect([status, json(errorBody).error.code]).toEqual([400, 'validation']);
    }
  });
});

describe('text with a NUL character', () => {
  it('is refused in every field that stores text, and in search', async () => {
    const api = await newTrackingUser(ctx.app);
    const box = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    const event = await api.logEvent(box.id, { description: 'Dune' });
    const nul = 'a\u0000b';
    const attempts: [string, () => ReturnType<typeof api.get>][] = [
      ['box name', () => api.post('/api/boxes', { name: nul })],
      ['box category', () => api.put(`/api/boxes/${box.id}`, { category: nul })],
      ['event description', () => api.post(`/api/events/boxes/${box.id}/events`, { description: nul })],
      ['event notes', () => api.post(`/api/events/boxes/${box.id}/events`, { description: 'x', notes: nul })],
      ['rename', () => api.put(`/api/events/${event.id}`, { description: nul })],
      ['profile', () => api.put('/api/user/profile', { bio: nul })],
      ['goal name', () => api.post('/api/goals', { name: nul, boxIds: [box.id], startDate: '2026-01-01' })],
      ['search q', () => api.get('/api/events/search?q=%00')],
      ['search tag', () => api.get('/api/events/search?tag=%00')],
      ['contact', () => api.post('/api/contact', { email: 'a@b.it', title: nul, description: 'x' })],
    ];
    for (const [field, attempt] of attempts) {
      const { status, json } = await attempt();
      expect([field, status, json(errorBody).error.message]).toEqual([
        field,
        400,
        'Il testo contiene un carattere non ammesso',
      ]);
    }
    const signUp = await call(ctx.app, 'POST', '/api/auth/register', {
      email: uniqueEmail(),
      password: 'secret1',
      firstName: nul,
    });
    expect(signUp.status).toBe(400);
  });
});

describe('the profile and the time zone', () => {
  it('answers an empty profile update with "nothing to save", changing nothing', async () => {
    const { token } = await registerUser(ctx.app);
    const { status, json } = await call(ctx.app, 'PUT', '/api/user/profile', {}, { token });
    expect([status, json(errorBody).error.message]).toEqual([400, 'Nessuna modifica da salvare']);
  });

  it('refuses a zone the browser knows but PostgreSQL does not, and saves nothing', async () => {
    const { token } = await registerUser(ctx.app);
    const refused = await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'US/Pacific-New' }, { token });
    expect([refused.status, refused.json(errorBody).error.message]).toEqual([400, 'Fuso orario non valido']);
    const api = await newTrackingUser(ctx.app);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).timeZone).toBe(
      'Europe/Rome',
    );
    const box = await api.createBox({ name: 'Acqua' });
    expect((await api.post(`/api/events/boxes/${box.id}/events`, {})).status).toBe(201);
  });
});

describe('ids', () => {
  it('answers 404 for a well-formed id too large for its column, and 400 for one that is not an id', async () => {
    const api = await newTrackingUser(ctx.app);
    for (const id of [2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      for (const url of [`/api/boxes/${id}`, `/api/goals/${id}`, `/api/trash/boxes/${id}`]) {
        const { status } = await api.delete(url);
        expect([url, status]).toEqual([url, 404]);
      }
      expect((await api.get(`/api/events/search?boxIds=${id}`)).status).toBe(404);
      expect((await api.delete(`/api/events/${id}`)).status).toBe(404);
    }
    for (const id of ['abc', '-1', '1.5', '9007199254740993']) {
      expect((await api.delete(`/api/boxes/${id}`)).status).toBe(400);
    }
  });
});

describe('an idempotency key', () => {
  it('belongs to one request: reused with another box or body it is refused with 422', async () => {
    const api = await newTrackingUser(ctx.app);
    const water = await api.createBox({ name: 'Acqua' });
    const coffee = await api.createBox({ name: 'Caffè' });
    const films = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    const key = randomUUID();
    const first = await api.logEvent(water.id, {}, { 'idempotency-key': key });
    const otherBox = await call(
      ctx.app,
      'POST',
      `/api/events/boxes/${coffee.id}/events`,
      {},
      { token: api.token, headers: { 'idempotency-key': key } },
    );
    expect([otherBox.status, otherBox.json(errorBody).error.code]).toEqual([422, 'idempotency_mismatch']);
    const filmKey = randomUUID();
    await api.logEvent(films.id, { description: 'Dune' }, { 'idempotency-key': filmKey });
    const otherBody = await call(
      ctx.app,
      'POST',
      `/api/events/boxes/${films.id}/events`,
      { description: 'Alien' },
      { token: api.token, headers: { 'idempotency-key': filmKey } },
    );
    expect(otherBody.status).toBe(422);
    expect((await api.logEvent(water.id, {}, { 'idempotency-key': key })).id).toBe(first.id);
    expect((await api.get(`/api/boxes/${coffee.id}/events`)).json(eventPageSchema).events).toEqual([]);
  });

  it("is each user's own: another user's key makes that user's own event", async () => {
    const owner = await newTrackingUser(ctx.app);
    const other = await newTrackingUser(ctx.app);
    const key = randomUUID();
    const ownBox = await owner.createBox({ name: 'Acqua' });
    const otherBox = await other.createBox({ name: 'Acqua' });
    const mine = await owner.logEvent(ownBox.id, {}, { 'idempotency-key': key });
    const theirs = await other.logEvent(otherBox.id, {}, { 'idempotency-key': key });
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.boxId).toBe(otherBox.id);
  });
});
