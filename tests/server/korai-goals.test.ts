import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalSchema } from '../../src/shared/schemas/goals.js';
import { ask, doneOf, makeFree } from '../support/korai.js';
import { call, createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * K-ORAI answers about goals with the goals' own figures: where a target stands now, and how many of its days,
 * weeks or months met it over the days asked, paused days left out. Every expected figure is counted here from the
 * events the test logs, day by day, not by the goals' code.
 */
const NOW = new Date('2026-11-19T14:00:00Z'); // Thursday, 15:00 in Rome
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(NOW) });
});
afterAll(() => ctx.close());

/** Glasses of water from 1 November to today (19th, under way), one number per day. */
const WATER = [8, 9, 3, 8, 0, 8, 10, 8, 2, 8, 8, 1, 8, 8, 8, 5, 9, 8, 6];
/** The water goal's holiday: two days that neither meet nor miss. */
const PAUSED = ['2026-11-10', '2026-11-11'];
/** Gym sessions per day from Thursday 1 October, the gym goal's first day. */
const GYM: Record<string, number> = {
  '2026-10-01': 1,
  '2026-10-03': 2,
  '2026-10-06': 1,
  '2026-10-09': 1,
  '2026-10-12': 1,
  '2026-10-14': 1,
  '2026-10-16': 1,
  '2026-10-19': 2,
  '2026-10-21': 1,
  '2026-10-24': 1,
  '2026-10-28': 1,
  '2026-11-02': 1,
  '2026-11-04': 1,
  '2026-11-06': 1,
  '2026-11-09': 3,
  '2026-11-16': 1,
  '2026-11-18': 1,
};

const novemberDay = (index: number) => `2026-11-${String(index + 1).padStart(2, '0')}`;
const noonUtc = (day: string) => `${day}T12:00:00Z`;

/** Days of November up to yesterday, outside the pause, and those with at least 8 glasses. */
function waterDaysMet(from: string, to: string) {
  const days = WATER.slice(0, -1)
    .map((count, index) => ({ day: novemberDay(index), count }))
    .filter(({ day }) => day >= from && day <= to && !PAUSED.includes(day));
  return { met: days.filter(({ count }) => count >= 8).length, of: days.length };
}

