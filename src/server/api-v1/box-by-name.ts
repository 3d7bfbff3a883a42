import type { Box } from '../../shared/schemas/boxes.js';
import { AppError } from '../errors.js';
import { fold } from '../korai/plan/fold.js';
import { matchBoxes } from '../korai/plan/match-boxes.js';

const wordCount = (name: string) => fold(name).trim().split(' ').length;

/**
 * The box a person names, read as K-ORAI reads box names (case, accents, singular or plural, one wrong letter, the
 * box's emoji). A name equal to a box's wins; among loose matches the most specific name ("Caffè decaffeinato"
 * over "Caffè") wins; otherwise the request is refused rather than logged to a guess.
 */
export function boxByName(name: string, boxes: Box[], language: string): Box {
  const wanted = fold(name);
  const exact = boxes.find((box) => fold(box.name) === wanted);
  if (exact) return exact;
  const { ids } = matchBoxes(name, wanted, boxes, language);
  const matched = boxes.filter((box) => ids.includes(box.id));
  const [best, next] = matched.sort((a, b) => wordCount(b.name) - wordCount(a.name));
  if (!best) throw new AppError('unknown_box', 'apiTokens.errors.unknownBox', { name });
  if (next && wordCount(next.name) === wordCount(best.name)) {
    throw new AppError('ambiguous_box', 'apiTokens.errors.ambiguousBox', {
      name,
      boxes: matched.map((box) => box.name).join(', '),
    });
  }
  return best;
}
