import fs from 'node:fs';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { parseQuestion } from '../../src/server/korai/plan/read-question.js';
import type { QueryPlan } from '../../src/server/korai/plan/types.js';
import type { LanguageCode } from '../../src/shared/languages.js';

/**
 * Questions generated from templates x periods x boxes, the templates written blind in each language for one stated
 * meaning each (`tests/server/korai-questions/`), and what each question's writer meant, to compare with what
 * K-ORAI read.
 */
export const TODAY = '2026-11-19';

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

/** What a template asks: a measure, and for some a time of day. */
export type Intent =
  | 'count'
  | 'lastTime'
  | 'mostActive'
  | 'averageDay'
  | 'daysWithout'
  | 'streakLongest'
  | 'busiestWeekday'
  | 'busiestDay'
  | 'averageEvent'
  | 'ratingWorst'
  | 'topTag'
  | 'list'
  | 'gapLongest'
  | 'countMorning'
  | 'countEvening';
/** The plan an intent is read into when its words name no time of day, or one. */
const MEANT: Partial<Record<Intent, Pick<QueryPlan, 'measure' | 'dayPart'>>> = {
  countMorning: { measure: 'count', dayPart: 'morning' },
  countEvening: { measure: 'count', dayPart: 'evening' },
};
/** Intents about every box at once: their templates name none. */
const ANY_BOX: Intent[] = ['mostActive'];

interface Templates {
  templates: Partial<Record<Intent, string[]>>;
  periods: Record<string, string[]>;
}
const read = (file: string) =>
  JSON.parse(fs.readFileSync(new URL(`../server/korai-questions/${file}`, import.meta.url), 'utf8'));
const written = read('generated-templates.json') as Record<LanguageCode, Templates>;
/** Templates for the measures added later, written blind the same way; they use the first file's periods. */
const writtenMore = read('generated-templates-more.json') as Record<LanguageCode, Templates['templates']>;

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

export const boxesOf = (language: LanguageCode): KnownBox[] =>
  NAMES[language].map((name, index) => ({
    id: index + 1,
    name,
    emoji: '📦',
    color: '#16a34a',
    unit: null,
    trackingMode: index % 2 ? 'descriptive' : 'counter',
  }));

export interface Generated {
  question: string;
  intent: Intent;
  boxId: number | null;
  period: string | null;
}

/**
 * Every template with every period phrase; the box turns with each question, so each name meets each template
 * and period over the set.
 */
export function generate(language: LanguageCode, set: 'first' | 'more' = 'first'): Generated[] {
  const { periods } = written[language];
  const templates = set === 'first' ? written[language].templates : writtenMore[language];
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
export function misread(entry: Generated, plan: QueryPlan) {
  const days = entry.period ? PERIODS[entry.period] : undefined;
  const readDays = [plan.period.from, plan.period.to];
  const sameDays =
    days === undefined
      ? plan.period.name === 'allTime'
      : readDays[0] === days[0] &&
        (readDays[1] === days[1] || (entry.period !== null && readDays[1] === NATURAL_ENDS[entry.period]));
  const sameBoxes = JSON.stringify(plan.boxIds) === JSON.stringify(entry.boxId === null ? [] : [entry.boxId]);
  const meant = MEANT[entry.intent] ?? { measure: entry.intent as QueryPlan['measure'] };
  const sameMeasure = plan.measure === meant.measure && plan.dayPart === meant.dayPart;
  if (sameMeasure && sameBoxes && sameDays && !plan.tag && !plan.text) return undefined;
  return `${entry.question} -> ${plan.measure}${plan.dayPart ? ` ${plan.dayPart}` : ''} ${JSON.stringify(plan.boxIds)} ${readDays.join('..')}${
    plan.text ? ` "${plan.text}"` : ''
  } (meant ${entry.intent} ${entry.boxId ?? 'all'} ${days?.join('..') ?? 'all time'})`;
}

/** Every question of a set read by the parser: how many were read as meant, and each one read as another. */
export async function readAll(language: LanguageCode, set: 'first' | 'more') {
  const questions = generate(language, set);
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
  return { total: questions.length, understood, wrong };
}
