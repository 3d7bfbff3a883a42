import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_MS } from '../../src/shared/days.js';
import { boxSchema, starResponseSchema } from '../../src/shared/schemas/boxes.js';
import { successMessageSchema } from '../../src/shared/schemas/common.js';
import { trashedBoxSchema } from '../../src/shared/schemas/trash.js';
import { call, createTestApp, errorBody, type TestContext } from '../support/test-app.js';
import { newTrackingUser } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const newUser = () => newTrackingUser(ctx.app);
const boxList = z.array(boxSchema);

describe('boxes', () => {
  it('creates a box with the default colour, emoji and tracking mode', async () => {
    const api = await newUser();
    const created = await api.post('/api/boxes', { name: 'Acqua' });
    expect(created.status).toBe(201);
    expect(created.json(boxSchema)).toMatchObject({
      name: 'Acqua',
      color: '#317873',
      emoji: '📦',
      trackingMode: 'counter',
      starred: false,
    });
  });

  it('takes exactly one emoji, whole, and refuses letters or two emoji', async () => {
    const api = await newUser();
    const family = await api.createBox({ name: 'Famiglia', emoji: '👨‍👩‍👧' });
    expect(family.emoji).toBe('👨‍👩‍👧');
    for (const emoji of ['👨‍👩‍👧🎬', 'c', '💧c']) {
      const refused = await api.post('/api/boxes', { name: 'Altro', emoji });
      expect([emoji, refused.status, refused.json(errorBody).error.message]).toEqual([emoji, 400, "Scegli un'emoji"]);
    }
    expect((await api.get('/api/boxes')).json(boxList)).toHaveLength(1);
  });

  it('lists starred boxes first, then by name whatever the letter case', async () => {
    const api = await newUser();
    await api.createBox({ name: 'zumba' });
    const books = await api.createBox({ name: 'Libri' });
    await api.createBox({ name: 'acqua' });
    await api.patch(`/api/boxes/${books.id}/star`);
    const boxes = (await api.get('/api/boxes')).json(boxList);
    expect(boxes.map((box) => box.name)).toEqual(['Libri', 'acqua', 'zumba']);
  });

  it('updates name, emoji, colour and mode, and refuses a blank name in Italian and English', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Film' });
    const updated = await api.put(`/api/boxes/${box.id}`, {
      name: 'Film visti',
      emoji: '🎬',
      color: '#AA3366',
      trackingMode: 'descriptive',
    });
    expect(updated.json(boxSchema)).toMatchObject({
      name: 'Film visti',
      emoji: '🎬',
      color: '#aa3366',
      trackingMode: 'descriptive',
    });
    expect((await api.put(`/api/boxes/${box.id}`, { name: '  ' })).json(errorBody).error.message).toBe(
      'Nome richiesto',
    );
    const bad = await api.post('/api/boxes', { name: 'x', color: 'red' });
    expect(bad.json(errorBody).error.message).toBe('Colore richiesto');
    expect((await api.get('/api/boxes')).json(boxList)[0]?.name).toBe('Film visti');
  });

  it('keeps a unit, trimmed, changes and clears it, and refuses one too long without changing anything', async () => {
    const api = await newUser();
    const run = await api.createBox({ name: 'Corsa', trackingMode: 'descriptive', unit: '  km ' });
    expect(run.unit).toBe('km');
    expect((await api.createBox({ name: 'Acqua' })).unit).toBeNull();
    const changed = await api.put(`/api/boxes/${run.id}`, { unit: 'chilometri' });
    expect(changed.json(boxSchema).unit).toBe('chilometri');
    const tooLong = 'k'.repeat(21);
    const refused = await api.put(`/api/boxes/${run.id}`, { unit: tooLong });
    expect([refused.status, refused.json(errorBody).error.message]).toEqual([
      400,
      "L'unità può avere al massimo 20 caratteri",
    ]);
    const inEnglish = await call(
      ctx.app,
      'POST',
      '/api/boxes',
      { name: 'Pages', unit: tooLong },
      { token: api.token, language: 'en' },
    );
    expect(inEnglish.json(errorBody).error.message).toBe('The unit can be at most 20 characters long');
    const listed = () => api.get('/api/boxes').then((response) => response.json(boxList));
    expect((await listed()).map((box) => [box.name, box.unit])).toEqual([
      ['Acqua', null],
      ['Corsa', 'chilometri'],
    ]);
    // Left empty in the form, the box has none.
    expect((await api.put(`/api/boxes/${run.id}`, { unit: '' })).json(boxSchema).unit).toBeNull();
    expect((await listed()).find((box) => box.id === run.id)?.unit).toBeNull();
  });

  it('moves a deleted box to the trash', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Caffè' });
    const deleted = await api.delete(`/api/boxes/${box.id}`);
    expect(deleted.json(successMessageSchema)).toEqual({ success: true, message: 'Box spostato nel cestino' });
    expect((await api.get('/api/boxes')).json(boxList)).toEqual([]);
    expect((await api.get('/api/trash/boxes')).json(z.array(trashedBoxSchema)).map((b) => b.id)).toEqual([box.id]);
  });
});

