import type { QuickLogWords } from './quick-log-words.js';

/** Every word and phrase a language knows, for finding them inside unspaced text. */
export function lexiconOf(words: QuickLogWords): string[] {
  return [
    ...Object.keys(words.numbers),
    ...words.units,
    ...words.countWords,
    ...Object.keys(words.days),
    ...Object.keys(words.parts),
    ...words.clockBefore,
    ...Object.keys(words.clockMarks),
    ...words.hourWords,
    ...words.minuteWords,
    ...words.halfHour,
    ...words.questions,
    ...words.functionWords,
  ];
}
