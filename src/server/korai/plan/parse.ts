import { HASHTAG } from '../../../shared/hashtags.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { wordsFor } from '../../../shared/quick-log/words-for.js';
import type { GoalRow } from '../../goals/goal-rows.js';
import type { KnownBox } from './context.js';
import { blankPhrase, findPhrase, fold, foldPhrase } from './fold.js';
import { asksAboutGoals, goalPlan, periodCountsOut } from './goal-question.js';
import { LEXICONS, MEASURE_ORDER } from './lexicon.js';
import { matchBoxes } from './match-boxes.js';
import { findPeriods, lastDays, namedPeriod } from './periods.js';
import { withDigits } from './spoken-numbers.js';
import type { Measure, Period, QueryPlan } from './types.js';
import { unplacedWords } from './unplaced-words.js';
import { unreadTime } from './unread-time.js';

const FIRST_HASHTAG = new RegExp(HASHTAG, 'u');
/** Where a measure's phrase names the box: "per {box}". */
const BOX = '{box}';
const HASHTAGS = new RegExp(HASHTAG, 'gu');

/** Measures whose question needs no box named: they look at every box, or at anything logged. */
const ANY_BOX: Measure[] = [
  'mostActive',
  'leastActive',
  'busiestWeekday',
  'busiestHour',
  'busiestDay',
  'ratingBest',
  'ratingAverage',
];

/** Measures that may name one event by its own words ("When did I watch Dune?"). */
const TITLED: Measure[] = ['count', 'lastTime', 'firstTime', 'ratingOf'];

/** Measures answered in days ("how many days in a row"): there the word for days is the answer's, not a period's. */
const IN_DAYS: Measure[] = ['streakCurrent', 'streakLongest', 'daysWithout', 'lastTime', 'firstTime'];

/**
 * A question not understood, and how far it was read: the plan it would have been (none when nothing in it named
 * a measure, a box or a filter), the periods that were read, and the first word of time or number left unread.
 */
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

/** Reads a question into a query plan, or undefined when it is not one K-ORAI can answer: never a guess. */
export async function parseQuestion(
  question: string,
  language: LanguageCode,
  boxes: KnownBox[],
  today: string,
  goals: GoalRow[] = [],
): Promise<QueryPlan | undefined> {
  const read = await readQuestion(question, language, boxes, today, goals);
  return 'plan' in read ? read.plan : undefined;
}

/**
 * Reads a question into a query plan, or says how far it got. The question's language comes first; Italian and
 * English are tried after it, since people mix them.
 */
export async function readQuestion(
  question: string,
  language: LanguageCode,
  boxes: KnownBox[],
  today: string,
  goals: GoalRow[] = [],
): Promise<{ plan: QueryPlan } | { refused: Refusal }> {
  const text = withDigits(fold(question), language);
  const found = await findPeriods(question, withoutPerDay(text, language), language, today);
  const periods = found.map((entry) => entry.period).filter((period) => period.name !== 'allTime');
  let rest = text;
  for (const { phrase } of found) {
    const folded = fold(phrase).trim();
    rest = rest.replace(folded, ' '.repeat(folded.length));
  }
  // Boxes are looked for in what the periods left: "scorsa" is a week, not a one-letter typo of "Corsa".
  const matched = matchBoxes(question, withoutMeasurePhrases(rest, language), boxes, language);
  if (asksAboutGoals(rest, language, goals, boxes)) {
    const { plan, rest: unnamed } = goalPlan({ question, rest, language, goals, boxIds: matched.ids, periods, today });
    const unread = unreadTime(leftover(periodCountsOut(unnamed, language).text, matched.words, undefined), language);
    if (!unread) return { plan };
    return { refused: { why: 'unread', plan, periods, unread: questionWord(question, unread, language) } };
  }
  const tag = question.match(FIRST_HASHTAG)?.[1]?.toLowerCase();
  const measure = findMeasure(rest, language, matched.words);
  const named = matched.ids.length > 0 || !!tag;
  // A box's own name in quotes («Кофе») names the box, not words its events must contain.
  const quoted = quotedText(question);
  const quotesBox = boxes.some((box) => matched.ids.includes(box.id) && fold(box.name) === fold(quoted ?? ''));
  const titled = !measure || TITLED.includes(measure);
  const text_ =
    (quotesBox ? undefined : quoted) ??
    (titled
      ? namedTitle(
          question,
          unplacedWords(leftover(rest, matched.words, undefined), language, measure === 'daysWithout'),
        )
      : undefined);

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
  const period = chosen === 'trend' ? lastDays(28, today) : (first ?? defaultPeriod(chosen, today));
  const plan: QueryPlan = { measure: chosen, boxIds: matched.ids, period };
  if (tag) plan.tag = tag;
  if (text_) plan.text = text_;
  if (amount && (chosen === 'averageDay' || chosen === 'averageWeek' || chosen === 'averageEvent')) plan.amount = true;
  if (chosen === 'compare' && first) plan.comparison = second ?? previousNamed(first.name, today);

  const boxMissing = !named && !text_ && !ANY_BOX.includes(chosen) && !mentionsEverything(rest, language, chosen);
  // Words of time left unread: a period said in a way not understood is never widened or swapped for another.
  const unread = unreadTime(leftover(rest, matched.words, text_), language, IN_DAYS.includes(chosen));
  if (unread) {
    return { refused: { why: 'unread', plan, periods, boxMissing, unread: questionWord(question, unread, language) } };
  }
  if (boxMissing) return { refused: { why: 'noBox', plan, periods, boxMissing } };
  if (chosen === 'compare' && !first) return { refused: { why: 'noPeriod', plan, periods } };
  // Every word is accounted for: one no rule placed ("lowest", "morning", "tag") asks for something else.
  const units = boxes.flatMap((box) => (matched.ids.includes(box.id) && box.unit ? [fold(box.unit).trim()] : []));
  const [unplaced] = unplacedWords(
    leftover(rest, new Set([...matched.words, ...units]), text_),
    language,
    chosen === 'daysWithout',
  );
  if (unplaced) {
    return { refused: { why: 'unplaced', plan, periods, unread: questionWord(question, unplaced, language) } };
  }
  return { plan };
}

