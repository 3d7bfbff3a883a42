/**
 * What a #hashtag is, in one place for events, search and K-ORAI: letters of any script with their combining marks
 * (Devanagari's vowel signs: #पार्क), digits, underscores, and inner hyphens (#sci-fi).
 */
export const HASHTAG = String.raw`#([\p{L}\p{M}\p{N}_]+(?:-[\p{L}\p{M}\p{N}_]+)*)`;

const HASHTAGS = new RegExp(HASHTAG, 'gu');

/** The hashtags of a description and notes, lower-cased, each once. */
export function extractHashtags(...texts: (string | null | undefined)[]): string[] {
  const tags = new Set<string>();
  for (const text of texts) {
    for (const match of text?.matchAll(HASHTAGS) ?? []) {
      if (match[1]) tags.add(match[1].toLowerCase());
    }
  }
  return [...tags];
}
