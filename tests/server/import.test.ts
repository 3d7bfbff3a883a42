import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCommitSchema, importPreviewSchema, importUndoSchema } from '../../src/shared/schemas/import.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { largeDaylioCsv } from '../fixtures/import/large-daylio.js';
import { importFixture, previewImport } from '../support/import.js';
import { makeFree } from '../support/korai.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => ctx.close());

async function newUser() {
  const registered = await registerUser(ctx.app);
  await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token: registered.token });
  const api = trackingClient(ctx.app, registered.token);
  const id = (await api.get('/api/auth/user')).json(userSchema).id;
  return { ...registered, api, id };
}

type User = Awaited<ReturnType<typeof newUser>>;

async function preview(user: User, source: string, name: string, mapping?: Record<string, unknown>) {
  return previewImport(ctx.app, user.token, source, { name, content: importFixture(name) }, mapping);
}

async function commit(user: User, importId: string, body: unknown = {}) {
  return call(ctx.app, 'POST', `/api/import/${importId}/commit`, body, { token: user.token, language: 'en' });
}

/** Everything the user has, as rows: boxes with their events in time order. */
async function holdings(userId: string) {
  const { rows } = await ctx.db.$client.query<{
    box: string;
    emoji: string;
    mode: string;
    description: string;
    quantity: number;
    notes: string | null;
    rating: number | null;
    tags: string[];
    at: Date;
  }>(
    `SELECT b.name AS box, b.emoji, b.tracking_mode AS mode, e.description, e.quantity, e.notes, e.rating, e.tags,
            e.event_date AS at
     FROM boxes b JOIN events e ON e.box_id = b.id
     WHERE b.user_id = $1 ORDER BY e.event_date, b.name, e.quantity`,
    [userId],
  );
  return rows;
}

async function counts(userId: string) {
  const { rows } = await ctx.db.$client.query<{ boxes: number; events: number; imports: number }>(
    `SELECT (SELECT count(*)::int FROM boxes WHERE user_id = $1) AS boxes,
            (SELECT count(*)::int FROM events WHERE user_id = $1) AS events,
            (SELECT count(*)::int FROM imports WHERE user_id = $1) AS imports`,
    [userId],
  );
  return rows[0];
}

/** The per-day rollup must equal what the events themselves say. */
async function expectDayCountsTrue(userId: string) {
  const { rows } = await ctx.db.$client.query(
    `SELECT box_id, day::text, count, quantity FROM event_day_counts WHERE user_id = $1 AND count <> 0
     EXCEPT
     SELECT e.box_id, (e.event_date AT TIME ZONE u.time_zone)::date::text, count(*), sum(e.quantity)
     FROM events e JOIN users u ON u.id = e.user_id WHERE e.user_id = $1 AND e.deleted_at IS NULL GROUP BY 1, 2`,
    [userId],
  );
  expect(rows).toEqual([]);
}

describe('Daylio', () => {
  it('previews moods as a rated descriptive box and activities as counter boxes, then imports them', async () => {
    const user = await newUser();
    const answer = await preview(user, 'daylio', 'daylio.csv');
    const shown = answer.json(importPreviewSchema);
    expect(shown).toMatchObject({ events: 14, from: '2026-03-29', to: '2026-05-03', duplicates: 0 });
    expect(shown.boxes).toEqual([
      { name: 'Mood', trackingMode: 'descriptive', events: 6, existing: false },
      { name: 'friends', trackingMode: 'counter', events: 1, existing: false },
      { name: '🏃 running', trackingMode: 'counter', events: 1, existing: false },
      { name: 'reading, books', trackingMode: 'counter', events: 2, existing: false },
      { name: 'coffee ☕', trackingMode: 'counter', events: 2, existing: false },
      { name: 'work', trackingMode: 'counter', events: 1, existing: false },
      { name: 'sleep badly', trackingMode: 'counter', events: 1, existing: false },
    ]);
    expect(await counts(user.id)).toMatchObject({ boxes: 0, events: 0 });

    const done = (await commit(user, shown.importId)).json(importCommitSchema);
    expect(done).toEqual({ boxesCreated: 7, eventsCreated: 14 });
    const rows = await holdings(user.id);
    const moods = rows.filter((row) => row.box === 'Mood');
    expect(moods.map((row) => [row.description, row.rating, row.at.toISOString()])).toEqual([
      // 2:30 on the night the clocks go forward does not exist in Rome: it is read as 3:30 summer time.
      ['good', 4, '2026-03-29T01:30:00.000Z'],
      ['awful', 1, '2026-04-30T05:00:00.000Z'],
      ['bad', 2, '2026-05-01T16:45:00.000Z'],
      ['good', 4, '2026-05-02T10:15:00.000Z'],
      ['meh', 3, '2026-05-03T06:30:00.000Z'],
      ['rad', 5, '2026-05-03T21:05:00.000Z'],
    ]);
    const rad = moods.at(-1);
    expect(rad?.notes).toBe('Great day\nDinner with Anna, Marco and Luca\nThen a walk #sunday');
    expect(rad?.tags).toEqual(['sunday']);
    expect(moods[3]?.notes).toBe('Read "The Name of the Rose"');
    expect(rows.filter((row) => row.box === 'reading, books').map((row) => [row.description, row.quantity])).toEqual([
      ['+1', 1],
      ['+1', 1],
    ]);
    await expectDayCountsTrue(user.id);
  });

  it('keeps activities as tags of the mood event when the person chooses so', async () => {
    const user = await newUser();
    const shown = (await preview(user, 'daylio', 'daylio.csv', { activitiesAs: 'tags' })).json(importPreviewSchema);
    expect(shown.boxes.map((box) => box.name)).toEqual(['Mood']);
    await commit(user, shown.importId);
    const rad = (await holdings(user.id)).at(-1);
    expect(rad?.tags).toEqual(['friends', '🏃-running', 'reading,-books', 'sunday']);
  });
});