describe('plan rules for boxes', () => {
  it('gives a trial user Pro room, then Free limits once the trial is over', async () => {
    const api = await newUser();
    for (const name of ['Uno', 'Due', 'Tre', 'Quattro']) await api.createBox({ name });
    ctx.clock.advance(8 * DAY_MS);
    const fifth = await api.post('/api/boxes', { name: 'Cinque' });
    expect(fifth.status).toBe(403);
    expect(fifth.json(errorBody).error.code).toBe('box_limit');
    expect(fifth.json(errorBody).error.message).toMatch(/^Limite raggiunto/);
    expect((await api.get('/api/boxes')).json(boxList)).toHaveLength(4);
  });

  it('refuses the 4th box of a Free user with "Limite raggiunto"', async () => {
    const api = await newUser();
    ctx.clock.advance(8 * DAY_MS);
    for (const name of ['Uno', 'Due', 'Tre']) await api.createBox({ name });
    const fourth = await api.post('/api/boxes', { name: 'Quattro' });
    expect([fourth.status, fourth.json(errorBody).error.code]).toEqual([403, 'box_limit']);
    expect((await api.get('/api/boxes')).json(boxList)).toHaveLength(3);
  });

  it('keeps favourites for Pro: Free users get "Funzionalità Pro"', async () => {
    const api = await newUser();
    const box = await api.createBox({ name: 'Sport' });
    ctx.clock.advance(8 * DAY_MS);
    const refused = await api.patch(`/api/boxes/${box.id}/star`);
    expect(refused.status).toBe(403);
    expect(refused.json(errorBody).error).toMatchObject({
      code: 'pro_feature',
      message: expect.stringMatching(/^Funzionalità Pro/),
    });
  });

  it('allows at most 3 starred boxes, and a second tap unstars', async () => {
    const api = await newUser();
    const ids = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push((await api.createBox({ name })).id);
    for (const id of ids.slice(0, 3)) {
      const starred = await api.patch(`/api/boxes/${id}/star`);
      expect(starred.json(starResponseSchema)).toMatchObject({ success: true, box: { id, starred: true } });
    }
    const fourth = await api.patch(`/api/boxes/${ids[3]}/star`);
    expect([fourth.status, fourth.json(errorBody).error.code]).toEqual([403, 'star_limit']);
    const unstar = await api.patch(`/api/boxes/${ids[0]}/star`);
    expect(unstar.json(starResponseSchema).box.starred).toBe(false);
    expect((await api.patch(`/api/boxes/${ids[3]}/star`)).json(starResponseSchema).box.starred).toBe(true);
  });

  it('never lets concurrent requests pass the box limit', async () => {
    const api = await newUser();
    ctx.clock.advance(8 * DAY_MS);
    const results = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => api.post('/api/boxes', { name })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect((await api.get('/api/boxes')).json(boxList)).toHaveLength(3);
  });
});