/** The days a measure looks at when the question names none. */
export function defaultPeriod(measure: Measure, today: string): Period {
  if (measure === 'trend') return lastDays(28, today);
  if (measure === 'averageDay' || measure === 'averageWeek') return lastDays(30, today);
  if (measure === 'related') return lastDays(365, today);
  return namedPeriod('allTime', today);
}

/**
 * The question's own word that holds `hit` (a folded word, a number it spelled out, or a lexicon's "settiman*"),
 * as the person wrote it; in languages written without spaces, the hit itself.
 */
function questionWord(question: string, hit: string, language: LanguageCode): string {
  const core = hit.replace(/\*$/, '');
  const words = question.split(/[\s?!.,;:¿¡"“”«»„()]+/u).filter(Boolean);
  return words.find((word) => withDigits(fold(word), language).trim().includes(core)) ?? core;
}

/**
 * The text without the measures' phrases of two words or more ("longest run", "in a row"): no box is named there,
 * though a word of one may look like a box's name ("run", Running).
 */
function withoutMeasurePhrases(text: string, language: LanguageCode): string {
  let rest = text;
  for (const code of new Set<LanguageCode>([language, 'it', 'en'])) {
    for (const phrases of Object.values(LEXICONS[code].measures)) {
      for (const phrase of phrases ?? []) {
        const folded = foldPhrase(phrase);
        if (!folded.endsWith('*') && folded.includes(' ')) rest = blankPhrase(rest, folded, code);
      }
    }
  }
  return rest;
}

/** The text without the words that named a box ("跑步" holds 步, steps, but names the box). */
function withoutWords(text: string, words: Set<string>): string {
  let rest = text;
  for (const word of words) {
    const whole = ` ${word} `;
    rest = rest.includes(whole)
      ? rest.replace(whole, ' '.repeat(whole.length))
      : rest.replace(word, ' '.repeat(word.length));
  }
  return rest;
}

/**
 * What the question asks for, by the first measure in MEASURE_ORDER whose words it holds. An average's phrase may
 * name the box ("in media per corsa", "per run"): that one is the average per event.
 */
function findMeasure(text: string, language: LanguageCode, boxWords: Set<string>): Measure | undefined {
  const rest = withoutWords(text, boxWords);
  for (const code of new Set<LanguageCode>([language, 'it', 'en'])) {
    const lexicon = LEXICONS[code];
    const has = (phrases: string[] | undefined) =>
      (phrases ?? []).some((phrase) => !phrase.includes(BOX) && findPhrase(rest, foldPhrase(phrase), code) >= 0);
    const perBox = (lexicon.measures.averageEvent ?? [])
      .filter((phrase) => phrase.includes(BOX))
      .some((phrase) =>
        [...boxWords].some((word) => findPhrase(text, foldPhrase(phrase.replace(BOX, word)), code) >= 0),
      );
    if (perBox && has(lexicon.average)) return 'averageEvent';
    for (const measure of MEASURE_ORDER) {
      if (has(lexicon.measures[measure])) {
        if (measure === 'count' && has(lexicon.average))
          return has(lexicon.measures.averageEvent)
            ? 'averageEvent'
            : has(lexicon.measures.averageWeek)
              ? 'averageWeek'
              : 'averageDay';
        if (measure === 'streakCurrent' && has(lexicon.longest)) return 'streakLongest';
        return measure;
      }
    }
    if (has(lexicon.average)) return 'averageDay';
  }
  return undefined;
}

/**
 * "Quanti km", "сколько км", "多少公里", or the named box's own unit: a count question that names a unit asks for
 * the sum of the quantities, not the number of events. Known units are the question's language's alone ("mi" is
 * miles in English, "me" in Italian), and not those that are also its everyday words ("كم" is "how many" in
 * Arabic) or, where words are spaced, a single letter ("m", "h").
 */
function asksForAmount(rest: string, language: LanguageCode, named: KnownBox[]): boolean {
  const words = wordsFor(language);
  const everyday = new Set([...words.questions, ...words.functionWords]);
  const units = named.flatMap((box) => (box.unit ? [box.unit] : []));
  units.push(...words.units.filter((unit) => !everyday.has(unit) && (words.unspaced || [...unit].length > 1)));
  // Arabic writes its article on the word: "الصفحات", the pages.
  if (language === 'ar') units.push(...units.map((unit) => `ال${unit}`));
  // A symbol ("€") folds to nothing, which would be found anywhere.
  return units.map(foldPhrase).some((unit) => unit.trim() !== '' && findPhrase(rest, unit, language) >= 0);
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

/** "How many events in total", "most active": questions about every box at once. */
function mentionsEverything(text: string, language: LanguageCode, measure: Measure): boolean {
  const words = [
    'eventi',
    'events',
    'cose',
    'things',
    'tutto',
    'everything',
    'registrat*',
    'logged',
    'tracked',
    'box',
    'boxes',
  ];
  if (
    [
      'count',
      'quantity',
      'averageDay',
      'averageWeek',
      'compare',
      'trend',
      'streakCurrent',
      'streakLongest',
      'daysWithout',
      'lastTime',
      'firstTime',
    ].includes(measure)
  ) {
    return (
      words.some((word) => findPhrase(text, foldPhrase(word), language) >= 0) ||
      (language !== 'it' && language !== 'en')
    );
  }
  return false;
}

/** What of the question is still unread: without its boxes' words, its #tag and the event's own words. */
function leftover(rest: string, boxWords: Set<string>, eventText: string | undefined): string {
  let text = rest.replace(HASHTAGS, ' ');
  for (const word of boxWords) text = text.replaceAll(` ${word} `, ' '.repeat(word.length + 2));
  return eventText ? text.replace(fold(eventText).trimEnd(), ' ') : text;
}

/** A title the question quotes ("Dune", «Dune»): the events whose text holds it. */
function quotedText(question: string): string | undefined {
  const quoted = question.match(/["“”«»„]([^"“”«»„]{2,60})["“”«»„]/u)?.[1]?.trim();
  return quoted || undefined;
}

export function previousNamed(name: string | undefined, today: string): Period | undefined {
  if (name === 'thisWeek') return namedPeriod('lastWeek', today);
  if (name === 'thisMonth') return namedPeriod('lastMonth', today);
  if (name === 'today') return namedPeriod('yesterday', today);
  return undefined;
}

/**
 * "When did I watch Dune?", "Che voto ho dato a Il Signore degli Anelli?": the words no rule placed, when they
 * stand together after the first word as a name is written (its first and last word capitalised), are the
 * event's own words, a title, a place or a person.
 */
function namedTitle(question: string, unplaced: string[]): string | undefined {
  if (!unplaced.length) return undefined;
  const words = question.split(/\s+/).map((word) => word.replace(/^[¿¡"“«„(]+|[?!.,;:"”»)]+$/gu, ''));
  const left = new Set(unplaced);
  const at = words.flatMap((word, index) => (index > 0 && left.has(fold(word).trim()) ? [index] : []));
  let first = at[0];
  let last = at.at(-1);
  if (first === undefined || last === undefined) return undefined;
  // A capitalised word next to them belongs to the name, though a rule could read it ("Perfect Days").
  const capital = (word: string | undefined) => /^\p{Lu}/u.test(word ?? '');
  while (first > 1 && capital(words[first - 1])) first -= 1;
  while (capital(words[last + 1])) last += 1;
  const span = words.slice(first, last + 1);
  const placed = new Set(span.map((word) => fold(word).trim()));
  if (![...left].every((word) => placed.has(word))) return undefined;
  return capital(span[0]) && capital(span.at(-1)) ? span.join(' ') : undefined;
}

/**
 * The language a question is written in: the person's own when its words are found there, else the language whose
 * words it holds most (someone with an Italian interface may well ask in English).
 */
export function questionLanguage(question: string, preferred: LanguageCode): LanguageCode {
  const text = fold(question);
  const hits = (code: LanguageCode) => {
    const lexicon = LEXICONS[code];
    const phrases = [
      ...Object.values(lexicon.measures).flat(),
      ...Object.values(lexicon.periods).flat(),
      ...(lexicon.average ?? []),
    ];
    return phrases.filter((phrase) => findPhrase(text, foldPhrase(phrase), code) >= 0).length;
  };
  if (hits(preferred) > 0) return preferred;
  let best = preferred;
  let bestHits = 0;
  for (const code of Object.keys(LEXICONS) as LanguageCode[]) {
    const count = hits(code);
    if (count > bestHits) [best, bestHits] = [code, count];
  }
  return best;
}