describe('Loop Habit Tracker', () => {
  it('reads the CSV export zip: checked days and numeric values, at noon of each day', async () => {
    const user = await newUser();
    const shown = (await preview(user, 'loop', 'loop-export.zip')).json(importPreviewSchema);
    expect(shown.boxes).toEqual([
      { name: 'Meditate', trackingMode: 'counter', events: 3, existing: false },
      { name: 'Read, 20 pages', trackingMode: 'counter', events: 2, existing: false },
      { name: 'Water 💧', trackingMode: 'counter', events: 3, existing: false },
    ]);
    expect(shown).toMatchObject({ events: 8, from: '2026-04-30', to: '2026-05-04' });
    await commit(user, shown.importId);
    const rows = await holdings(user.id);
    expect(rows.filter((row) => row.box === 'Meditate').map((row) => row.at.toISOString())).toEqual([
      '2026-04-30T10:00:00.000Z',
      '2026-05-02T10:00:00.000Z',
      '2026-05-04T10:00:00.000Z',
    ]);
    expect(rows.filter((row) => row.box === 'Water 💧').map((row) => row.quantity)).toEqual([3, 9, 6]);
  });

  it('reads the .db backup with its numeric habits (stored times 1000) and notes', async () => {
    const user = await newUser();
    const shown = (await preview(user, 'loop', 'loop-backup.db')).json(importPreviewSchema);
    expect(shown.boxes).toEqual([
      { name: 'Meditate', trackingMode: 'counter', events: 2, existing: false },
      { name: 'Run 🏃', trackingMode: 'counter', events: 2, existing: false },
      { name: 'Floss', trackingMode: 'counter', events: 1, existing: false },
    ]);
    await commit(user, shown.importId);
    const rows = await holdings(user.id);
    expect(rows.filter((row) => row.box === 'Run 🏃').map((row) => [row.quantity, row.notes])).toEqual([
      [5, null],
      [10, 'Along the river'],
    ]);
    expect(rows.find((row) => row.notes === 'Twenty minutes, felt calm')?.at.toISOString()).toBe(
      '2026-05-02T10:00:00.000Z',
    );
  });
});

describe('Nomie', () => {
  it('turns each tracker of a note into an event of its box, keeping the note, context and people', async () => {
    const user = await newUser();
    const shown = (await preview(user, 'nomie', 'nomie-backup.json')).json(importPreviewSchema);
    expect(shown.boxes).toEqual([
      { name: 'Coffee', trackingMode: 'counter', events: 3, existing: false },
      { name: 'Mood', trackingMode: 'counter', events: 1, existing: false },
      { name: 'Water', trackingMode: 'counter', events: 1, existing: false },
      { name: 'Notes', trackingMode: 'descriptive', events: 1, existing: false },
    ]);
    await commit(user, shown.importId);
    const rows = await holdings(user.id);
    const mood = rows.find((row) => row.box === 'Mood');
    expect(mood).toMatchObject({ quantity: 7, notes: 'Morning #coffee #mood(7) +work @anna', emoji: '🙂' });
    expect(mood?.tags).toEqual(['work', 'anna', 'coffee', 'mood']);
    expect(rows.filter((row) => row.box === 'Coffee').map((row) => row.quantity)).toEqual([1, 1, 2]);
    expect(rows.find((row) => row.box === 'Notes')).toMatchObject({
      mode: 'descriptive',
      description: 'Thinking about the trip to Kyoto, booking soon #travel',
      tags: ['travel'],
    });
  });
});

