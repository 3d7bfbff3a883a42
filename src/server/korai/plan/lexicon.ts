import type { LanguageCode } from '../../../shared/languages.js';
import type { DayPart } from '../../../shared/quick-log/quick-log-words.js';
import { ar } from './lexicons/ar.js';
import { de } from './lexicons/de.js';
import { en } from './lexicons/en.js';
import { es } from './lexicons/es.js';
import { fr } from './lexicons/fr.js';
import { hi } from './lexicons/hi.js';
import { it } from './lexicons/it.js';
import { ja } from './lexicons/ja.js';
import { pt } from './lexicons/pt.js';
import { ru } from './lexicons/ru.js';
import { zh } from './lexicons/zh.js';
import type { Measure, PeriodName } from './types.js';

/**
 * The words that signal a measure or a period, per language (a trailing `*` matches any word that begins so).
 * Italian and English are complete; the other languages carry the common forms. The order of MEASURE_ORDER decides
 * which measure wins when a question holds the words of several ("longest streak" before "streak").
 */
/** The periods a phrase names; "since the start of the year" is from 1 January to today. */
export type NamedPeriod = Exclude<PeriodName, 'lastDays'> | 'weekend' | 'yearToDate' | 'monthToDate' | 'weekToDate';

export interface Lexicon {
  measures: Partial<Record<Measure, string[]>>;
  /** Words that make a question about the average (per day unless a per-week word says otherwise). */
  average?: string[];
  /** Words that make a streak question about the longest one ("al massimo", "at most", "record"). */
  longest?: string[];
  periods: Partial<Record<NamedPeriod, string[]>>;
  /** The words for days and weeks after a number: "the last 10 days". */
  days: string[];
  weeks: string[];
  /** "last" or "past" before such a number. */
  last: string[];
  /** The words for a goal: a question holding one asks about goals, not about events. */
  goals: string[];
  /** "Am I on track", "how am I doing": about goals even when no goal is named. */
  onTrack: string[];
  /** "How many days / weeks / months": a goal question asking for the periods that met its target. */
  periodCounts: string[];
  /**
   * Words a question may hold that change nothing in its plan: verbs of doing and logging, "tell me", "box",
   * "entries". Any other word no rule placed means the question was not understood (`plan/unplaced-words.ts`).
   * Japanese and Chinese, written without spaces, are not checked word by word.
   */
  asking: string[];
  /** "Not", "never": placed only in a question about the days without. */
  negations: string[];
  /**
   * The times of day as questions say them, where the quick log's words would mislead: Spanish "noche" and
   * Japanese "夜" are the evening a question means, not the small hours.
   */
  dayParts?: Partial<Record<DayPart, string[]>>;
}

export const MEASURE_ORDER: Measure[] = [
  'related',
  'gapLongest',
  'topTag',
  'ratingOf',
  'ratingAverage',
  'streakLongest',
  'streakCurrent',
  'ratingWorst',
  'ratingBest',
  'daysWithout',
  'compare',
  'trend',
  'busiestWeekday',
  'busiestHour',
  'busiestDay',
  'firstTime',
  'lastTime',
  'activeDays',
  'leastActive',
  'mostActive',
  'averageEvent',
  'averageWeek',
  'averageDay',
  'quantity',
  'list',
  'count',
];

/** The languages a question's words are looked up in: its own, then Italian and English, which people mix in. */
export function triedLanguages(language: LanguageCode): LanguageCode[] {
  return [...new Set<LanguageCode>([language, 'it', 'en'])];
}

/** Periods tried longest phrase first, so "last week" is not read as "last" plus "week". */
export const LEXICONS: Record<LanguageCode, Lexicon> = { it, en, es, fr, de, pt, ru, ar, hi, ja, zh };
