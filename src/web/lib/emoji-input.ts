import { firstGrapheme } from '../../shared/emoji';

/**
 * The emoji field keeps one character. Typing after the current emoji replaces it with the new one,
 * so nobody has to delete the old emoji first.
 */
export function nextEmoji(previous: string, typed: string): string {
  if (previous && typed.startsWith(previous) && typed.length > previous.length) {
    return firstGrapheme(typed.slice(previous.length)) || previous;
  }
  return firstGrapheme(typed);
}
