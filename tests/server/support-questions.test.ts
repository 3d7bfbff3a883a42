import { describe, expect, it } from 'vitest';
import { knowledgeText } from '../../src/server/support/knowledge/index.js';
import type { PassageId } from '../../src/server/support/knowledge/passage-ids.js';
import { PASSAGE_IDS } from '../../src/server/support/knowledge/passage-ids.js';
import { questionLanguage } from '../../src/server/support/question-language.js';
import { rankPassages } from '../../src/server/support/rank-passages.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages.js';
import { SUPPORT_QUESTIONS } from './support-questions/index.js';
import type { SupportQuestion } from './support-questions/support-question.js';

const SUPPORT_EMAIL = 'help@korai.example';
/** The held-out questions were never used to tune the ranking: this much of them must still be answered right. */
const HELD_OUT_FLOOR = 0.7;

/** What the chatbot does with a question: the language it answers in and the installed passage it answers with. */
function reach(question: SupportQuestion, language: LanguageCode) {
  const answering = questionLanguage(question.question, question.visitor ?? language);
  const text = knowledgeText(answering, SUPPORT_EMAIL);
  const passages = PASSAGE_IDS.map((id) => text[id]);
  const [best] = rankPassages(passages, answering, question.question, answering);
  const reached = best ? (PASSAGE_IDS.find((id) => text[id] === best.passage) ?? null) : null;
  return { language: answering, passage: reached };
}

function expected(question: SupportQuestion): (PassageId | null)[] {
  return Array.isArray(question.passage) ? question.passage : [question.passage];
}

const right = (question: SupportQuestion, language: LanguageCode) => {
  const got = reach(question, language);
  return got.language === language && expected(question).includes(got.passage);
};

describe('visitors’ questions reach the passage that answers them, in their language', () => {
  for (const language of LANGUAGE_CODES) {
    const questions = SUPPORT_QUESTIONS[language].filter((question) => !question.heldOut);
    it.each(questions)(`${language}: $question`, (question) => {
      const got = reach(question, language);
      expect(got.language).toBe(language);
      expect(expected(question)).toContain(got.passage);
    });
  }
});

describe('the held-out questions', () => {
  it(`are answered right at least ${HELD_OUT_FLOOR * 100}% of the time in every language taken together`, () => {
    const rows = LANGUAGE_CODES.map((language) => {
      const all = SUPPORT_QUESTIONS[language];
      const heldOut = all.filter((question) => question.heldOut);
      const score = (list: SupportQuestion[]) => list.filter((question) => right(question, language)).length;
      return { language, all: all.length, allRight: score(all), heldOut: heldOut.length, heldOutRight: score(heldOut) };
    });
    // The score per language, for the record of a change to the ranking.
    console.table(rows);
    const heldOut = rows.reduce((sum, row) => sum + row.heldOut, 0);
    const heldOutRight = rows.reduce((sum, row) => sum + row.heldOutRight, 0);
    expect(heldOutRight / heldOut).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });
});
