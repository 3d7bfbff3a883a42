import type { LanguageCode } from '../../../shared/languages.js';
import { oneEditApart } from '../../../shared/quick-log/one-edit-apart.js';
import type { GoalRow } from '../../goals/goal-rows.js';
import { monthNames, weekdayNames } from './calendar-names.js';
import type { KnownBox } from './context.js';
import { fold, foldPhrase } from './fold.js';
import { LEXICONS, triedLanguages } from './lexicon.js';
import { stemCuts } from './near-words.js';
import { PERIOD_MARKERS } from './period-markers.js';
import { askingWords, lexiconPhrases } from './unplaced-words.js';
import { timeWords } from './unread-time.js';

/**
 * The words K-ORAI reads in a language, whole ("settimana") or as a stem with any ending ("settiman*"); `asking`
 * those that change nothing in a plan (function and question words), which a typo is never mended into: that
 * would only drop the word ("corto", short, is not "corso").
 */
interface Vocabulary {
  words: Set<string>;
  stems: string[];
  asking: Set<string>;
}

const VOCABULARIES = new Map<string, Vocabulary>();
/** The words read in the languages `codes`: their lexicons, calendars and words of asking. */
function vocabulary(codes: LanguageCode[]): Vocabulary {
  let found = VOCABULARIES.get(codes.join());
  if (!found) {
    const phrases = codes.flatMap((code) => [
      ...lexiconPhrases(code, [code]),
      ...timeWords(code, true),
      ...weekdayNames(code).flat(),
      ...monthNames(code).flat(),
      ...Object.values(PERIOD_MARKERS[code]).flat(),
      ...Object.values(LEXICONS[code].dayParts ?? {}).flat(),
      ...LEXICONS[code].negations,
    ]);
    const all = phrases.flatMap((phrase) => foldPhrase(phrase).split(' ')).filter(Boolean);
    const asking = new Set(codes.flatMap((code) => [...askingWords(code, [code])]));
    found = {
      words: new Set([...all.filter((word) => !word.endsWith('*')), ...asking]),
      stems: [...new Set(all.filter((word) => word.endsWith('*')).map((word) => word.slice(0, -1)))],
      asking,
    };
    VOCABULARIES.set(codes.join(), found);
  }
  return found;
}

/**
 * Languages written in Latin or Cyrillic letters. In Arabic and Hindi a letter more or less is often a prefix or a
 * vowel sign that changes the word ("الأكثر", the most); Japanese and Chinese are not written in words.
 */
const MENDED = new Set<LanguageCode>(['it', 'en', 'es', 'fr', 'de', 'pt', 'ru']);

/**
 * Too short a word has too many neighbours one letter away to be mended safely ("tre", "tra", "era"); one of four
 * letters is mended only by swapping two ("mnay").
 */
const SHORTEST = 4;

const swapped = (a: string, b: string) =>
  a.length === b.length && oneEditApart(a, b) && [...a].sort().join('') === [...b].sort().join('');

const isKnown = (word: string, { words, stems }: Vocabulary) =>
  words.has(word) || stems.some((stem) => word.startsWith(stem));

/** The known words `typed` is one letter (or two swapped) away from, keeping the ending a stem allows. */
function mendings(typed: string, { words, stems }: Vocabulary): Set<string> {
  const near = new Set<string>();
  for (const word of words) {
    if (word.length < SHORTEST) continue;
    const long = Math.max(word.length, typed.length) > SHORTEST;
    if (long ? oneEditApart(typed, word) : swapped(typed, word)) near.add(word);
  }
  for (const stem of stems) {
    if (stem.length <= SHORTEST) continue;
    for (const cut of stemCuts(typed, stem)) near.add(stem + typed.slice(cut));
  }
  return near;
}

/**
 * The question with its mistyped words mended ("quante voltte ho bevuto caffè la setimana scorsa"), or undefined
 * when none is: a word that is not one K-ORAI reads, nor a box's or a goal's, and is one edit away from exactly
 * one word it reads. Tried only on a question refused as written, so a word it does read is never changed, and a
 * word near two (or near a box's name, which the box matching reads itself) is left as it is.
 */
export function mendedQuestion(
  question: string,
  language: LanguageCode,
  boxes: KnownBox[],
  goals: GoalRow[],
): string | undefined {
  if (!MENDED.has(language)) return undefined;
  const own = vocabulary([language]);
  const known = vocabulary(triedLanguages(language));
  const names = new Set([...boxes, ...goals].flatMap((named) => fold(named.name).trim().split(' ')));
  const isRead = (word: string) => isKnown(word, known) || names.has(word);
  let mended = false;
  const text = question.replace(/[\p{L}\p{M}]+/gu, (written) => {
    const typed = fold(written).trim();
    if (typed.length < SHORTEST || isRead(typed)) return written;
    if ([...names].some((name) => name.length >= SHORTEST && oneEditApart(typed, name))) return written;
    // The question's own language first: "Novembr" is November in English, though one letter from "novembre" too.
    const ownNear = mendings(typed, own);
    const near = ownNear.size ? ownNear : mendings(typed, known);
    const [only] = near;
    if (near.size !== 1 || !only || known.asking.has(only)) return written;
    mended = true;
    return only;
  });
  return mended ? text : undefined;
}

/**
 * Whether `written`, a name read as an event's title, is rather a word K-ORAI reads mistyped: one word, not one it
 * reads, one letter (or two swapped) from one it does. A title of several words ("Il Signore degli Anelli") is a
 * title.
 */
export function looksMistyped(written: string, language: LanguageCode): boolean {
  if (!MENDED.has(language)) return false;
  const known = vocabulary(triedLanguages(language));
  const words = fold(written).trim().split(' ');
  const [typed] = words;
  if (words.length !== 1 || !typed || typed.length < SHORTEST || isKnown(typed, known)) return false;
  return mendings(typed, known).size > 0;
}
