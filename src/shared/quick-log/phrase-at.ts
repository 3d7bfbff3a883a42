import type { QuickLogToken } from './quick-log-token.js';

/** The longest of the phrases (words separated by spaces) that starts at `start` among unused words, or null. */
export function phraseAt(
  tokens: QuickLogToken[],
  start: number,
  phrases: Iterable<string>,
  used: Set<number>,
): { phrase: string; length: number } | null {
  let best: { phrase: string; length: number } | null = null;
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    if (best && words.length <= best.length) continue;
    const fits = words.every((word, k) => !used.has(start + k) && tokens[start + k]?.word === word);
    if (fits) best = { phrase, length: words.length };
  }
  return best;
}
