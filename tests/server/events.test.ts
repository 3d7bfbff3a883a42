import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successMessageSchema } from '../../src/shared/schemas/common.js';
import { eventPageSchema, eventSchema, eventWithBoxPageSchema } from '../../src/shared/schemas/events.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';
import { newTrackingUser, trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const newUser = () => newTrackingUser(ctx.app);

describe('logging events', () => {
  it('records a counter tap as quantity 1 with the counter description, whatever is sent', async () => {
    const api = await newUser();
    const water = await api.createBox({ name: 'Acqua', trackingMode: 'counter' });
    const event = await api.logEvent(water.id, { description: 'ignored', quantity: 7, notes: 'x', rating: 5 });
    expect(event).toMatchObject({
      boxId: water.id,
      quantity: 1,
      description: '+1',
      notes: null,
      rating: null,
      trackingMode: 'counter',
    });
    expect(Date.parse(event.eventDate)).toBe(ctx.clock.now().getTime());
  });

  it('requires a description for a descriptive event and keeps notes, rating and date', async () => {
    const api = await newUser();
    const films = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    const missing = await api.post(`/api/events/boxes/${films.id}/events`, { notes: 'solo note' });
    expect([missing.status, missing.json(errorBody).error.message]).toEqual([400, 'La descrizione è obbligatoria']);
    const event = await api.logEvent(films.id, {
      description: 'Dune parte 2',
      notes: 'Visto con Luca',
      rating: 4,
      eventDate: '2026-06-01T20:30:00+02:00',
    });
    expect(event).toMatchObject({
      description: 'Dune parte 2',
      notes: 'Visto con Luca',
      rating: 4,
      eventDate: '2026-06-01T18:30:00.000Z',
    });
    const badRating = await api.post(`/api/events/boxes/${films.id}/events`, { description: 'x', rating: 6 });
    expect(badRating.json(errorBody).error.message).toBe('La valutazione va da 1 a 5');
  });

  it('stores #hashtags from description and notes as tags', async () => {
    const api = await newUser();
    const films = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    const event = await api.logEvent(films.id, {
      description: 'Oppenheimer #Nolan #cinema',
      notes: 'rivedere #cinema #2026 #città',
    });
    expect(event.tags.sort()).toEqual(['2026', 'cinema', 'città', 'nolan']);
  });

  it('counts a retried tap with the same Idempotency-Key once', async () => {
    const api = await newUser();
    const water = await api.createBox({ name: 'Acqua' });
    const key = randomUUID();
    const first = await api.logEvent(water.id, {}, { 'idempotency-key': key });
    const retries = await Promise.all([1, 2, 3].map(() => api.logEvent(water.id, {}, { 'idempotency-key': key })));
    for (const retry of retries) expect(retry).toEqual(first);
    await api.logEvent(water.id, {}, { 'idempotency-key': randomUUID() });
    const page = (await api.get(`/api/boxes/${water.id}/events`)).json(eventPageSchema);
    expect(page.events).toHaveLength(2);
  });

  it('counts simultaneous taps with one Idempotency-Key once', async () => {
    const api = await newUser();
    const water = await api.createBox({ name: 'Acqua' });
    const key = randomUUID();
    const taps = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => api.logEvent(water.id, {}, { 'idempotency-key': key })),
    );
    expect(new Set(taps.map((tap) => tap.id)).size).toBe(1);
    expect((await api.get(`/api/boxes/${water.id}/events`)).json(eventPageSchema).events).toHaveLength(1);
  });

  it('lists a box events newest first, a page at a time', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Passi', trackingMode: 'descriptive' });
    for (let day = 1; day <= 5; day++) {
      await api.logEvent(box.id, { description: `giorno ${day}`, eventDate: `2026-05-0${day}T10:00:00Z` });
    }
    const first = (await api.get(`/api/boxes/${box.id}/events?limit=2`)).json(eventPageSchema);
    expect(first.events.map((e) => e.description)).toEqual(['giorno 5', 'giorno 4']);
    const second = (await api.get(`/api/boxes/${box.id}/events?limit=2&cursor=${first.nextCursor}`)).json(
      eventPageSchema,
    );
    expect(second.events.map((e) => e.description)).toEqual(['giorno 3', 'giorno 2']);
    const last = await api.get(`/api/boxes/${box.id}/events?limit=2&cursor=${second.nextCursor}`);
    expect(last.json(eventPageSchema)).toMatchObject({ events: [{ description: 'giorno 1' }], nextCursor: null });
    expect((await api.get(`/api/boxes/${box.id}/events?cursor=garbage`)).status).toBe(400);
  });

  it('renames an event (never to blank) and reads its hashtags again', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Libri', trackingMode: 'descriptive' });
    const event = await api.logEvent(box.id, { description: 'Il nome della rosa #eco' });
    const renamed = await api.put(`/api/events/${event.id}`, { description: 'Il pendolo di Foucault #eco #romanzo' });
    expect(renamed.json(eventSchema)).toMatchObject({
      description: 'Il pendolo di Foucault #eco #romanzo',
      tags: ['eco', 'romanzo'],
    });
    const blank = await api.put(`/api/events/${event.id}`, { description: '   ' });
    expect([blank.status, blank.json(errorBody).error.message]).toEqual([400, 'La descrizione è obbligatoria']);
  });

  it('moves a deleted event to the trash', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Acqua' });
    const event = await api.logEvent(box.id);
    expect((await api.delete(`/api/events/${event.id}`)).json(successMessageSchema).message).toBe(
      'Evento spostato nel cestino',
    );
    expect((await api.get(`/api/boxes/${box.id}/events`)).json(eventPageSchema).events).toEqual([]);
    expect((await api.delete(`/api/events/${event.id}`)).status).toBe(404);
  });

  it('refuses to log into a box in the trash', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Acqua' });
    await api.delete(`/api/boxes/${box.id}`);
    expect((await api.post(`/api/events/boxes/${box.id}/events`, {})).status).toBe(404);
  });
});