describe('any CSV', () => {
  it('reads the mapped columns: offsets, local times across DST, 12-hour times, decimal commas', async () => {
    const user = await newUser();
    await user.api.createBox({ name: 'cafe AU LAIT' });
    const mapping = { date: 'When', box: 'What', quantity: 'Amount', notes: 'Comment' };
    const shown = (await preview(user, 'csv', 'any.csv', mapping)).json(importPreviewSchema);
    expect(shown.boxes).toEqual([
      { name: 'Pushups', trackingMode: 'counter', events: 2, existing: false },
      { name: 'Squats', trackingMode: 'counter', events: 2, existing: false },
      { name: 'Café au lait', trackingMode: 'counter', events: 1, existing: true },
    ]);
    expect((await commit(user, shown.importId)).json(importCommitSchema)).toEqual({
      boxesCreated: 2,
      eventsCreated: 5,
    });
    const rows = await holdings(user.id);
    expect(rows.map((row) => [row.box, row.quantity, row.at.toISOString()])).toEqual([
      ['Pushups', 20, '2026-03-29T00:30:00.000Z'],
      ['Pushups', 25, '2026-03-29T01:30:00.000Z'],
      ['Squats', 2, '2026-04-03T17:15:00.000Z'],
      ['Squats', 30, '2026-04-05T10:00:00.000Z'],
      ['cafe AU LAIT', 1, '2026-04-06T10:00:00.000Z'],
    ]);
  });

  it('needs at least the date and the box in its mapping, and the columns it names', async () => {
    const user = await newUser();
    const unmapped = await preview(user, 'csv', 'any.csv');
    expect([unmapped.status, unmapped.json(errorBody).error.code]).toEqual([400, 'validation']);
    const missing = await preview(user, 'csv', 'any.csv', { date: 'Quando', boxName: 'Sport' });
    expect(missing.json(errorBody).error.message).toBe('The file has no column “Quando”');
  });
  it('drops what PostgreSQL cannot store (NUL, half an emoji) instead of failing', async () => {
    const user = await newUser();
    const content = JSON.stringify({
      trackers: { c: { tag: 'c', label: 'Co\u0000ffee' } },
      events: [{ note: '#c half \ud83c', end: 1777788060000 }],
    });
    const answer = await previewImport(ctx.app, user.token, 'nomie', { name: 'nomie.json', content });
    await commit(user, answer.json(importPreviewSchema).importId);
    expect((await holdings(user.id)).map((row) => [row.box, row.notes])).toEqual([['Coffee', '#c half']]);
  });
});

