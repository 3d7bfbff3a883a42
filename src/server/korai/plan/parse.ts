import { addDays } from '../../../shared/days.js';
import { HASHTAG } from '../../../shared/hashtags.js';
import type { LanguageCode } from '../../../shared/languages.js';
import type { GoalRow } from '../../goals/goal-rows.js';
import { measureModule } from '../measures/measures.js';
import type { KnownBox } from './context.js';
import { findDayPart } from './day-part.js';
import { namedTitle, questionWord, quotedText } from './event-words.js';
import { asksForAmount, findMeasure, mentionsEverything, withoutWords } from './find-measure.js';
import { blankPhrase, fold, foldPhrase } from './fold.js';
import { asksAboutGoals, goalPlan, periodCountsOut } from './goal-question.js';
import { LEXICONS, triedLanguages } from './lexicon.js';
import { matchBoxes } from './match-boxes.js';
import { findPeriods, namedPeriod } from './periods.js';
import { withDigits } from './spoken-numbers.js';
import type { Measure, Period, QueryPlan } from './types.js';
import { unplacedWords } from './unplaced-words.js';
import { unreadTime } from './unread-time.js';

const FIRST_HASHTAG = new RegExp(HASHTAG, 'u');
const HASHTAGS = new RegExp(HASHTAG, 'gu');

/** Measures whose question needs no box named: they look at every box, or at anything logged. */
const ANY_BOX: Measure[] = [
  'mostActive',
  'leastActive',
  'busiestWeekday',
  'busiestHour',
  'busiestDay',
  'topTag',
  'ratingBest',
  'ratingWorst',
  'ratingAverage',
];

/** Measures that may name one event by its own words ("When did I watch Dune?"). */
const TITLED: Measure[] = ['count', 'lastTime', 'firstTime', 'ratingOf'];

/** Measures answered in days ("how many days in a row"): there the word for days is the answer's, not a period's. */
const IN_DAYS: Measure[] = [
  'streakCurrent',
  'streakLongest',
  'daysWithout',
  'activeDays',
  'gapLongest',
  'lastTime',
  'firstTime',
];

/**
 * A question not understood, and how far it was read: the plan it would have been (none when nothing in it named
 * a measure, a box or a filter), the periods that were read, and the first word of time or number left unread.
 */
export type Read = { plan: QueryPlan } | { refused: Refusal };

export interface Refusal {
  /**
   * What stopped it: a word of time or a number left unread, another word no rule placed, no box named, no period
   * to compare, or nothing it knows.
   */
  why: 'unread' | 'unplaced' | 'noBox' | 'noPeriod' | 'nothing';
  plan?: QueryPlan;
  /** The measure needs a box and none was named: the plan's empty boxIds is not "every box". */
  boxMissing?: boolean;
  periods: Period[];
  unread?: string;
}