/** Gym sessions in the Monday-to-Sunday week that ends on `sunday`, from the goal's first day. */
function gymWeek(sunday: string) {
  const monday = new Date(Date.parse(`${sunday}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return Object.entries(GYM)
    .filter(([day]) => day >= monday && day <= sunday)
    .reduce((sum, [, count]) => sum + count, 0);
}

async function seededUser() {
  const { token, email } = await registerUser(ctx.app);
  const api = trackingClient(ctx.app, token);
  await api.patch('/api/user/preferences', { timeZone: 'Europe/Rome' });
  const water = await api.createBox({ name: 'Acqua', emoji: '💧' });
  const gym = await api.createBox({ name: 'Palestra', emoji: '🏋️' });
  const coffee = await api.createBox({ name: 'Caffè', emoji: '☕' });
  for (const [index, count] of WATER.entries()) {
    const at = index === WATER.length - 1 ? '2026-11-19T08:00:00Z' : noonUtc(novemberDay(index));
    for (let time = 0; time < count; time++) await api.logEvent(water.id, { eventDate: at });
  }
  for (const [day, count] of Object.entries(GYM)) {
    for (let time = 0; time < count; time++) await api.logEvent(gym.id, { eventDate: noonUtc(day) });
  }
  await api.logEvent(coffee.id, { eventDate: noonUtc('2026-11-18') });
  const waterGoal = await api.post('/api/goals', {
    name: '8 bicchieri al giorno',
    boxIds: [water.id],
    startDate: '2026-11-01',
    target: { direction: 'atLeast', count: 8, period: 'day' },
  });
  const gymGoal = await api.post('/api/goals', {
    name: 'Palestra',
    boxIds: [gym.id],
    startDate: '2026-10-01',
    target: { direction: 'atLeast', count: 3, period: 'week' },
  });
  expect([waterGoal.status, gymGoal.status]).toEqual([201, 201]);
  const { id: waterGoalId } = waterGoal.json(goalSchema);
  await api.post('/api/goals/pauses', { goalId: waterGoalId, from: PAUSED[0], to: PAUSED[1] });
  return { api, email };
}

let seeded: Awaited<ReturnType<typeof seededUser>>;
beforeAll(async () => {
  seeded = await seededUser();
});

describe('K-ORAI and goals', () => {
  it('"how many days did I meet my water goal in November": the days met of those ended, the pause left out', async () => {
    const { met, of } = waterDaysMet('2026-11-01', '2026-11-30');
    const answer = await ask(seeded.api, "Quanti giorni ho raggiunto l'obiettivo dell'acqua a novembre?");
    expect(answer.text).toContain(`raggiunto in ${met} su ${of} giorni`);
    expect(answer.text).toContain('(2 in pausa, non contati)');
    expect(answer.text).not.toContain('Palestra');
    const english = await ask(seeded.api, 'How many days did I hit my Acqua goal in November?', undefined, 'en');
    expect(english.text).toContain(`met on ${met} of ${of} days`);
    expect(english.text).not.toContain('Palestra');
  });

  it('"am I on track this week": the days met so far for a daily goal, where the week stands for a weekly one', async () => {
    const answer = await ask(seeded.api, 'Sono in linea con i miei obiettivi questa settimana?');
    const { met, of } = waterDaysMet('2026-11-16', '2026-11-22');
    expect(answer.text).toContain(`raggiunto in ${met} su ${of} giorni`);
    // Two sessions by Thursday afternoon is ahead of the even pace to 3 by Sunday; the two weeks before met 3.
    expect([gymWeek('2026-11-08'), gymWeek('2026-11-15')]).toEqual([3, 3]);
    expect(answer.text).toMatch(
      /«Palestra» \(Almeno 3 a settimana\): 2\/3 questa settimana · In linea · Mancano: 1 · Settimane di fila: 2\./,
    );
    expect(answer.events.find((event) => event.type === 'done')).toBeTruthy();
  });

  it('a goal named by its box: where today stands against the target', async () => {
    const answer = await ask(seeded.api, "Sono in linea con l'obiettivo dell'acqua?");
    // 6 of 8 by 15:00 is ahead of the even pace (5 by then); the 17th and the 18th met it.
    expect(answer.text).toBe(
      '«8 bicchieri al giorno» (Almeno 8 al giorno): 6/8 oggi · In linea · Mancano: 2 · Giorni di fila: 2.',
    );
  });

  it('"how many weeks last month": the weeks that ended in October, from the goal\'s first day', async () => {
    const weeks = ['2026-10-04', '2026-10-11', '2026-10-18', '2026-10-25'].map(gymWeek);
    const met = weeks.filter((count) => count >= 3).length;
    const answer = await ask(seeded.api, 'How many weeks did I meet my Palestra goal last month?', undefined, 'en');
    expect(answer.text).toContain(`met in ${met} of ${weeks.length} weeks`);
  });

  it('a time of day in a goal question gets no figure: the words are named, the whole day offered', async () => {
    // A goal counts whole days: "this morning" would be a figure no goal has.
    const answer = await ask(seeded.api, "Ho raggiunto l'obiettivo dell'acqua stamattina?");
    expect(answer.text).toMatch(/^Non ho capito «stamattina»/);
    expect(answer.text).not.toMatch(/\d+\/\d+/);
    const done = doneOf(answer.events);
    expect(done.readings?.map((reading) => reading.label)).toEqual([
      '8 bicchieri al giorno · a che punto sono gli obiettivi · oggi (19 nov)',
    ]);
  });

  it('a box no goal counts is said so, with no figure of another goal', async () => {
    const answer = await ask(seeded.api, "Come va l'obiettivo del caffè?");
    expect(answer.text).toBe('Nessuno dei tuoi obiettivi conta ☕ Caffè.');
  });

  it('outside Pro, goals are named as a Pro feature and no figure is given; another person sees none of them', async () => {
    const { token, email } = await registerUser(ctx.app);
    const stranger = trackingClient(ctx.app, token);
    const answer = await ask(stranger, 'Sono in linea con i miei obiettivi?');
    expect(answer.text).toBe('Non hai ancora obiettivi attivi: puoi crearne uno nella pagina Obiettivi.');
    await makeFree(ctx, email);
    const free = await ask(stranger, 'Sono in linea con i miei obiettivi?');
    expect(free.text).toMatch(/^Gli obiettivi sono una funzionalità Pro/);
    expect(free.text).not.toMatch(/\d+\/\d+/);
    expect((await call(ctx.app, 'GET', '/api/goals', undefined, { token })).status).toBe(403);
  });
});
