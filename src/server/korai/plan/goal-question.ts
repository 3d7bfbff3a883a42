import type { LanguageCode } from '../../../shared/languages.js';
import type { GoalRow } from '../../goals/goal-rows.js';
import type { KnownBox } from './context.js';
import { blankPhrase, findPhrase, fold, foldPhrase } from './fold.js';
import { LEXICONS, triedLanguages } from './lexicon.js';
import { matchBoxes } from './match-boxes.js';
import { namedPeriod } from './periods.js';
import type { Period, QueryPlan } from './types.js';

export interface GoalQuestion {
  question: string;
  /** The folded question without its periods. */
  rest: string;
  language: LanguageCode;
  goals: GoalRow[];
  /** The boxes the question names: it is about the goals that count them. */
  boxIds: number[];
  periods: Period[];
  today: string;
}

function holds(text: string, phrases: string[], language: LanguageCode): boolean {
  return phrases.some((phrase) => findPhrase(text, foldPhrase(phrase), language) >= 0);
}

/**
 * Whether a question is about goals: it has the word ("obiettivo", "goal"), asks whether one is on track, or
 * names one in full.
 */
export function asksAboutGoals(rest: string, language: LanguageCode, goals: GoalRow[], boxes: KnownBox[]): boolean {
  if (
    triedLanguages(language).some((code) => holds(rest, [...LEXICONS[code].goals, ...LEXICONS[code].onTrack], code))
  ) {
    return true;
  }
  // A goal named in full ("8 bicchieri al giorno"), unless a box has that very name.
  const boxNames = new Set(boxes.map((box) => fold(box.name)));
  return goals.some((goal) => !boxNames.has(fold(goal.name)) && rest.includes(fold(goal.name)));
}

/**
 * "How many days / weeks / months" asks for the periods that met a target, not where the current one stands; the
 * words are the answer's unit, not a period, and are blanked from what is left to read.
 */
export function periodCountsOut(rest: string, language: LanguageCode): { text: string; found: boolean } {
  let text = rest;
  let found = false;
  for (const code of triedLanguages(language)) {
    for (const phrase of LEXICONS[code].periodCounts.map(foldPhrase)) {
      const blanked = blankPhrase(text, phrase, code);
      found ||= blanked !== text;
      text = blanked;
    }
  }
  return { text, found };
}

/**
 * A question about goals read into a plan: the goals it names by their name, else those that count the boxes it
 * names, else every one; where each stands now, or the periods that met its target over the days asked ("how
 * many days did I meet my water goal in November", and any period already over).
 */
export function goalPlan({ question, rest, language, goals, boxIds, periods, today }: GoalQuestion): {
  plan: QueryPlan;
  /** What of `rest` is left once the goals' names are taken out. */
  rest: string;
} {
  const matched = matchBoxes(
    question,
    rest,
    goals.map((goal) => ({ id: goal.id, name: goal.name, emoji: '' })),
    language,
  );
  const named = matched.ids;
  // A goal's name may hold a number and a time ("8 bicchieri al giorno"): it names the goal, not a period.
  let left = rest;
  for (const goal of goals.filter((each) => named.includes(each.id))) left = left.replace(fold(goal.name), ' ');
  for (const word of matched.words) left = left.replaceAll(` ${word} `, ' '.repeat(word.length + 2));
  const counting = goals.filter((goal) => goal.boxIds.some((id) => boxIds.includes(id))).map((goal) => goal.id);
  const [first] = periods;
  const over = first !== undefined && first.to < today;
  const plan: QueryPlan = {
    measure: periodCountsOut(rest, language).found || over ? 'goalPeriodsMet' : 'goalProgress',
    boxIds,
    goalIds: named.length ? named : counting,
    period: first ?? namedPeriod('allTime', today),
  };
  return { plan, rest: left };
}
