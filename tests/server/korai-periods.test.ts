import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { parseQuestion } from '../../src/server/korai/plan/parse.js';

/**
 * K-ORAI never answers a different question than the one asked: a period it cannot read is refused, never
 * widened to all time or narrowed to another.
 */
const TODAY = '2026-04-15';
const BOXES: KnownBox[] = ['Caffè', 'Acqua', 'Corsa', 'Film', 'Libri', 'Meditazione'].map((name, index) => ({
  id: index + 1,
  name,
  emoji: '☕',
  color: '#000000',
  trackingMode: name === 'Film' || name === 'Libri' ? 'descriptive' : 'counter',
}));

describe('a period in a question', () => {
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
});
