import type { QuickLogWords } from './quick-log-words.js';

/** A quantity written in digits ("2", "2,5", "2.5") or as a number word, or null. */
export function readNumber(word: string | undefined, words: QuickLogWords): number | null {
  if (word === undefined) return null;
  if (/^\d+(?:[.,]\d+)?$/.test(word)) return Number(word.replace(',', '.'));
  return words.numbers[word] ?? null;
}
