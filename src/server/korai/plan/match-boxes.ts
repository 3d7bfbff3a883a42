import { oneEditApart } from '../../../shared/quick-log/one-edit-apart.js';
import type { KnownBox } from './context.js';
import { fold, unspaced } from './fold.js';

/** What can be named in a question: a box, or a goal (which has no emoji). */
type Named = Pick<KnownBox, 'id' | 'name' | 'emoji'>;

/** Words too short or too common to name a box on their own. */
const MIN_FUZZY_LENGTH = 5;

/** Singular and plural read alike: a few endings of the languages with spaces are dropped. */
function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // running, runs: run
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3).replace(/(.)\1$/, '$1');
  if (word.length > 4 && /(es|ов|ев|ей)$/.test(word)) return word.slice(0, -2);
  return word.replace(/[sieaoыиа]$/, '');
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [sa, sb] = [stem(a), stem(b)];
  if (sa === sb && sa.length >= 3) return true;
  if (Math.min(a.length, b.length) < MIN_FUZZY_LENGTH) return false;
  return oneEditApart(a, b) || sa === sb || oneEditApart(sa, sb);
}

function nameWords(box: Named): string[] {
  return fold(box.name)
    .trim()
    .split(' ')
    .filter((word) => word.length > 2 || /[^\p{Script=Latin}\p{Script=Cyrillic}]/u.test(word));
}

/**
 * The boxes (or goals) a question names: by their emoji, or by their name loosely (case, accents, singular or plural, one
 * wrong letter or two swapped). Returns them with the words they took, so the rest of the question can be read without them.
 */
export function matchBoxes(
  question: string,
  text: string,
  boxes: Named[],
  language: string,
): { ids: number[]; words: Set<string> } {
  const words = text.trim().split(/\s+/);
  const ids: number[] = [];
  const used = new Set<string>();
  for (const box of boxes) {
    const emoji = box.emoji.trim();
    if (emoji && question.includes(emoji)) {
      ids.push(box.id);
      continue;
    }
    const name = fold(box.name).trim();
    if (!name) continue;
    if (unspaced(language) || /[^\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s]/u.test(name)) {
      if (text.includes(name)) {
        ids.push(box.id);
        used.add(name);
        continue;
      }
    }
    const wanted = nameWords(box);
    if (!wanted.length) continue;
    const taken = wanted.map((want) => words.find((word) => sameWord(word, want)));
    if (taken.every((word) => word !== undefined)) {
      ids.push(box.id);
      for (const word of taken) if (word) used.add(word);
    }
  }
  return { ids, words: used };
}
