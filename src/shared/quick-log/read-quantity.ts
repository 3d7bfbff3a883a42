import type { QuickLogToken } from './quick-log-token.js';
import type { QuickLogWords } from './quick-log-words.js';
import { readNumber } from './read-number.js';

/**
 * The quantity and its unit: the first number followed by a unit word, else the first number ("una corsa di 5 km"
 * is 5 km, not one). Marks the words it takes as used.
 */
export function readQuantity(
  tokens: QuickLogToken[],
  words: QuickLogWords,
  used: Set<number>,
): { quantity: number; unit: string | null; counts: boolean } {
  const free = (index: number) => index < tokens.length && !used.has(index);
  const numbers = tokens.flatMap((token, index) => {
    const value = free(index) ? readNumber(token.word, words) : null;
    return value === null ? [] : [{ index, value }];
  });
  // The word after a number: a count of the box's own things ("3 bicchieri"), a measure ("5 km"), or neither.
  const unitAfter = (index: number) => {
    const word = free(index + 1) ? (tokens[index + 1]?.word ?? '') : '';
    return words.countWords.includes(word) ? 'count' : words.units.includes(word) ? 'measure' : null;
  };
  const chosen = numbers.find((number) => unitAfter(number.index)) ?? numbers[0];
  if (!chosen) return { quantity: 1, unit: null, counts: false };
  used.add(chosen.index);
  const unit = unitAfter(chosen.index);
  if (!unit) return { quantity: chosen.value, unit: null, counts: false };
  used.add(chosen.index + 1);
  return {
    quantity: chosen.value,
    unit: tokens[chosen.index + 1]?.raw.toLowerCase() ?? null,
    counts: unit === 'count',
  };
}
