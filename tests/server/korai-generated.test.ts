import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/server/i18n.js';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { parseQuestion, readQuestion } from '../../src/server/korai/plan/parse.js';
import { refusalReply } from '../../src/server/korai/refusal-reply.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages.js';

/**
 * Questions generated from templates x periods x boxes. The templates and the period phrases were written, in each
 * language, by someone who had not read the parser (`korai-questions/generated-templates.json`), each for one
 * stated meaning. Every question is read as meant (measure, boxes, exact days) or refused: never answered as
 * another question, and above all never over another span of time.
 */
const TODAY = '2026-11-19';

/** The days each period key means (today is Thursday 19 November 2026; weeks begin on Monday). */
const PERIODS: Record<string, [string, string]> = {
  today: [TODAY, TODAY],
  yesterday: ['2026-11-18', '2026-11-18'],
  thisWeek: ['2026-11-16', TODAY],
  lastWeek: ['2026-11-09', '2026-11-15'],
  thisMonth: ['2026-11-01', TODAY],
  lastMonth: ['2026-10-01', '2026-10-31'],
  last10Days: ['2026-11-10', TODAY],
  last3Weeks: ['2026-10-30', TODAY],
  sinceYearStart: ['2026-01-01', TODAY],
  october: ['2026-10-01', '2026-10-31'],
  nov3to9: ['2026-11-03', '2026-11-09'],
};
/**
 * A period that ends today may also be read to its natural end (this week to Sunday, this year to 31 December):
 * the same events, and the measures count days only up to today.
 */
const NATURAL_ENDS: Record<string, string> = {
  thisWeek: '2026-11-22',
  thisMonth: '2026-11-30',
  sinceYearStart: '2026-12-31',
};

type Intent = 'count' | 'lastTime' | 'mostActive' | 'averageDay' | 'daysWithout' | 'streakLongest' | 'busiestWeekday';
/** Intents about every box at once: their templates name none. */
const ANY_BOX: Intent[] = ['mostActive'];

interface Templates {
  templates: Record<Intent, string[]>;
  periods: Record<string, string[]>;
}
const written = JSON.parse(
  fs.readFileSync(new URL('./korai-questions/generated-templates.json', import.meta.url), 'utf8'),
) as Record<LanguageCode, Templates>;

/** Box names as people of each language name them. */
const NAMES: Record<LanguageCode, string[]> = {
  it: ['Caffè', 'Corsa', 'Film', 'Acqua', 'Palestra'],
  en: ['Coffee', 'Running', 'Films', 'Water', 'Gym'],
  es: ['Café', 'Gimnasio', 'Películas'],
  fr: ['Café', 'Course', 'Films'],
  de: ['Kaffee', 'Laufen', 'Filme'],
  pt: ['Café', 'Corrida', 'Filmes'],
  ru: ['Кофе', 'Бег', 'Фильмы'],
  ar: ['قهوة', 'جري', 'أفلام'],
  hi: ['कॉफ़ी', 'दौड़', 'फ़िल्में'],
  ja: ['コーヒー', 'ランニング', '映画'],
  zh: ['咖啡', '跑步', '电影'],
};

const boxesOf = (language: LanguageCode): KnownBox[] =>
  NAMES[language].map((name, index) => ({
    id: index + 1,
    name,
    emoji: '📦',
    color: '#16a34a',
    unit: null,
    trackingMode: index % 2 ? 'descriptive' : 'counter',
  }));

interface Generated {
  question: string;
  intent: Intent;
  boxId: number | null;
  period: string | null;
}

/**
 * Every template with every period phrase; the box turns with each question, so each name meets each template
 * and period over the set.
 */
function generate(language: LanguageCode): Generated[] {
  const { templates, periods } = written[language];
  const boxes = boxesOf(language);
  const questions: Generated[] = [];
  for (const [intent, forms] of Object.entries(templates) as [Intent, string[]][]) {
    for (const form of forms) {
      const phrases = form.includes('{period}')
        ? Object.entries(periods).flatMap(([key, said]) => said.map((phrase) => [key, phrase] as const))
        : [[null, ''] as const];
      for (const [period, phrase] of phrases) {
        const box = ANY_BOX.includes(intent) ? undefined : boxes[questions.length % boxes.length];
        questions.push({
          question: form.replace('{period}', phrase).replace('{box}', box?.name ?? ''),
          intent,
          boxId: box?.id ?? null,
          period,
        });
      }
    }
  }
  return questions;
}

/** What the question's writer meant, compared with what the parser read; undefined when they agree. */
function misread(entry: Generated, plan: NonNullable<Awaited<ReturnType<typeof parseQuestion>>>) {
  const days = entry.period ? PERIODS[entry.period] : undefined;
  const readDays = [plan.period.from, plan.period.to];
  const sameDays =
    days === undefined
      ? plan.period.name === 'allTime'
      : readDays[0] === days[0] &&
        (readDays[1] === days[1] || (entry.period !== null && readDays[1] === NATURAL_ENDS[entry.period]));
  const sameBoxes = JSON.stringify(plan.boxIds) === JSON.stringify(entry.boxId === null ? [] : [entry.boxId]);
  if (plan.measure === entry.intent && sameBoxes && sameDays && !plan.tag && !plan.text) return undefined;
  return `${entry.question} -> ${plan.measure} ${JSON.stringify(plan.boxIds)} ${readDays.join('..')}${
    plan.text ? ` "${plan.text}"` : ''
  } (meant ${entry.intent} ${entry.boxId ?? 'all'} ${days?.join('..') ?? 'all time'})`;
}

describe('generated questions, from templates written blind', () => {
  it.each(LANGUAGE_CODES)('are read as meant or refused, never as another question (%s)', async (language) => {
    const questions = generate(language);
    expect(questions.length).toBeGreaterThanOrEqual(language === 'it' || language === 'en' ? 200 : 30);
    const wrong: string[] = [];
    let understood = 0;
    for (const entry of questions) {
      const plan = await parseQuestion(entry.question, language, boxesOf(language), TODAY);
      if (!plan) continue;
      const problem = misread(entry, plan);
      if (problem) wrong.push(problem);
      else understood += 1;
    }
    console.log(
      `${language}: ${understood} of ${questions.length} read right, ${wrong.length} wrong, the others refused`,
    );
    expect(wrong).toEqual([]);
    // Refusing is safe but not an answer: a parser that refused everything would pass the line above.
    expect(understood).toBeGreaterThanOrEqual(Math.ceil(questions.length * 0.45));
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
