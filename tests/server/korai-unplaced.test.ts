import { describe, expect, it } from 'vitest';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { readQuestion } from '../../src/server/korai/plan/read-question.js';
import type { LanguageCode } from '../../src/shared/languages.js';

/**
 * Questions that ask for something K-ORAI does not measure, though most of their words are ones it knows: each
 * was once answered with a figure for a nearby question (a count for "the lowest rated", every box's count for a
 * box named in another language). Now the word it could not place stops it, and the reply names that word.
 */
const BOXES: KnownBox[] = [
  { id: 1, name: 'Caffè', emoji: '☕', color: '#000000', unit: null, trackingMode: 'counter' },
  { id: 2, name: 'Film', emoji: '🎬', color: '#000000', unit: null, trackingMode: 'descriptive' },
  { id: 3, name: 'Palestra', emoji: '🏋️', color: '#000000', unit: null, trackingMode: 'counter' },
];

const ASKED: [LanguageCode, string, string][] = [
  // One letter from "corso" ("nel corso di", during), a word that changes nothing: never mended into it.
  ['it', 'Qual è il film più corto di ottobre?', 'corto'],
  ['en', 'What was my shortest Film in October?', 'shortest'],
  ['it', 'Quante volte non sono andato in palestra questa settimana?', 'non'],
  ['en', 'Which day did I drink the most coffee?', 'coffee'],
  ['en', 'How many Caffè in the last 10 working days?', '10'],
  ['de', 'Wie oft Palestra in den letzten 10 Arbeitstagen?', '10'],
];

describe('a question with a word K-ORAI cannot place', () => {
  it.each(ASKED)('%s: "%s" is refused, naming "%s"', async (language, question, word) => {
    const read = await readQuestion(question, language, BOXES, '2026-11-19');
    expect(read).toMatchObject({ refused: { unread: expect.stringMatching(new RegExp(`^${word}$`, 'i')) } });
  });

  it('reads what once stopped it as the measures it now has', async () => {
    for (const [language, question, measure] of [
      ['it', 'Qual è il film con il voto più basso di ottobre?', 'ratingWorst'],
      ['en', 'What was my lowest rated Film in October?', 'ratingWorst'],
      ['it', 'Qual è il tag più usato?', 'topTag'],
      ['en', 'What is my most used tag?', 'topTag'],
      ['it', 'Qual è la pausa più lunga senza palestra quest’anno?', 'gapLongest'],
      ['it', 'Quali film ho visto a ottobre?', 'list'],
      ['en', 'Which Film did I watch in October?', 'list'],
    ] as const) {
      const read = await readQuestion(question, language, BOXES, '2026-11-19');
      expect(read, question).toMatchObject({ plan: { measure } });
    }
  });

  it('reads a time of day as a filter on the hours, on the day it names if it names one', async () => {
    for (const [language, question, dayPart, from] of [
      ['it', 'Quanti caffè la mattina?', 'morning', undefined],
      ['it', 'Quanti caffè ieri sera?', 'evening', '2026-11-18'],
      ['en', 'How many Caffè in the evening this week?', 'evening', '2026-11-16'],
      ['fr', 'Combien de Caffè le matin cette semaine ?', 'morning', '2026-11-16'],
    ] as const) {
      const read = await readQuestion(question, language, BOXES, '2026-11-19');
      expect(read, question).toMatchObject({ plan: { measure: 'count', boxIds: [1], dayPart } });
      if (from && 'plan' in read) expect(read.plan.period.from, question).toBe(from);
    }
  });

  it('reads a box name with one letter wrong or two swapped', async () => {
    for (const question of [
      'Quante volte in Plaestra questa settimana?',
      'Quante volte in Palestar questa settimana?',
    ]) {
      const read = await readQuestion(question, 'it', BOXES, '2026-11-19');
      expect(read, question).toMatchObject({ plan: { measure: 'count', boxIds: [3] } });
    }
  });

  it('still answers when the only words left are ones of asking ("dimmi", "ho segnato", "show me")', async () => {
    for (const [language, question] of [
      ['it', 'Dimmi quante volte ho segnato Caffè questa settimana'],
      ['en', 'Show me how many times I logged Palestra this week'],
      ['it', 'In quanti giorni non ho bevuto caffè questo mese?'],
    ] as const) {
      expect(await readQuestion(question, language, BOXES, '2026-11-19'), question).toHaveProperty('plan');
    }
  });
});

describe('a question with a word mistyped', () => {
  const TODAY = '2026-11-19';
  const lastWeek = { from: '2026-11-09', to: '2026-11-15', name: 'lastWeek' };
  it.each([
    ['it', 'Quante voltte sono andato in palestra la settimana scorsa?'],
    ['it', 'Quante volte sono andato in palestra la setimana scorsa?'],
    ['en', 'How many tmies did I go to the Palestra last week?'],
    ['de', 'Wie oft war ich letzte Wohce in Palestra?'],
  ] as [LanguageCode, string][])('%s: "%s" is read as written right', async (language, question) => {
    const read = await readQuestion(question, language, BOXES, TODAY);
    expect(read).toEqual({ plan: { measure: 'count', boxIds: [3], period: lastWeek } });
  });

  it('is refused, naming the word as written, when it is one letter from two words it reads', async () => {
    // "ultimx" is one letter from "ultimi", "ultime", "ultimo": none is guessed.
    const read = await readQuestion('Quante volte caffè negli ultimx 7 giorni?', 'it', BOXES, TODAY);
    expect(read).toMatchObject({ refused: { unread: 'ultimx' } });
  });

  it('is not taken for the title of an event', async () => {
    const read = await readQuestion('When did I last watch a Film in Octobr?', 'en', BOXES, TODAY);
    expect(read).toMatchObject({ plan: { measure: 'lastTime', boxIds: [2], period: { from: '2026-10-01' } } });
    expect(read).not.toMatchObject({ plan: { text: expect.anything() } });
    const titled = await readQuestion('Quante volte ho visto Amelie?', 'it', BOXES, TODAY);
    expect(titled).toMatchObject({ plan: { measure: 'count', text: 'Amelie' } });
  });
});
