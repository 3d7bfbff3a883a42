import type { LanguageCode } from '../languages.js';
import { foldWord } from './fold-word.js';
import type { QuickLogWords } from './quick-log-words.js';
import { arWords } from './words/ar-words.js';
import { deWords } from './words/de-words.js';
import { enWords } from './words/en-words.js';
import { esWords } from './words/es-words.js';
import { frWords } from './words/fr-words.js';
import { hiWords } from './words/hi-words.js';
import { itWords } from './words/it-words.js';
import { jaWords } from './words/ja-words.js';
import { ptWords } from './words/pt-words.js';
import { ruWords } from './words/ru-words.js';
import { zhWords } from './words/zh-words.js';

const WRITTEN: Record<LanguageCode, QuickLogWords> = {
  it: itWords,
  en: enWords,
  es: esWords,
  fr: frWords,
  de: deWords,
  pt: ptWords,
  ru: ruWords,
  ar: arWords,
  hi: hiWords,
  ja: jaWords,
  zh: zhWords,
};

/** Words are written with their accents and case; the reader compares them folded, phrase by phrase. */
const fold = (phrase: string) => phrase.split(' ').map(foldWord).join(' ');
const foldKeys = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [fold(key), value]));

const folded = new Map<LanguageCode, QuickLogWords>();

/** A language's words, folded once. */
export function wordsFor(language: LanguageCode): QuickLogWords {
  const known = folded.get(language);
  if (known) return known;
  const written = WRITTEN[language];
  const words: QuickLogWords = {
    ...written,
    numbers: foldKeys(written.numbers),
    units: written.units.map(fold),
    countWords: written.countWords.map(fold),
    days: foldKeys(written.days),
    parts: foldKeys(written.parts),
    clockBefore: written.clockBefore.map(fold),
    clockMarks: foldKeys(written.clockMarks),
    hourWords: written.hourWords.map(fold),
    minuteWords: written.minuteWords.map(fold),
    halfHour: written.halfHour.map(fold),
    questions: written.questions.map(fold),
    functionWords: written.functionWords.map(fold),
  };
  folded.set(language, words);
  return words;
}
