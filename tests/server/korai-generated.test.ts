import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/server/i18n.js';
import { parseQuestion, readQuestion } from '../../src/server/korai/plan/read-question.js';
import { refusalReply } from '../../src/server/korai/refusal-reply.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages.js';
import { wordsFor } from '../../src/shared/quick-log/words-for.js';
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

const everyday = (language: LanguageCode) => {
  const words = wordsFor(language);
  return new Set([...words.functionWords, ...words.questions]);
};
/** The name with one letter dropped, or two neighbours swapped, turn by turn; names of five letters or more. */
const typo = (name: string, turn: number) => {
  const at = 1 + (turn % (name.length - 2));
  return turn % 2
    ? name.slice(0, at) + name.slice(at + 1)
    : name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
};

describe('generated questions with a box name mistyped', () => {
  it.each(LANGUAGE_CODES)('are read as with the right name, or refused (%s)', async (language) => {
    const boxes = boxesOf(language);
    const different: string[] = [];
    let same = 0;
    for (const [turn, entry] of generate(language).entries()) {
      const box = boxes.find((candidate) => candidate.id === entry.boxId);
      if (!box || [...box.name].length < 5 || !entry.question.includes(box.name)) continue;
      const right = await parseQuestion(entry.question, language, boxes, TODAY);
      if (!right) continue;
      const typed = typo(box.name, turn);
      // A typo that makes another word of the language ("Cosa" for Corsa) asks another question.
      if (everyday(language).has(typed.toLowerCase())) continue;
      const mistyped = entry.question.replace(box.name, typed);
      const read = await parseQuestion(mistyped, language, boxes, TODAY);
      if (!read) continue;
      if (JSON.stringify(read) === JSON.stringify(right)) same += 1;
      else different.push(`${mistyped} -> ${JSON.stringify(read)}`);
    }
    expect(different).toEqual([]);
    // Latin and Cyrillic names of five letters or more are matched one edit away; others may be refused.
    if (['it', 'en', 'es', 'fr', 'de', 'pt', 'ru'].includes(language)) expect(same).toBeGreaterThan(20);
  });
});

describe('generated questions with another word mistyped', () => {
  const LATIN_OR_CYRILLIC = ['it', 'en', 'es', 'fr', 'de', 'pt', 'ru'] as const;
  it.each(LATIN_OR_CYRILLIC)('are read as written right, or refused (%s)', async (language) => {
    const boxes = boxesOf(language);
    const different: string[] = [];
    let same = 0;
    let tried = 0;
    for (const [turn, { question }] of generate(language).entries()) {
      const right = await parseQuestion(question, language, boxes, TODAY);
      if (!right) continue;
      const names = boxes.map((box) => box.name.toLowerCase());
      const words = question
        .replace(/["“”«»„][^"“”«»„]*["“”«»„]|#\p{L}+/gu, ' ')
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 5 && !names.some((name) => name.includes(word.toLowerCase())));
      const word = words[turn % Math.max(1, words.length)];
      if (!word) continue;
      const typed = typo(word, turn);
      if (everyday(language).has(typed.toLowerCase())) continue;
      tried += 1;
      const mistyped = question.replace(word, typed);
      const read = await parseQuestion(mistyped, language, boxes, TODAY);
      if (!read) continue;
      if (JSON.stringify(read) === JSON.stringify(right)) same += 1;
      else different.push(`${mistyped} -> ${JSON.stringify(read)}`);
    }
    expect(different).toEqual([]);
    expect(tried).toBeGreaterThan(100);
    // Many are mended; one a letter from two known words, from a box's name, or from a word that changes nothing
    // ("corso" for "corto") is refused instead.
    expect(same).toBeGreaterThan(tried * 0.4);
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
