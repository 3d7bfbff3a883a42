import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { parseQuestion } from '../../src/server/korai/plan/read-question.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages.js';

/**
 * K-ORAI never answers a different question than the one asked: a period it cannot read is refused, never
 * widened to all time or narrowed to another. Checked on questions written by someone who had not read the
 * parser (`korai-questions/periods-blind.json`, each with the days its writer meant), and on generated ones.
 */
const TODAY = '2026-04-15';
const BOXES: KnownBox[] = ['Caffè', 'Acqua', 'Corsa', 'Film', 'Libri', 'Meditazione'].map((name, index) => ({
  id: index + 1,
  name,
  emoji: '☕',
  color: '#000000',
  unit: null,
  trackingMode: name === 'Film' || name === 'Libri' ? 'descriptive' : 'counter',
}));

interface Blind {
  question: string;
  box: string;
  from: string;
  to: string;
  kind: number;
}
const blind = JSON.parse(
  fs.readFileSync(new URL('./korai-questions/periods-blind.json', import.meta.url), 'utf8'),
) as Record<LanguageCode, Blind[]>;

describe('a period in a question', () => {
  it.each(LANGUAGE_CODES)('is read as its writer meant, or the question is refused (%s)', async (language) => {
    const questions = blind[language] ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    let understood = 0;
    for (const { question, box, from, to } of questions) {
      const plan = await parseQuestion(question, language, BOXES, TODAY);
      if (!plan) continue;
      const boxId = BOXES.find((known) => known.name === box)?.id;
      const period = `${plan.period.from}..${plan.period.to}`;
      if (period !== `${from}..${to}` || (plan.boxIds.length > 0 && !plan.boxIds.includes(boxId ?? 0))) {
        wrong.push(`${question} -> ${plan.measure} of ${plan.boxIds.join(',') || 'every box'} over ${period}`);
      } else {
        understood += 1;
      }
    }
    console.log(`${language}: ${understood} of ${questions.length} read right, the others refused`);
    expect(wrong).toEqual([]);
  });

  it('that K-ORAI does not know, added to a question it answers, is never read as all time', async () => {
    const asks = {
      it: ['Quanti caffè ho bevuto', 'Quante volte sono andato a Corsa', 'Quante volte ho fatto Meditazione'],
      en: ['How many Caffè did I have', 'How many times did I go to Corsa', 'How often did I log Meditazione'],
    };
    const unknown = {
      it: ['nelle ultime tre settimane', "dall'inizio dell'anno", 'negli ultimi due mesi', 'la settimana prima'],
      en: ['in the last three weeks', 'since the start of the year', 'over the past two months', 'the week before'],
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('it' as const, 'en' as const),
        fc.nat(2),
        fc.nat(3),
        async (language, ask, period) => {
          const question = asks[language][ask] ?? '';
          const plain = await parseQuestion(`${question}?`, language, BOXES, TODAY);
          expect(plain?.period.name, question).toBe('allTime');
          const asked = `${question} ${unknown[language][period]}?`;
          const plan = await parseQuestion(asked, language, BOXES, TODAY);
          expect(plan?.period.name, asked).not.toBe('allTime');
        },
      ),
    );
  });

  it.each([
    ['it', 'Quanti caffè nel 2025?', '2025-01-01', '2025-12-31'],
    ['en', 'How many times did I log Caffè in 2024?', '2024-01-01', '2024-12-31'],
    ['de', 'Wie oft Caffè im Jahr 2025?', '2025-01-01', '2025-12-31'],
    ['fr', 'Combien de Caffè en 2025 ?', '2025-01-01', '2025-12-31'],
    ['ru', 'Сколько раз Caffè в 2025 году?', '2025-01-01', '2025-12-31'],
    ['ja', '2025年にCaffèは何回?', '2025-01-01', '2025-12-31'],
    ['ar', 'كم مرة Caffè في عام 2025؟', '2025-01-01', '2025-12-31'],
    ['it', 'Quanti caffè dal 2025?', '2025-01-01', TODAY],
  ] as [LanguageCode, string, string, string][])(
    'named by its year alone is that year (%s: %s)',
    async (language, question, from, to) => {
      const plan = await parseQuestion(question, language, BOXES, TODAY);
      expect(plan).toMatchObject({ measure: 'count', boxIds: [1], period: { from, to } });
    },
  );

  it('named by a year still to come, or a number too old to be one, is refused', async () => {
    for (const question of ['Quanti caffè nel 2030?', 'Quanti caffè nel 1500?']) {
      expect(await parseQuestion(question, 'it', BOXES, TODAY), question).toBeUndefined();
    }
  });

  it.each([
    ['ru', 'Сколько раз Caffè с 3-го по 9-е?', '2026-04-03', '2026-04-09'],
    ['ru', 'Сколько раз Caffè с 20 по 25?', '2026-03-20', '2026-03-25'],
    ['hi', 'अक्टूबर महीने में Caffè कितनी बार?', '2025-10-01', '2025-10-31'],
  ] as [LanguageCode, string, string, string][])(
    'said as its days or its month is those days (%s: %s)',
    async (language, question, from, to) => {
      const plan = await parseQuestion(question, language, BOXES, TODAY);
      expect(plan).toMatchObject({ measure: 'count', boxIds: [1], period: { from, to } });
    },
  );
});
