import { firstGrapheme, isSingleEmoji } from '../../shared/emoji';

/**
 * The emoji field keeps one emoji. Typing or pasting after the current emoji replaces it with the new one, so
 * nobody has to delete the old emoji first; anything that is not an emoji (a letter) is refused and the field keeps
 * what it had. Empty is allowed while editing (the form then asks for an emoji).
 */
export function nextEmoji(previous: string, typed: string): { value: string; refused: boolean } {
  const added = previous && typed.startsWith(previous) && typed.length > previous.length;
  const candidate = firstGrapheme(added ? typed.slice(previous.length) : typed);
  if (candidate === '' && !added) return { value: '', refused: false };
  if (isSingleEmoji(candidate)) return { value: candidate, refused: false };
  return { value: previous, refused: true };
}
