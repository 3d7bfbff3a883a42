import { oneEditApart } from '../../../shared/quick-log/one-edit-apart.js';

/**
 * The lengths of `typed`'s beginning that are `stem` with one letter added, dropped or changed, or two neighbours
 * swapped: where a mistyped word that begins with a stem ("setimane" for "settiman*") keeps its ending.
 */
export function stemCuts(typed: string, stem: string): number[] {
  return [stem.length - 1, stem.length, stem.length + 1].filter(
    (cut) => cut <= typed.length && oneEditApart(typed.slice(0, cut), stem),
  );
}
