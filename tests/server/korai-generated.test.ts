import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/server/i18n.js';
import { parseQuestion, readQuestion } from '../../src/server/korai/plan/parse.js';
import { refusalReply } from '../../src/server/korai/refusal-reply.js';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { boxesOf, generate, readAll, TODAY } from '../support/korai-generated.js';

/**
 * Questions generated from templates x periods x boxes. The templates and the period phrases were written, in each
 * language, by someone who had not read the parser (`korai-questions/generated-templates.json`), each for one
 * stated meaning. Every question is read as meant (measure, boxes, exact days) or refused: never answered as
 * another question, and above all never over another span of time.
 */
describe('generated questions, from templates written blind', () => {
  it.each(LANGUAGE_CODES)('are read as meant or refused, never as another question (%s)', async (language) => {
    const { total, understood, wrong } = await readAll(language, 'first');
    expect(total).toBeGreaterThanOrEqual(language === 'it' || language === 'en' ? 200 : 30);
    expect(wrong).toEqual([]);
    // Refusing is safe but not an answer: a parser that refused everything would pass the line above.
    expect(understood).toBeGreaterThanOrEqual(Math.ceil(total * 0.45));
  });
});

describe('generated questions with a word K-ORAI does not know', () => {
  const SPACED = LANGUAGE_CODES.filter((code) => code !== 'ja' && code !== 'zh');
  it.each(SPACED)('are refused, wherever it stands (%s)', async (language) => {
    const boxes = boxesOf(language);
    const answered: string[] = [];
    let tried = 0;
    for (const [index, { question }] of generate(language).entries()) {
      if (!(await parseQuestion(question, language, boxes, TODAY))) continue;
      // After the first word, before the last, or at the end: never inside quotes.
      const words = question.split(' ');
      const at = [1, words.length - 1, words.length][index % 3] ?? 1;
      if (
        words
          .slice(0, at)
          .join(' ')
          .split(/["“”«»„]/).length %
          2 ===
        0
      )
        continue;
      const changed = [...words.slice(0, at), 'zorbliq', ...words.slice(at)].join(' ');
      tried += 1;
      const read = await readQuestion(changed, language, boxes, TODAY);
      if (!('refused' in read)) answered.push(changed);
    }
    expect(tried).toBeGreaterThan(100);
    expect(answered).toEqual([]);
  });
});

describe('generated questions K-ORAI refuses', () => {
  it.each(LANGUAGE_CODES)(
    'offer readings that keep all it understood and state each plainly (%s)',
    async (language) => {
      const boxes = boxesOf(language);
      const allBoxes = translatorFor(language)('korai.answer.allBoxes');
      let refused = 0;
      for (const { question } of generate(language)) {
        const read = await readQuestion(question, language, boxes, TODAY);
        if ('plan' in read) continue;
        refused += 1;
        const { refused: refusal } = read;
        const { text, readings } = refusalReply({ boxes, goals: [] }, refusal, language, TODAY);
        expect(readings.length, question).toBeGreaterThanOrEqual(1);
        expect(readings.length, question).toBeLessThanOrEqual(3);
        expect(new Set(readings.map((reading) => reading.label)).size, question).toBe(readings.length);
        // The word that stopped it is the question's own, and the reply names it.
        if (refusal.unread) {
          expect(question.toLowerCase(), question).toContain(refusal.unread.toLowerCase());
          expect(text, question).toContain(refusal.unread);
        }
        for (const { label, plan } of readings) {
          // What was understood is kept; only what was not (the period, the box) is offered in turn.
          if (refusal.plan) {
            expect(plan.measure, question).toBe(refusal.plan.measure);
            if (!refusal.boxMissing) expect(plan.boxIds, question).toEqual(refusal.plan.boxIds);
            expect([plan.tag, plan.text], question).toEqual([refusal.plan.tag, refusal.plan.text]);
          }
          for (const id of plan.boxIds) expect(label, question).toContain(boxes[id - 1]?.name);
          if (!plan.boxIds.length && !refusal.plan?.measure.startsWith('goal')) {
            expect(label.includes(allBoxes) || !refusal.plan, `${question}: ${label}`).toBe(true);
          }
          // A named span shows its first and last day.
          if (plan.period.name && plan.period.name !== 'allTime' && refusal.plan) {
            expect(label, question).toMatch(new RegExp(String(Number(plan.period.from.slice(8)))));
            expect(label, question).toMatch(new RegExp(String(Number(plan.period.to.slice(8)))));
          }
        }
      }
      expect(refused).toBeGreaterThan(0);
    },
  );
});
