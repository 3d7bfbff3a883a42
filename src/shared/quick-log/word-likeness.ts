import { oneEditApart } from './one-edit-apart.js';
import type { QuickLogWords } from './quick-log-words.js';

export const SAME_WORD = 3;
export const PLURAL_WORD = 2;
export const TYPO_WORD = 1;

/** How well a word of the sentence stands for a word of a box name: the same, its plural, one typo away, or not. */
export function wordLikeness(said: string, name: string, words: QuickLogWords): number {
  if (said === name) return SAME_WORD;
  const forms = new Set(words.singulars(name));
  if (words.singulars(said).some((form) => forms.has(form))) return PLURAL_WORD;
  if (!words.unspaced && [...name].length >= 4 && oneEditApart(said, name)) return TYPO_WORD;
  return 0;
}