describe('committing a preview', () => {
  it('takes no body, an empty JSON body and {} alike: the body is optional', async () => {
    const sent = [
      { headers: {} },
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const request of sent) {
      const user = await newUser();
      const shown = (await preview(user, 'korai', 'korai-export.csv')).json(importPreviewSchema);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/import/${shown.importId}/commit`,
        headers: { authorization: `Bearer ${user.token}`, ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      expect([answer.statusCode, importCommitSchema.parse(answer.json())]).toEqual([
        200,
        { boxesCreated: 2, eventsCreated: 4 },
      ]);
    }
  });
});

describe("Korai's own export", () => {
  it('brings boxes with their emoji and every event into another account, in any language of its header', async () => {
    const user = await newUser();
    const shown = (await preview(user, 'korai', 'korai-export.csv')).json(importPreviewSchema);
    expect(shown.boxes).toEqual([
      { name: 'Diario', trackingMode: 'descriptive', events: 2, existing: false },
      { name: 'Caffè', trackingMode: 'counter', events: 2, existing: false },
    ]);
    await commit(user, shown.importId);
    const rows = await holdings(user.id);
    expect(rows.map((row) => [row.emoji, row.box, row.description, row.rating, row.at.toISOString()])).toEqual([
      ['📖', 'Diario', '=SUM(A1)', null, '2026-05-01T10:00:00.000Z'],
      ['☕', 'Caffè', '+1', null, '2026-05-02T06:05:00.000Z'],
      ['☕', 'Caffè', '+1', null, '2026-05-03T06:00:00.000Z'],
      ['📖', 'Diario', 'Cena con Anna, Marco', 4, '2026-05-03T19:15:00.000Z'],
    ]);
    expect(rows.at(-1)?.tags).toEqual(['bella']);
  });
});

describe("Korai's export of today", () => {
  it("moves each event's quantity and its box's unit into another account", async () => {
    const from = await newUser();
    const api = trackingClient(ctx.app, from.token);
    const run = await api.createBox({ name: 'Corsa', emoji: '🏃', trackingMode: 'descriptive', unit: 'km' });
    const water = await api.createBox({ name: 'Acqua', emoji: '💧' });
    await api.logEvent(run.id, { description: 'Parco #mattina', quantity: 12, eventDate: '2026-06-05T05:00:00Z' });
    await api.logEvent(run.id, { description: 'Lungofiume', quantity: 7, eventDate: '2026-06-06T05:00:00Z' });
    await api.logEvent(water.id, { eventDate: '2026-06-06T07:00:00Z' });
    const exported = await call(ctx.app, 'GET', '/api/events/export.csv', undefined, {
      token: from.token,
      language: 'de',
    });
    const to = await newUser();
    const content = Buffer.from(exported.response.body);
    const shown = (await previewImport(ctx.app, to.token, 'korai', { name: 'korai.csv', content })).json(
      importPreviewSchema,
    );
    await commit(to, shown.importId);
    const rows = await holdings(to.id);
    expect(rows.map((row) => [row.box, row.description, row.quantity, row.tags])).toEqual([
      ['Corsa', 'Parco #mattina', 12, ['mattina']],
      ['Corsa', 'Lungofiume', 7, []],
      ['Acqua', '+1', 1, []],
    ]);
    const { rows: units } = await ctx.db.$client.query<{ name: string; unit: string | null }>(
      'SELECT name, unit FROM boxes WHERE user_id = $1 ORDER BY name',
      [to.id],
    );
    expect(units).toEqual([
      { name: 'Acqua', unit: null },
      { name: 'Corsa', unit: 'km' },
    ]);
  });
});

describe('malformed files', () => {
  const loopZipWithBadDate = zipSync({
    'Habits.csv': importFixture('loop/Habits.csv'),
    'Checkmarks.csv': new TextEncoder().encode('Date,Meditate\n2026-05-04,YES_MANUAL\n2026-13-01,YES_MANUAL\n'),
  });
  const cases: [string, string, string | Buffer, Record<string, unknown> | undefined, string][] = [
    ['daylio', 'daylio-malformed.csv', importFixture('daylio-malformed.csv'), undefined, 'line 3, column 6'],
    ['daylio', 'daylio-bad-date.csv', importFixture('daylio-bad-date.csv'), undefined, 'line 3, column 1'],
    ['loop', 'loop-bad.zip', Buffer.from(loopZipWithBadDate), undefined, 'line 3, column 1'],
    ['nomie', 'nomie-malformed.json', importFixture('nomie-malformed.json'), undefined, 'line 7, column 25'],
    [
      'csv',
      'any-bad-number.csv',
      importFixture('any-bad-number.csv'),
      { date: 'When', box: 'What', quantity: 'Amount' },
      'line 3, column 3',
    ],
    ['korai', 'korai.csv', 'a,b,c,d,e,f\n2026-05-01 12:00,☕ Caffè,+1,,9,contatore\n', undefined, 'line 2, column 5'],
  ];
  it.each(cases)(
    '%s: %s is refused naming the line and column, and nothing is kept',
    async (source, name, content, mapping, place) => {
      const user = await newUser();
      const answer = await previewImport(ctx.app, user.token, source, { name, content }, mapping);
      expect([answer.status, answer.json(errorBody).error.code]).toEqual([400, 'import_malformed']);
      expect(answer.json(errorBody).error.message).toContain(place);
      expect(await counts(user.id)).toEqual({ boxes: 0, events: 0, imports: 0 });
    },
  );

  it.each([
    ['daylio', 'photo.csv'],
    ['loop', 'not-a-backup.db'],
    ['nomie', 'list.json'],
    ['korai', 'other.csv'],
  ])('%s: a file of another kind is refused as not from that app', async (source, name) => {
    const content = name.endsWith('.json')
      ? '[1, 2, 3]'
      : name.endsWith('.db')
        ? 'SQLite format 3\u0000broken'
        : 'x,y\n1,2\n';
    const answer = await previewImport(ctx.app, (await newUser()).token, source, { name, content });
    expect([answer.status, answer.json(errorBody).error.code]).toEqual([400, 'import_unreadable']);
  });

  it('refuses a file over 20 MB', async () => {
    const user = await newUser();
    const row = '2026-05-03,May 3,Sunday,11:05 PM,rad,friends,,A long note that fills the file\n';
    const content = `full_date,date,weekday,time,mood,activities,note_title,note\n${row.repeat(Math.ceil((20 * 1024 * 1024) / row.length) + 1)}`;
    const answer = await previewImport(ctx.app, user.token, 'daylio', { name: 'big.csv', content });
    expect([answer.status, answer.json(errorBody).error.code]).toEqual([413, 'import_too_large']);
    expect(answer.json(errorBody).error.message).toBe('The file is larger than 20 MB.');
  });

  it('refuses a request without a file or with an unknown source', async () => {
    const user = await newUser();
    const json = await call(ctx.app, 'POST', '/api/import/preview', { source: 'daylio' }, { token: user.token });
    expect(json.status).toBe(415);
    const unknown = await previewImport(ctx.app, user.token, 'strava', { name: 'a.csv', content: 'a' });
    expect([unknown.status, unknown.json(errorBody).error.code]).toEqual([400, 'validation']);
  });
});

describe('the same file twice', () => {
  it('adds nothing the second time: every event is recognised as a duplicate', async () => {
    const user = await newUser();
    const first = (await preview(user, 'daylio', 'daylio.csv')).json(importPreviewSchema);
    await commit(user, first.importId);
    const before = await holdings(user.id);
    const second = (await preview(user, 'daylio', 'daylio.csv')).json(importPreviewSchema);
    expect(second).toMatchObject({ events: 14, duplicates: 14 });
    expect(second.boxes.every((box) => box.existing)).toBe(true);
    expect((await commit(user, second.importId)).json(importCommitSchema)).toEqual({
      boxesCreated: 0,
      eventsCreated: 0,
    });
    expect(await holdings(user.id)).toEqual(before);
  });
});

describe("a Free user's box limit", () => {
  it('says how many new boxes fit, refuses more, and imports the 3 boxes chosen', async () => {
    const user = await newUser();
    await makeFree(ctx, user.email);
    const shown = (await preview(user, 'daylio', 'daylio.csv')).json(importPreviewSchema);
    expect(shown.newBoxesAllowed).toBe(3);
    const refused = await commit(user, shown.importId);
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([403, 'box_limit']);
    expect(refused.json(errorBody).error.message).toBe('Your plan allows 3 boxes in all: choose which to import.');
    expect(await counts(user.id)).toMatchObject({ boxes: 0, events: 0 });
    const unknown = await commit(user, shown.importId, { boxes: ['Mood', 'Strava'] });
    expect(unknown.status).toBe(400);
    const chosen = await commit(user, shown.importId, { boxes: ['mood', 'Friends', 'COFFEE ☕'] });
    expect(chosen.json(importCommitSchema)).toEqual({ boxesCreated: 3, eventsCreated: 9 });
    const boxes = new Set((await holdings(user.id)).map((row) => row.box));
    expect(boxes).toEqual(new Set(['Mood', 'friends', 'coffee ☕']));
  });
});

describe('undo', () => {
  it('removes exactly what the import created, keeping boxes that have events of the person since', async () => {
    const user = await newUser();
    const mood = await user.api.createBox({ name: 'MOOD', trackingMode: 'descriptive' });
    await user.api.logEvent(mood.id, { description: 'my own', eventDate: '2026-05-03T10:00:00Z' });
    const shown = (await preview(user, 'daylio', 'daylio.csv')).json(importPreviewSchema);
    expect(shown.boxes[0]).toMatchObject({ name: 'Mood', existing: true });
    const before = await holdings(user.id);
    await commit(user, shown.importId);
    const friends = (await holdings(user.id)).find((row) => row.box === 'friends');
    expect(friends).toBeDefined();
    const { rows } = await ctx.db.$client.query<{ id: number }>(
      `SELECT id FROM boxes WHERE user_id = $1 AND name = 'friends'`,
      [user.id],
    );
    const friendsId = rows[0]?.id ?? 0;
    await user.api.logEvent(friendsId, { eventDate: '2026-06-01T10:00:00Z' });
    expect(await holdings(user.id)).toHaveLength(16);

    const undone = await call(ctx.app, 'DELETE', `/api/import/${shown.importId}`, undefined, {
      token: user.token,
      language: 'en',
    });
    expect(undone.json(importUndoSchema)).toEqual({
      success: true,
      message: 'Import undone: 14 events removed',
      boxesRemoved: 5,
      eventsRemoved: 14,
    });
    const after = await holdings(user.id);
    expect(after.filter((row) => row.box !== 'friends')).toEqual(before);
    expect(after.filter((row) => row.box === 'friends').map((row) => row.at.toISOString())).toEqual([
      '2026-06-01T10:00:00.000Z',
    ]);
    await expectDayCountsTrue(user.id);

    const again = await call(ctx.app, 'DELETE', `/api/import/${shown.importId}`, undefined, { token: user.token });
    expect([again.status, again.json(errorBody).error.code]).toEqual([409, 'import_not_committed']);
    const recommit = await commit(user, shown.importId);
    expect([recommit.status, recommit.json(errorBody).error.code]).toEqual([409, 'import_done']);
  });
});

describe('isolation and expiry', () => {
  it("lets nobody else commit or undo someone's import", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const shown = (await preview(owner, 'daylio', 'daylio.csv')).json(importPreviewSchema);
    const stolen = await commit(intruder, shown.importId);
    expect([stolen.status, stolen.json(errorBody).error.code]).toEqual([404, 'not_found']);
    expect(await counts(intruder.id)).toMatchObject({ boxes: 0, events: 0 });
    await commit(owner, shown.importId);
    const before = await holdings(owner.id);
    const undone = await call(ctx.app, 'DELETE', `/api/import/${shown.importId}`, undefined, { token: intruder.token });
    expect([undone.status, undone.json(errorBody).error.code]).toEqual([404, 'not_found']);
    expect(await holdings(owner.id)).toEqual(before);
  });

  it('keeps a preview for an hour', async () => {
    const user = await newUser();
    const shown = (await preview(user, 'korai', 'korai-export.csv')).json(importPreviewSchema);
    ctx.clock.advance(61 * 60_000);
    const late = await commit(user, shown.importId);
    expect([late.status, late.json(errorBody).error.code]).toEqual([404, 'not_found']);
    const fresh = (await preview(user, 'korai', 'korai-export.csv')).json(importPreviewSchema);
    // The hourly clean-up drops what has expired and keeps the fresh preview.
    expect(await ctx.app.services.imports.pruneExpiredPreviews()).toBeGreaterThanOrEqual(1);
    expect(await counts(user.id)).toMatchObject({ boxes: 0, events: 0, imports: 1 });
    expect((await commit(user, fresh.importId)).json(importCommitSchema)).toEqual({
      boxesCreated: 2,
      eventsCreated: 4,
    });
  });
});

describe('a large file', () => {
  it('previews, commits and undoes 10,000 Daylio entries (17,500 events) in one go each', async () => {
    const user = await newUser();
    const content = largeDaylioCsv(10_000);
    let started = performance.now();
    const answer = await previewImport(ctx.app, user.token, 'daylio', { name: 'daylio-large.csv', content });
    const previewMs = performance.now() - started;
    const shown = answer.json(importPreviewSchema);
    expect(shown).toMatchObject({ events: 17_500, duplicates: 0 });
    started = performance.now();
    expect((await commit(user, shown.importId)).json(importCommitSchema)).toEqual({
      boxesCreated: 6,
      eventsCreated: 17_500,
    });
    const commitMs = performance.now() - started;
    await expectDayCountsTrue(user.id);
    started = performance.now();
    const undone = await call(ctx.app, 'DELETE', `/api/import/${shown.importId}`, undefined, { token: user.token });
    const undoMs = performance.now() - started;
    expect(undone.json(importUndoSchema)).toMatchObject({ eventsRemoved: 17_500, boxesRemoved: 6 });
    expect(await counts(user.id)).toMatchObject({ boxes: 0, events: 0 });
    await expectDayCountsTrue(user.id);
    process.stdout.write(
      `import of 10,000 Daylio rows: preview ${Math.round(previewMs)} ms, commit ${Math.round(commitMs)} ms, undo ${Math.round(undoMs)} ms\n`,
    );
  }, 180_000);
});
