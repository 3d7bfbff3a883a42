import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxYearSchema, correlationsSchema } from '../../src/shared/schemas/reports.js';
import { ask, makeFree } from '../support/korai.js';
import { pearson } from '../support/pearson.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

// 2026-11-10 11:00 in Rome: the clocks went back on 25 October, in Los Angeles on 1 November.
const NOW = new Date('2026-11-10T10:00:00Z');
const DAY = 86_400_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(NOW) });
});
afterAll(() => ctx.close());

async function userIn(timeZone: string) {
  const { token, email } = await registerUser(ctx.app);
  await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone }, { token });
  return { api: trackingClient(ctx.app, token), email };
}

/** The test's own reading of an instant's calendar day in a time zone. */
const localDay = (instant: Date, timeZone: string) => instant.toLocaleDateString('en-CA', { timeZone });
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysFrom = (start: string, end: string) => {
  const days: string[] = [];
  for (let day = start; day <= end; day = shift(day, 1)) days.push(day);
  return days;
};

/** A seed that is the same on every run (mulberry32): a whole number from 0 to `max`. */
function seeded(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * (max + 1));
  };
}

/**
 * Instants around local midnight on both sides of the daylight-saving change, an old long run, the edges of the
 * year and a reminder later today: where each lands depends on the time zone.
 */
function streakSeed(): Date[] {
  const instants: Date[] = [];
  for (const day of daysFrom('2025-03-01', '2025-03-20')) instants.push(new Date(`${day}T12:00:00Z`));
  instants.push(new Date('2025-11-10T12:00:00Z'), new Date('2025-11-11T12:00:00Z'));
  const random = seeded(7);
  for (const day of daysFrom('2026-10-18', '2026-11-09')) {
    if (random(5) === 0) continue;
    instants.push(new Date(`${day}T${['22:30', '23:30', '00:30', '07:00'][random(3)]}:00Z`));
  }
  // Across the change in Rome: 00:30 CEST on the 25th, 23:30 CET on the 25th, 00:30 CET on the 26th.
  instants.push(
    new Date('2026-10-24T22:30:00Z'),
    new Date('2026-10-25T22:30:00Z'),
    new Date('2026-10-25T23:30:00Z'),
    new Date('2026-11-10T06:00:00Z'),
    new Date('2026-11-10T20:00:00Z'),
  );
  return instants;
}

