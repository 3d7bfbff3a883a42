import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { parseQuestion } from '../../src/server/korai/plan/read-question.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages.js';

/**
 * Questions about boxes with a unit, written by someone who had not read the parser (`korai-questions/units-blind.json`,
 * each with the box, the span of time and what its writer meant: the sum in the unit, the number of times, or the
 * average per day in the unit): K-ORAI reads each as meant, or refuses it; it never counts times when kilometres were
 * asked, adds kilometres when times were, nor answers about another box or another span of time.
 */
const TODAY = '2026-11-19';
const BOXES: KnownBox[] = [
  { id: 1, name: 'Corsa', emoji: '🏃', color: '#16a34a', unit: 'km', trackingMode: 'descriptive' },
  { id: 2, name: 'Lettura', emoji: '📖', color: '#7c3aed', unit: 'pagine', trackingMode: 'descriptive' },
  { id: 3, name: 'Caffè', emoji: '☕', color: '#78350f', unit: null, trackingMode: 'counter' },
];
const PERIODS: Record<string, [string, string]> = {
  today: [TODAY, TODAY],
  thisWeek: ['2026-11-16', '2026-11-22'],
  lastWeek: ['2026-11-09', '2026-11-15'],
  thisMonth: ['2026-11-01', '2026-11-30'],
};

interface Blind {
  language: LanguageCode;
  question: string;
  kind: 'sum' | 'count' | 'averageDay';
  box: 'Corsa' | 'Lettura' | 'Caffè';
  period: keyof typeof PERIODS;
}
const blind = JSON.parse(
  fs.readFileSync(new URL('./korai-questions/units-blind.json', import.meta.url), 'utf8'),
) as Blind[];

/** What the writer meant, as a plan reads it. */
const MEANT = { sum: 'quantity', count: 'count', averageDay: 'averageDay in the unit' } as const;

describe('a question about a box with a unit', () => {
  it.each(LANGUAGE_CODES)(
    'is read as the sum, the count or the average its writer meant, or refused (%s)',
    async (language) => {
      const questions = blind.filter((entry) => entry.language === language);
      expect(questions.length).toBeGreaterThanOrEqual(language === 'it' || language === 'en' ? 14 : 6);
      const wrong: string[] = [];
      let understood = 0;
      for (const entry of questions) {
        const plan = await parseQuestion(entry.question, language, BOXES, TODAY);
        if (!plan) continue;
        const measure = plan.measure === 'averageDay' && plan.amount ? 'averageDay in the unit' : plan.measure;
        const box = BOXES.find((each) => each.name === entry.box)?.id;
        const read = { measure, boxIds: plan.boxIds, days: [plan.period.from, plan.period.to] };
        const meant = { measure: MEANT[entry.kind], boxIds: [box], days: PERIODS[entry.period] };
        if (JSON.stringify(read) === JSON.stringify(meant)) understood += 1;
        else wrong.push(`${entry.question} -> ${JSON.stringify(read)}`);
      }
      console.log(`${language}: ${understood} of ${questions.length} read right, the others refused`);
      expect(wrong).toEqual([]);
      // Refusing is safe but not an answer: most questions must be understood.
      expect(understood).toBeGreaterThanOrEqual(Math.ceil(questions.length * 0.6));
    },
  );
});
