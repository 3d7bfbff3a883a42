import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../support/korai.js';
import { call, createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * A box with a unit: a question naming that unit, or a unit word of the question's language, asks for the sum of
 * the quantities, said in the box's unit; the same question without one still counts events. The expected figures
 * are summed here from what was logged.
 */
const NOW = new Date('2026-06-11T18:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock: new TestClock(NOW) });
});
afterAll(() => ctx.close());

/** Three events this week (Monday 8 June on) and one the week before, in a box with `unit`. */
async function boxWithUnit(language: string, name: string, unit: string) {
  const { token } = await registerUser(ctx.app);
  await call(
    ctx.app,
    'PATCH',
    '/api/user/preferences',
    { preferredLanguage: language, timeZone: 'Europe/Rome' },
    { token },
  );
  const api = trackingClient(ctx.app, token);
  const box = await api.createBox({ name, emoji: '🏃', trackingMode: 'descriptive', unit });
  const logged = [
    { quantity: 5, eventDate: '2026-06-08T06:00:00Z' },
    { quantity: 12, eventDate: '2026-06-09T06:00:00Z' },
    { quantity: 8, eventDate: '2026-06-11T06:00:00Z' },
    { quantity: 30, eventDate: '2026-06-03T06:00:00Z' },
  ];
  for (const event of logged) await api.logEvent(box.id, { description: name, ...event });
  return { api, thisWeek: { events: 3, sum: 25 } };
}

const sourceOf = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.events.flatMap((event) => (event.type === 'done' ? event.sources : []));

describe('K-ORAI and units', () => {
  const cases: [language: string, name: string, unit: string, sum: string, count: string, expected: string][] = [
    ['it', 'Corsa', 'km', 'Quanti km di corsa questa settimana?', 'Quante volte corsa questa settimana?', '25 km'],
    [
      'it',
      'Nuoto',
      'vasche',
      'Quante vasche di nuoto questa settimana?',
      'Quante volte nuoto questa settimana?',
      '25 vasche',
    ],
    ['en', 'Running', 'km', 'How many km of running this week?', 'How many times running this week?', '25 km'],
    // "How far" asks for the distance, in the box's unit, though it names none.
    ['en', 'Running', 'km', 'How far did I go running this week?', 'How many times running this week?', '25 km'],
    ['de', 'Laufen', 'km', 'Wie viele Kilometer Laufen diese Woche?', 'Wie oft Laufen diese Woche?', '25 km'],
    [
      'es',
      'Lectura',
      'páginas',
      '¿Cuántas páginas de lectura esta semana?',
      '¿Cuántas veces lectura esta semana?',
      '25 páginas',
    ],
  ];
  const averages: [language: string, name: string, question: string, expected: string][] = [
    ['it', 'Corsa', 'Quanti km al giorno in media di corsa questa settimana?', '6,3 km'],
    ['en', 'Running', 'How many km per day on average of running this week?', '6.3 km'],
    ['de', 'Laufen', 'Wie viele Kilometer Laufen pro Tag im Durchschnitt diese Woche?', '6,3 km'],
  ];
  for (const [language, name, question, expected] of averages) {
    it(`${language}: "${question}" averages the kilometres over the days so far, not the runs`, async () => {
      const { api, thisWeek } = await boxWithUnit(language, name, 'km');
      // Monday to Thursday: four days so far this week.
      const answer = await ask(api, question, undefined, language);
      expect(sourceOf(answer)).toMatchObject([
        { figure: Math.round((thisWeek.sum / 4) * 10) / 10, measure: 'average' },
      ]);
      expect(answer.text).toContain(expected);
    });
  }

  const perRun: [language: string, name: string, question: string, expected: string][] = [
    ['it', 'Corsa', 'Quanti km in media per corsa questa settimana?', 'In media 8,3 km per evento in 🏃 Corsa'],
    ['it', 'Corsa', 'Quanti km ho fatto ogni volta di corsa questa settimana?', '8,3 km'],
    ['en', 'Running', 'How many km per run on average this week?', 'On average 8.3 km per entry in 🏃 Running'],
    ['en', 'Running', 'How many km of running each time this week?', '8.3 km'],
  ];
  for (const [language, name, question, expected] of perRun) {
    it(`${language}: "${question}" averages the kilometres over the runs, not the days`, async () => {
      const { api, thisWeek } = await boxWithUnit(language, name, 'km');
      const answer = await ask(api, question, undefined, language);
      expect(sourceOf(answer)).toMatchObject([
        { figure: Math.round((thisWeek.sum / thisWeek.events) * 10) / 10, measure: 'average', from: '2026-06-08' },
      ]);
      expect(answer.text).toContain(expected);
    });
  }

  for (const [language, name, unit, sumQuestion, countQuestion, expected] of cases) {
    it(`${language}: "${sumQuestion}" adds up the quantities in ${unit}; "${countQuestion}" counts`, async () => {
      const { api, thisWeek } = await boxWithUnit(language, name, unit);
      const sum = await ask(api, sumQuestion, undefined, language);
      expect(sum.text).toContain(expected);
      expect(sourceOf(sum)).toMatchObject([{ figure: thisWeek.sum, measure: 'quantity', from: '2026-06-08' }]);
      const counted = await ask(api, countQuestion, undefined, language);
      expect(sourceOf(counted)).toMatchObject([{ figure: thisWeek.events, measure: 'events' }]);
      expect(counted.text).not.toContain(unit);
    });
  }
});