/** What the test expects of a box: counts per local day, the streaks, and the year ending today. */
function expectedFigures(instants: Date[], timeZone: string) {
  const today = localDay(NOW, timeZone);
  const counts = new Map<string, number>();
  for (const instant of instants) {
    if (instant > NOW) continue;
    const day = localDay(instant, timeZone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys()].sort();
  let longest = 0;
  let longestTo: string | null = null;
  let run = 0;
  for (const day of daysFrom(days[0] ?? today, today)) {
    run = counts.has(day) ? run + 1 : 0;
    if (run > 0 && run >= longest) [longest, longestTo] = [run, day];
  }
  let current = 0;
  for (let day = counts.has(today) ? today : shift(today, -1); counts.has(day); day = shift(day, -1)) current++;
  const year = daysFrom(shift(today, -364), today).map((date) => ({ date, count: counts.get(date) ?? 0 }));
  return { today, current, longest, longestTo, year };
}

describe('GET /api/boxes/:id/year', () => {
  for (const timeZone of ['Europe/Rome', 'America/Los_Angeles', 'Asia/Tokyo']) {
    it(`gives the streaks and the year of a box by the local days of ${timeZone}`, async () => {
      const { api } = await userIn(timeZone);
      const box = await api.createBox({ name: 'Meditazione' });
      const other = await api.createBox({ name: 'Corsa' });
      const instants = streakSeed();
      for (const instant of instants) await api.logEvent(box.id, { eventDate: instant.toISOString() });
      await api.logEvent(other.id, { eventDate: '2026-11-01T12:00:00Z' });

      const answer = await api.get(`/api/boxes/${box.id}/year`);
      expect(answer.status).toBe(200);
      const body = answer.json(boxYearSchema);
      const expected = expectedFigures(instants, timeZone);
      expect(body).toMatchObject({
        boxId: box.id,
        today: expected.today,
        currentStreak: expected.current,
        longestStreak: expected.longest,
        longestStreakTo: expected.longestTo,
      });
      expect(body.longestStreak).toBe(20);
      expect(body.year).toEqual(expected.year);
      expect(body.year).toHaveLength(365);
      expect(body.year.reduce((sum, day) => sum + day.count, 0)).toBe(
        expected.year.reduce((sum, day) => sum + day.count, 0),
      );
    });
  }

  it('counts the night of the change in Rome once, on the right days', async () => {
    const { api } = await userIn('Europe/Rome');
    const box = await api.createBox({ name: 'Sonno' });
    // 00:30 CEST, 23:30 CET on 25 October, then 00:30 CET on the 26th.
    for (const at of ['2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z', '2026-10-25T23:30:00Z']) {
      await api.logEvent(box.id, { eventDate: at });
    }
    const body = (await api.get(`/api/boxes/${box.id}/year`)).json(boxYearSchema);
    const days = Object.fromEntries(body.year.filter((day) => day.count > 0).map((day) => [day.date, day.count]));
    expect(days).toEqual({ '2026-10-25': 2, '2026-10-26': 1 });
    expect([body.currentStreak, body.longestStreak, body.longestStreakFrom]).toEqual([0, 2, '2026-10-25']);
  });

  it('answers 404 for a box in the trash or of another user, and zeros for a box without events', async () => {
    const { api } = await userIn('Europe/Rome');
    const box = await api.createBox({ name: 'Vuota' });
    const empty = (await api.get(`/api/boxes/${box.id}/year`)).json(boxYearSchema);
    expect(empty).toMatchObject({ currentStreak: 0, longestStreak: 0, longestStreakFrom: null });
    expect(empty.year.every((day) => day.count === 0)).toBe(true);
    const { api: stranger } = await userIn('Europe/Rome');
    expect((await stranger.get(`/api/boxes/${box.id}/year`)).status).toBe(404);
    await api.delete(`/api/boxes/${box.id}`);
    expect((await api.get(`/api/boxes/${box.id}/year`)).status).toBe(404);
  });
});

describe('GET /api/reports/correlations', () => {
  for (const timeZone of ['Europe/Rome', 'America/New_York']) {
    it(`correlates daily counts on the same day and a day later, in ${timeZone}`, async () => {
      const { api } = await userIn(timeZone);
      const coffee = await api.createBox({ name: 'Caffè' });
      const headache = await api.createBox({ name: 'Mal di testa' });
      const water = await api.createBox({ name: 'Acqua' });
      const fresh = await api.createBox({ name: 'Yoga' });
      const random = seeded(42);
      const seed = new Map<number, Date[]>([
        [coffee.id, []],
        [headache.id, []],
        [water.id, []],
        [fresh.id, []],
      ]);
      const log = (boxId: number, instant: Date) => seed.get(boxId)?.push(instant);
      // Sixty days across the change of 25 October; at 22:30 UTC an event falls on the next day in Rome.
      const days = daysFrom('2026-09-11', '2026-11-09');
      days.forEach((day, index) => {
        const cups = random(3);
        const at = (hour: string) => new Date(`${day}T${hour}:00Z`);
        for (let cup = 0; cup < cups; cup++) log(coffee.id, at(cup === 0 ? '22:30' : '13:00'));
        if (cups >= 2 || random(4) === 0) log(headache.id, at('15:00'));
        const next = days[index + 1];
        if (next) for (let glass = 0; glass < cups + random(1); glass++) log(water.id, new Date(`${next}T14:00:00Z`));
        if (index >= days.length - 10 && random(1) === 0) log(fresh.id, at('12:00'));
      });
      // Today does not count yet, a reminder never.
      log(coffee.id, new Date('2026-11-10T08:00:00Z'));
      log(headache.id, new Date('2026-12-01T08:00:00Z'));
      for (const [boxId, instants] of seed) {
        for (const instant of instants) await api.logEvent(boxId, { eventDate: instant.toISOString() });
      }

      const answer = await api.get('/api/reports/correlations');
      expect(answer.status).toBe(200);
      const body = answer.json(correlationsSchema);
      const yesterday = shift(localDay(NOW, timeZone), -1);
      expect([body.startDate, body.endDate]).toEqual([shift(yesterday, -364), yesterday]);

      // The test's own series: each box from its first local day to yesterday, days without events as 0.
      const series = new Map<number, Map<string, number>>();
      const firstDay = new Map<number, string>();
      for (const [boxId, instants] of seed) {
        const counts = new Map<string, number>();
        for (const instant of instants) {
          const day = localDay(instant, timeZone);
          if (day <= yesterday) counts.set(day, (counts.get(day) ?? 0) + 1);
        }
        series.set(boxId, counts);
        firstDay.set(boxId, [...counts.keys()].sort()[0] ?? yesterday);
      }
      const expected = (a: number, b: number, lag: 0 | 1) => {
        const start = [firstDay.get(a) ?? '', firstDay.get(b) ?? ''].sort()[1] ?? '';
        const shared = daysFrom(start, shift(yesterday, -lag));
        const xs = shared.map((day) => series.get(a)?.get(day) ?? 0);
        const ys = shared.map((day) => series.get(b)?.get(shift(day, lag)) ?? 0);
        return { coefficient: pearson(xs, ys), days: shared.length };
      };
      const found = (a: number, b: number, lag: 0 | 1) =>
        body.correlations.find((c) => c.first.id === a && c.second.id === b && c.lagDays === lag);

      for (const [a, b, lag] of [
        [coffee.id, headache.id, 0],
        [coffee.id, water.id, 0],
        [headache.id, water.id, 0],
        [coffee.id, water.id, 1],
        [water.id, coffee.id, 1],
        [coffee.id, headache.id, 1],
        [headache.id, coffee.id, 1],
      ] as const) {
        const figure = expected(a, b, lag);
        expect(figure.days).toBeGreaterThanOrEqual(14);
        expect(found(a, b, lag)?.days).toBe(figure.days);
        expect(found(a, b, lag)?.coefficient).toBeCloseTo(figure.coefficient, 2);
      }
      expect(found(coffee.id, headache.id, 0)?.coefficient).toBeGreaterThan(0.4);
      expect(found(coffee.id, water.id, 1)?.coefficient).toBeGreaterThan(0.7);
      expect(found(coffee.id, headache.id, 0)?.first).toEqual({
        id: coffee.id,
        name: 'Caffè',
        emoji: coffee.emoji,
        color: coffee.color,
        unit: null,
      });
      // Fewer than 14 days of Yoga: no pair with it.
      expect(body.correlations.some((c) => c.first.id === fresh.id || c.second.id === fresh.id)).toBe(false);
      const strengths = body.correlations.map((c) => Math.abs(c.coefficient));
      expect(strengths).toEqual([...strengths].sort((x, y) => y - x));

      // K-ORAI answers from the same figures: the strongest link of the headaches comes first.
      const reply = await ask(api, 'Cosa è collegato al mio mal di testa?', undefined, 'it');
      const links = (
        [
          [coffee.id, headache.id, 0],
          [water.id, headache.id, 0],
          [coffee.id, headache.id, 1],
          [headache.id, coffee.id, 1],
          [water.id, headache.id, 1],
          [headache.id, water.id, 1],
        ] as const
      )
        .map(([a, b, lag]) => ({ a, b, lag, ...expected(a, b, lag) }))
        .sort((x, y) => Math.abs(y.coefficient) - Math.abs(x.coefficient));
      const top = links[0];
      const italian = (value: number) =>
        new Intl.NumberFormat('it', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
      expect(reply.text).toContain(`correlazione ${italian(top?.coefficient ?? 0)} su ${top?.days} giorni`);
      expect(reply.text).toContain('Una correlazione non è una causa');
      expect(reply.text.split('\n')[1]).toContain(top?.lag === 0 ? 'Nei giorni con più' : 'Il giorno dopo');
    });
  }

  it('refuses Free with the Pro message and a range over ten years', async () => {
    const { api, email } = await userIn('Europe/Rome');
    const tooLong = await api.get('/api/reports/correlations?startDate=2000-01-01&endDate=2026-01-01');
    expect([tooLong.status, tooLong.json(errorBody).error.message]).toEqual([
      400,
      'Scegli un periodo di al massimo 10 anni',
    ]);
    const box = await api.createBox({ name: 'Mal di testa' });
    await api.logEvent(box.id, { eventDate: '2026-11-01T12:00:00Z' });
    await makeFree(ctx, email);
    const reply = await ask(api, 'Cosa è collegato al mio mal di testa?', undefined, 'it');
    expect(reply.text).toContain('funzionalità Pro');
    const refused = await api.get('/api/reports/correlations');
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([403, 'pro_feature']);
    expect(refused.json(errorBody).error.message).toMatch(/^Funzionalità Pro/);
  });
});