/** Reads a question as written, into a query plan, or says how far it got (`readQuestion` mends typos first). */
export async function readAsWritten(
  question: string,
  language: LanguageCode,
  boxes: KnownBox[],
  today: string,
  goals: GoalRow[],
): Promise<Read> {
  const folded = withDigits(fold(question), language);
  // "La mattina", "stasera": only the events at that time of day, on that day when the words name one. Taken out
  // first, so no date reader takes "утром" for this morning.
  const dayPart = findDayPart(folded, language);
  const text = dayPart ? blankPhrase(folded, dayPart.phrase, language) : folded;
  const asked = dayPart ? withoutSaid(question, dayPart.phrase) : question;
  const found = await findPeriods(asked, withoutPerDay(text, language), language, today);
  const periods = found.map((entry) => entry.period).filter((period) => period.name !== 'allTime');
  if (dayPart?.day !== undefined && !periods.length) periods.push(dayOf(dayPart.day, today));
  let rest = text;
  for (const { phrase } of found) {
    const said = fold(phrase).trim();
    rest = rest.replace(said, ' '.repeat(said.length));
  }
  // Boxes are looked for in what the periods left: "scorsa" is a week, not a one-letter typo of "Corsa".
  const matched = matchBoxes(question, withoutMeasurePhrases(rest, language), boxes, language);
  if (asksAboutGoals(rest, language, goals, boxes)) {
    const { plan, rest: unnamed } = goalPlan({ question, rest, language, goals, boxIds: matched.ids, periods, today });
    const unread =
      (dayPart && questionWord(question, dayPart.phrase.trim(), language)) ||
      unreadTime(leftover(periodCountsOut(unnamed, language).text, matched.words, undefined), language);
    if (!unread) return { plan };
    return { refused: { why: 'unread', plan, periods, unread: questionWord(question, unread, language) } };
  }
  const tag = question.match(FIRST_HASHTAG)?.[1]?.toLowerCase();
  const measure = findMeasure(rest, language, matched.words);
  const named = matched.ids.length > 0 || !!tag;
  const text_ = eventWords(question, rest, language, measure, matched.words, boxes);

  let chosen = measure;
  if (!chosen && (named || text_)) chosen = 'count';
  if (!chosen) return { refused: { why: 'nothing', periods } };
  const amount = asksForAmount(
    withoutWords(rest, matched.words),
    language,
    boxes.filter((box) => matched.ids.includes(box.id)),
  );
  if (chosen === 'count' && amount) chosen = 'quantity';

  const [first, second] = periods;
  const period = measureModule(chosen).fixedPeriod?.(today) ?? first ?? defaultPeriod(chosen, today);
  const plan: QueryPlan = { measure: chosen, boxIds: matched.ids, period };
  if (tag) plan.tag = tag;
  if (text_) plan.text = text_;
  if (dayPart) plan.dayPart = dayPart.part;
  if (amount && (chosen === 'averageDay' || chosen === 'averageWeek' || chosen === 'averageEvent')) plan.amount = true;
  if (chosen === 'compare' && first) plan.comparison = second ?? previousNamed(first.name, today);

  const boxMissing = !named && !text_ && !ANY_BOX.includes(chosen) && !mentionsEverything(rest, language, chosen);
  const noPeriod = chosen === 'compare' && !first;
  const refusal = whatStops({ question, rest, language, plan, boxes, words: matched.words, boxMissing, noPeriod });
  return refusal ? { refused: { ...refusal, plan, periods } } : { plan };
}

interface Leftovers {
  question: string;
  rest: string;
  language: LanguageCode;
  plan: QueryPlan;
  boxes: KnownBox[];
  /** The words that named the plan's boxes. */
  words: Set<string>;
  boxMissing: boolean;
  /** A comparison with no period named. */
  noPeriod: boolean;
}

/**
 * What stops a plan read from a question: a word of time left unread (a period said in a way not understood is
 * never widened or swapped for another), no box named, no period to compare, or any other word no rule placed
 * ("lowest", "morning").
 */
function whatStops({ question, rest, language, plan, boxes, words, boxMissing, noPeriod }: Leftovers) {
  const unread = unreadTime(leftover(rest, words, plan.text), language, IN_DAYS.includes(plan.measure));
  if (unread) return { why: 'unread' as const, boxMissing, unread: questionWord(question, unread, language) };
  if (boxMissing) return { why: 'noBox' as const, boxMissing };
  if (noPeriod) return { why: 'noPeriod' as const };
  const units = boxes.flatMap((box) => (plan.boxIds.includes(box.id) && box.unit ? [fold(box.unit).trim()] : []));
  const left = leftover(rest, new Set([...words, ...units]), plan.text);
  const [unplaced] = unplacedWords(left, language, plan.measure === 'daysWithout');
  if (unplaced) return { why: 'unplaced' as const, unread: questionWord(question, unplaced, language) };
  return undefined;
}

/**
 * The words an event must hold: a title the question quotes (not a box's own name in quotes, even mistyped:
 * «Филмьы»), or a name written as one where the measure may be about one event ("When did I watch Dune?").
 */
function eventWords(
  question: string,
  rest: string,
  language: LanguageCode,
  measure: Measure | undefined,
  boxWords: Set<string>,
  boxes: KnownBox[],
): string | undefined {
  const quoted = quotedText(question);
  const quotesBox =
    quoted !== undefined &&
    fold(quoted)
      .trim()
      .split(' ')
      .every((word) => boxWords.has(word));
  if (quoted && !quotesBox) return quoted;
  if (measure && !TITLED.includes(measure)) return undefined;
  const unplaced = unplacedWords(leftover(rest, boxWords, undefined), language, measure === 'daysWithout');
  return namedTitle(question, unplaced, boxes);
}

