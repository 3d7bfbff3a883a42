import type { LanguageCode } from '../../../shared/languages.js';
import { oneEditApart } from '../../../shared/quick-log/one-edit-apart.js';
import type { KnownBox } from './context.js';
import { fold, unspaced } from './fold.js';
import { withDigits } from './spoken-numbers.js';

/**
 * The question's own word that holds `hit` (a folded word, a number it spelled out, or a lexicon's "settiman*"),
 * as the person wrote it; in languages written without spaces, the hit itself.
 */
export function questionWord(question: string, hit: string, language: LanguageCode): string {
  const core = hit.replace(/\*$/, '');
  if (unspaced(language)) return core;
  const words = question.split(/[\s?!.,;:¿¡"“”«»„()]+/u).filter(Boolean);
  return words.find((word) => withDigits(fold(word), language).trim().includes(core)) ?? core;
}

/** A title the question quotes ("Dune", «Dune»): the events whose text holds it. */
export function quotedText(question: string): string | undefined {
  const quoted = question.match(/["“”«»„]([^"“”«»„]{2,60})["“”«»„]/u)?.[1]?.trim();
  return quoted || undefined;
}

/**
 * "When did I watch Dune?", "Che voto ho dato a Il Signore degli Anelli?": the words no rule placed, when they
 * stand together after the first word as a name is written (its first and last word capitalised), are the
 * event's own words, a title, a place or a person. Not when one of them is a box's name mistyped ("Aqua" for
 * Acqua): that one names a box K-ORAI could not be sure of, and the question is refused rather than read as words.
 */
export function namedTitle(question: string, unplaced: string[], boxes: KnownBox[]): string | undefined {
  if (!unplaced.length) return undefined;
  const names = boxes.flatMap((box) => fold(box.name).trim().split(' '));
  if (unplaced.some((word) => names.some((name) => oneEditApart(word, name)))) return undefined;
  const words = question.split(/\s+/).map((word) => word.replace(/^[¿¡"“«„(]+|[?!.,;:"”»)]+$/gu, ''));
  const left = new Set(unplaced);
  const at = words.flatMap((word, index) => (index > 0 && left.has(fold(word).trim()) ? [index] : []));
  let first = at[0];
  let last = at.at(-1);
  if (first === undefined || last === undefined) return undefined;
  // A capitalised word next to them belongs to the name, though a rule could read it ("Perfect Days"); English
  // "I" is no name ("did I finish in Febuary").
  const capital = (word: string | undefined) => /^\p{Lu}/u.test(word ?? '') && word !== 'I';
  while (first > 1 && capital(words[first - 1])) first -= 1;
  while (capital(words[last + 1])) last += 1;
  const span = words.slice(first, last + 1);
  const placed = new Set(span.map((word) => fold(word).trim()));
  if (![...left].every((word) => placed.has(word))) return undefined;
  return capital(span[0]) && capital(span.at(-1)) ? span.join(' ') : undefined;
}
