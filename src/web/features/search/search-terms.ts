import { HASHTAG } from '../../../shared/hashtags';

const ONE_HASHTAG = new RegExp(`^${HASHTAG}$`, 'u');

/** Search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A single `#word` searches the tag; anything else searches the text of descriptions and notes. */
export function searchTerms(text: string): { q?: string; tag?: string } {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const tag = ONE_HASHTAG.exec(trimmed)?.[1];
  return tag ? { tag: tag.toLowerCase() } : { q: trimmed };
}