/** The question without the words whose folded form is `phrase` (a time of day), as the person wrote the rest. */
function withoutSaid(question: string, phrase: string): string {
  if (!/\s/.test(question.trim())) return question.replace(phrase, ' ');
  const said = new Set(phrase.trim().split(' '));
  return question
    .split(/(\s+)/)
    .map((word) => (said.has(fold(word).trim()) ? ' ' : word))
    .join('');
}

/** Today, yesterday, or another day back. */
function dayOf(day: number, today: string): Period {
  if (day === 0) return namedPeriod('today', today);
  if (day === -1) return namedPeriod('yesterday', today);
  return { from: addDays(today, day), to: addDays(today, day) };
}

/** The days a measure looks at when the question names none: its own usual span, else the whole history. */
export function defaultPeriod(measure: Measure, today: string): Period {
  const module = measureModule(measure);
  return module.fixedPeriod?.(today) ?? module.usualPeriod?.(today, measure) ?? namedPeriod('allTime', today);
}

/**
 * The text without the measures' phrases of two words or more ("longest run", "in a row"): no box is named there,
 * though a word of one may look like a box's name ("run", Running).
 */
function withoutMeasurePhrases(text: string, language: LanguageCode): string {
  let rest = text;
  for (const { code, phrase } of longMeasurePhrases(language)) rest = blankPhrase(rest, phrase, code);
  return rest;
}

const LONG_MEASURE_PHRASES = new Map<LanguageCode, { code: LanguageCode; phrase: string }[]>();
/** The measures' phrases of two words or more, folded, in each language a question in `language` is read in. */
function longMeasurePhrases(language: LanguageCode) {
  let list = LONG_MEASURE_PHRASES.get(language);
  if (!list) {
    list = triedLanguages(language).flatMap((code) =>
      Object.values(LEXICONS[code].measures)
        .flatMap((phrases) => phrases ?? [])
        .map((phrase) => ({ code, phrase: foldPhrase(phrase) }))
        .filter(({ phrase }) => !phrase.endsWith('*') && phrase.includes(' ')),
    );
    LONG_MEASURE_PHRASES.set(language, list);
  }
  return list;
}

/**
 * A question's words for its periods, without the phrases of an average that hold the word for today or a number
 * ("في اليوم" is "per day" in Arabic, though "اليوم" alone is today; "1日あたり" is "per day", not "1 day").
 */
function withoutPerDay(text: string, language: LanguageCode): string {
  const lexicon = LEXICONS[language];
  const todays = (lexicon.periods.today ?? []).map(foldPhrase);
  let rest = text;
  for (const phrase of [...(lexicon.measures.averageDay ?? []), ...(lexicon.measures.averageWeek ?? [])]) {
    const folded = foldPhrase(phrase);
    if (!/\d/.test(folded) && !todays.some((today) => folded.includes(today))) continue;
    rest = rest.replaceAll(folded, ' '.repeat(folded.length));
  }
  return rest;
}

/** What of the question is still unread: without its boxes' words, its #tag and the event's own words. */
function leftover(rest: string, boxWords: Set<string>, eventText: string | undefined): string {
  let text = rest.replace(HASHTAGS, ' ');
  for (const word of boxWords) {
    text = text.replaceAll(` ${word} `, ' '.repeat(word.length + 2));
    // Written without spaces, a name is a piece of the text.
    if (!word.includes(' ') && /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(word)) {
      text = text.replaceAll(word, ' '.repeat(word.length));
    }
  }
  return eventText ? text.replace(fold(eventText).trimEnd(), ' ') : text;
}

export function previousNamed(name: string | undefined, today: string): Period | undefined {
  if (name === 'thisWeek') return namedPeriod('lastWeek', today);
  if (name === 'thisMonth') return namedPeriod('lastMonth', today);
  if (name === 'today') return namedPeriod('yesterday', today);
  return undefined;
}
