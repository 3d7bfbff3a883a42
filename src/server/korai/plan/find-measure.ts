import type { LanguageCode } from '../../../shared/languages.js';
import { wordsFor } from '../../../shared/quick-log/words-for.js';
import type { KnownBox } from './context.js';
import { findPhrase, foldPhrase, unspaced } from './fold.js';
import { LEXICONS, MEASURE_ORDER, triedLanguages } from './lexicon.js';
import type { Measure } from './types.js';

/** "All", "in total": the words that ask about every box in Japanese and Chinese. */
const EVERYTHING_UNSPACED = ['全部', 'すべて', '全体', '合計', 'トータル', '所有', '总共', '一共', '总计'];

/** Where a measure's phrase names the box: "per {box}". */
const BOX = '{box}';

/** The text without the words that named a box ("跑步" holds 步, steps, but names the box). */
export function withoutWords(text: string, words: Set<string>): string {
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
export function findMeasure(text: string, language: LanguageCode, boxWords: Set<string>): Measure | undefined {
  const rest = withoutWords(text, boxWords);
  for (const code of triedLanguages(language)) {
    const lexicon = LEXICONS[code];
    const has = (phrases: string[] | undefined) =>
      (phrases ?? []).some((phrase) => !phrase.includes(BOX) && findPhrase(rest, foldPhrase(phrase), code) >= 0);
    const namesBox = (phrases: string[] | undefined) =>
      (phrases ?? [])
        .filter((phrase) => phrase.includes(BOX))
        .some((phrase) =>
          [...boxWords].some((word) => findPhrase(text, foldPhrase(phrase.replace(BOX, word)), code) >= 0),
        );
    // "per corsa" is an average only beside the words of one ("in media"); "quali film" is a list by itself.
    if (namesBox(lexicon.measures.averageEvent) && has(lexicon.average)) return 'averageEvent';
    for (const measure of MEASURE_ORDER) {
      const phrases = lexicon.measures[measure];
      if (has(phrases) || (measure !== 'averageEvent' && namesBox(phrases))) {
        if (measure === 'count' && has(lexicon.average))
          return has(lexicon.measures.averageEvent)
            ? 'averageEvent'
            : has(lexicon.measures.averageWeek)
              ? 'averageWeek'
              : 'averageDay';
        // "Most days in a row without": the longest break, not a streak; "on how many days did I not": days without.
        if (measure.startsWith('streak') && has(lexicon.measures.daysWithout)) return 'gapLongest';
        if (measure === 'activeDays' && (has(lexicon.measures.daysWithout) || has(lexicon.negations))) {
          return 'daysWithout';
        }
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
export function asksForAmount(rest: string, language: LanguageCode, named: KnownBox[]): boolean {
  const words = wordsFor(language);
  const everyday = new Set([...words.questions, ...words.functionWords]);
  const units = named.flatMap((box) => (box.unit ? [box.unit] : []));
  units.push(...words.units.filter((unit) => !everyday.has(unit) && (words.unspaced || [...unit].length > 1)));
  // Arabic writes its article on the word: "الصفحات", the pages.
  if (language === 'ar') units.push(...units.map((unit) => `ال${unit}`));
  // A symbol ("€") folds to nothing, which would be found anywhere.
  return units.map(foldPhrase).some((unit) => unit.trim() !== '' && findPhrase(rest, unit, language) >= 0);
}

/** "How many events in total", "most active": questions about every box at once. */
export function mentionsEverything(text: string, language: LanguageCode, measure: Measure): boolean {
  const words = [
    'eventi',
    'events',
    'cose',
    'things',
    'tutto',
    'everything',
    'qualcosa',
    'something',
    'anything',
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
    // Where words are spaced, a name not understood is a word left unplaced, and refused; written without spaces
    // it is not seen, so only a word for "all" counts every box ("ランング" is no box, not every box).
    if (unspaced(language)) return EVERYTHING_UNSPACED.some((word) => text.includes(word));
    return (
      words.some((word) => findPhrase(text, foldPhrase(word), language) >= 0) ||
      (language !== 'it' && language !== 'en')
    );
  }
  return false;
}
