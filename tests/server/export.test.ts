import { parse as parseDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/shared/schemas/user.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(new Date('2026-06-15T10:00:00Z')) });
});
afterAll(() => ctx.close());

/** A small RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('GET /api/events/export.csv', () => {
  it('streams the range as UTF-8 CSV with a BOM, local times and a file name from the range', async () => {
    const { token } = await registerUser(ctx.app);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' }, { token });
    const api = trackingClient(ctx.app, token);
    const films = await api.createBox({ name: 'Film', emoji: '🎬', trackingMode: 'descriptive' });
    const water = await api.createBox({ name: 'Acqua', emoji: '💧' });
    const run = await api.createBox({ name: 'Corsa', emoji: '🏃', trackingMode: 'descriptive', unit: 'km' });
    await api.logEvent(run.id, { description: 'Parco', quantity: 12, eventDate: '2026-06-05T05:00:00Z' });
    await api.logEvent(films.id, {
      description: 'Dune, "parte 2"',
      notes: 'riga uno\nriga due',
      rating: 5,
      eventDate: '2026-06-02T19:30:00Z',
    });
    await api.logEvent(films.id, {
      description: '=HYPERLINK("http://evil","clic")',
      eventDate: '2026-06-03T19:30:00Z',
    });
    await api.logEvent(water.id, { eventDate: '2026-06-04T06:00:00Z' });
    await api.logEvent(water.id, { eventDate: '2026-07-04T06:00:00Z' });

    const { status, response } = await api.get('/api/events/export.csv?startDate=2026-06-01&endDate=2026-06-30');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parseDisposition(String(response.headers['content-disposition']))).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'korai-eventi-2026-06-01_2026-06-30.csv' },
    });
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(response.body.slice(1))).toEqual([
      ['Data evento', 'Box', 'Descrizione', 'Note', 'Valutazione', 'Modalità', 'Quantità', 'Unità'],
      ['2026-06-05 07:00', '🏃 Corsa', 'Parco', '', '', 'descrittivo', '12', 'km'],
      ['2026-06-04 08:00', '💧 Acqua', '+1', '', '', 'contatore', '1', ''],
      ['2026-06-03 21:30', '🎬 Film', `'=HYPERLINK("http://evil","clic")`, '', '', 'descrittivo', '1', ''],
      ['2026-06-02 21:30', '🎬 Film', 'Dune, "parte 2"', 'riga uno\nriga due', '5', 'descrittivo', '1', ''],
    ]);

    const onlyFilms = await api.get(`/api/events/export.csv?boxIds=${films.id}`);
    expect(parseCsv(onlyFilms.response.body.slice(1))).toHaveLength(3);
  });

  it("takes exactly the search's text, tag, boxes and days, and says them in its file name", async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const trips = await api.createBox({ name: 'Viaggi', emoji: '🧳', trackingMode: 'descriptive' });
    const films = await api.createBox({ name: 'Film', emoji: '🎬', trackingMode: 'descriptive' });
    await api.logEvent(trips.id, { description: 'Lisbona, note del viaggio', eventDate: '2026-06-02T10:00:00Z' });
    await api.logEvent(trips.id, {
      description: 'Porto #mare',
      notes: 'Note del viaggio',
      eventDate: '2026-06-05T10:00:00Z',
    });
    await api.logEvent(trips.id, { description: 'Diario privato', eventDate: '2026-06-06T10:00:00Z' });
    await api.logEvent(films.id, { description: 'Viaggio a Tokyo #mare', eventDate: '2026-06-07T10:00:00Z' });

    const descriptions = async (query: string) => {
      const { status, response } = await api.get(`/api/events/export.csv?${query}`);
      expect(status).toBe(200);
      const name = parseDisposition(String(response.headers['content-disposition'])).parameters.filename ?? '';
      return {
        name,
        rows: parseCsv(response.body.slice(1))
          .slice(1)
          .map((row) => row[2]),
      };
    };

    const byText = await descriptions('q=note%20del%20viaggio');
    expect(byText.rows).toEqual(['Porto #mare', 'Lisbona, note del viaggio']);
    expect(byText.name).toBe('korai-eventi-note-del-viaggio.csv');

    const byTag = await descriptions(`tag=mare&boxIds=${trips.id}`);
    expect(byTag.rows).toEqual(['Porto #mare']);
    expect(byTag.name).toBe('korai-eventi-Viaggi-#mare.csv');

    const byDays = await descriptions(`q=viaggio&startDate=2026-06-03&endDate=2026-06-30`);
    expect(byDays.rows).toEqual(['Viaggio a Tokyo #mare', 'Porto #mare']);
    expect(byDays.name).toBe('korai-eventi-viaggio-2026-06-03_2026-06-30.csv');

    const nothing = await api.get('/api/events/export.csv?q=parigi');
    expect(nothing.status).toBe(404);
  });

  it('names the file in the language of the user, whatever its script', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const box = await api.createBox({ name: 'Acqua' });
    await api.logEvent(box.id);
    const russian = await call(ctx.app, 'GET', '/api/events/export.csv', undefined, { token, language: 'ru' });
    const header = String(russian.response.headers['content-disposition']);
    expect(parseDisposition(header).parameters.filename).toMatch(/^korai-записи.*\.csv$/);
    // Old clients read the plain name: an ASCII one, beside the exact UTF-8 name.
    expect(header).toMatch(/^attachment; filename="?[\x20-\x7e]+"?; filename\*=UTF-8''/);
  });

  it('says "Nessun dato da esportare" when there is nothing', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const { status, json } = await api.get('/api/events/export.csv');
    expect(status).toBe(404);
    expect(json(errorBody).error).toEqual({ code: 'nothing_to_export', message: 'Nessun dato da esportare' });
  });

  it('exports thousands of events across several database batches', async () => {
    const { token } = await registerUser(ctx.app);
    const api = trackingClient(ctx.app, token);
    const box = await api.createBox({ name: 'Passi' });
    const userId = (await api.get('/api/auth/user')).json(userSchema).id;
    await ctx.db.$client.query(
      `INSERT INTO events (user_id, box_id, description, tracking_mode, event_date)
       SELECT $1, $2, '+1', 'counter', $3::timestamptz - make_interval(mins => g) FROM generate_series(1, 2500) g`,
      [userId, box.id, '2026-06-10T00:00:00Z'],
    );
    const { response } = await api.get('/api/events/export.csv');
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(2500);
  });
});
