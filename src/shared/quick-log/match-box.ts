import type { QuickLogToken } from './quick-log-token.js';
import type { QuickLogWords } from './quick-log-words.js';
import { TYPO_WORD, wordLikeness } from './word-likeness.js';

export type BoxMatch = { kind: 'one'; boxId: number; indices: number[] } | { kind: 'none' } | { kind: 'tie' };

/** The best score a box's name gets on a run of the free words, at most one typo in it, and the words it took. */
function bestRun(name: string[], free: number[], tokens: QuickLogToken[], words: QuickLogWords) {
  let best: { score: number; indices: number[] } | null = null;
  for (let start = 0; start + name.length <= free.length; start++) {
    const indices = free.slice(start, start + name.length);
    const scores = name.map((part, k) => wordLikeness(tokens[indices[k] ?? -1]?.word ?? '', part, words));
    if (scores.includes(0) || scores.filter((score) => score === TYPO_WORD).length > 1) continue;
    const score = scores.reduce((sum, each) => sum + each, 0);
    if (!best || score > best.score) best = { score, indices };
  }
  return best;
}

/**
 * The box the sentence names among the free words (in their order, used words taken out). The highest score wins;
 * two boxes with the same best score are a tie, and the reader picks neither.
 */
export function matchBox(
  tokens: QuickLogToken[],
  free: number[],
  boxes: { id: number; name: string[] }[],
  words: QuickLogWords,
): BoxMatch {
  let best: { score: number; boxId: number; indices: number[] } | null = null;
  let tied = false;
  for (const box of boxes) {
    if (box.name.length === 0) continue;
    const run = bestRun(box.name, free, tokens, words);
    if (!run) continue;
    if (best && run.score === best.score) tied = true;
    if (!best || run.score > best.score) {
      best = { ...run, boxId: box.id };
      tied = false;
    }
  }
  if (!best) return { kind: 'none' };
  return tied ? { kind: 'tie' } : { kind: 'one', boxId: best.boxId, indices: best.indices };
}