describe('search', () => {
  it('matches description, notes and tags without regard to case or accents, newest first, with the box', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const films = await api.createBox({ name: 'Film', emoji: '🎬', trackingMode: 'descriptive' });
    const food = await api.createBox({ name: 'Cibo', trackingMode: 'descriptive' });
    await api.logEvent(films.id, { description: 'La Città incantata', eventDate: '2026-05-01T10:00:00Z' });
    await api.logEvent(food.id, {
      description: 'Pizza',
      notes: 'in città con amici',
      eventDate: '2026-05-02T10:00:00Z',
    });
    await api.logEvent(food.id, { description: 'Caffè #citta', eventDate: '2026-05-03T10:00:00Z' });
    await api.logEvent(food.id, { description: 'Pasta', eventDate: '2026-05-04T10:00:00Z' });

    const { events } = (await api.get('/api/events/search?q=CITTA')).json(eventWithBoxPageSchema);
    expect(events.map((e) => e.description)).toEqual(['Caffè #citta', 'Pizza', 'La Città incantata']);
    expect(events[2]?.box).toEqual({ id: films.id, name: 'Film', emoji: '🎬', color: '#317873', unit: null });
    expect((await api.get('/api/events/search?q=caffe')).json(eventWithBoxPageSchema).events).toHaveLength(1);
    expect((await api.get('/api/events/search?q=100%25')).json(eventWithBoxPageSchema).events).toHaveLength(0);
    expect(
      (await api.get('/api/events/search?tag=%23citta')).json(eventWithBoxPageSchema).events.map((e) => e.description),
    ).toEqual(['Caffè #citta']);
    expect(
      (await api.get(`/api/events/search?q=citta&boxId=${films.id}`)).json(eventWithBoxPageSchema).events,
    ).toHaveLength(1);
    expect(
      (await api.get(`/api/events/search?boxIds=${films.id},${food.id}`)).json(eventWithBoxPageSchema).events,
    ).toHaveLength(4);
  });

  it('reads the date range as local days of the user', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token });
    const box = await api.createBox({ name: 'Note', trackingMode: 'descriptive' });
    await api.logEvent(box.id, { description: 'mezzanotte e mezza a Roma', eventDate: '2026-03-10T23:30:00Z' });
    await api.logEvent(box.id, { description: 'sera a Roma', eventDate: '2026-03-10T20:00:00Z' });
    const march11 = await api.get('/api/events/search?startDate=2026-03-11&endDate=2026-03-11');
    expect(march11.json(eventWithBoxPageSchema).events.map((e) => e.description)).toEqual([
      'mezzanotte e mezza a Roma',
    ]);
    const march10 = await api.get('/api/events/search?startDate=2026-03-10&endDate=2026-03-10');
    expect(march10.json(eventWithBoxPageSchema).events.map((e) => e.description)).toEqual(['sera a Roma']);
    const backwards = await api.get('/api/events/search?startDate=2026-03-11&endDate=2026-03-10');
    expect(backwards.json(errorBody).error.message).toBe('La data di fine non può essere prima della data di inizio');
  });

  it('narrows to a time of day by the local hours, as a K-ORAI figure about the mornings counted them', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token });
    const box = await api.createBox({ name: 'Caffè', trackingMode: 'descriptive' });
    // Rome is UTC+1 in March: 04:30, 05:00, 11:59 and 12:00 local.
    for (const [description, at] of [
      ['prima dell alba', '2026-03-10T03:30:00Z'],
      ['alle cinque', '2026-03-10T04:00:00Z'],
      ['quasi mezzogiorno', '2026-03-10T10:59:00Z'],
      ['mezzogiorno', '2026-03-10T11:00:00Z'],
    ]) {
      await api.logEvent(box.id, { description, eventDate: at });
    }
    const mornings = await api.get('/api/events/search?dayPart=morning&startDate=2026-03-10&endDate=2026-03-10');
    expect(mornings.json(eventWithBoxPageSchema).events.map((e) => e.description)).toEqual([
      'quasi mezzogiorno',
      'alle cinque',
    ]);
    const nights = (await api.get('/api/events/search?dayPart=night')).json(eventWithBoxPageSchema);
    expect(nights.events.map((e) => e.description)).toEqual(['prima dell alba']);
    const csv = await api.get('/api/events/export.csv?dayPart=afternoon');
    expect(csv.response.body).toContain('mezzogiorno');
    expect(csv.response.body).not.toContain('alle cinque');
    const wrong = await api.get('/api/events/search?dayPart=dawn');
    expect([wrong.status, wrong.json(errorBody).error.message]).toEqual([400, 'Momento della giornata non valido']);
  });

  it('pages with a cursor, default 50 and at most 500 a page', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const box = await api.createBox({ name: 'Acqua' });
    for (let i = 0; i < 55; i++) await api.logEvent(box.id);
    const first = (await api.get('/api/events/search')).json(eventWithBoxPageSchema);
    expect(first.events).toHaveLength(50);
    const rest = (await api.get(`/api/events/search?cursor=${first.nextCursor}`)).json(eventWithBoxPageSchema);
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.events).toHaveLength(5);
    const ids = new Set([...first.events, ...rest.events].map((e) => e.id));
    expect(ids.size).toBe(55);
    expect((await api.get('/api/events/search?limit=501')).status).toBe(400);
  });

  it('leaves out trashed events and the events of trashed boxes', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const keep = await api.createBox({ name: 'Tenuto', trackingMode: 'descriptive' });
    const gone = await api.createBox({ name: 'Buttato', trackingMode: 'descriptive' });
    const trashed = await api.logEvent(keep.id, { description: 'evento cestinato' });
    await api.logEvent(keep.id, { description: 'evento vivo' });
    await api.logEvent(gone.id, { description: 'evento del box cestinato' });
    await api.delete(`/api/events/${trashed.id}`);
    await api.delete(`/api/boxes/${gone.id}`);
    const { events } = (await api.get('/api/events/search?q=evento')).json(eventWithBoxPageSchema);
    expect(events.map((e) => e.description)).toEqual(['evento vivo']);
  });
});
