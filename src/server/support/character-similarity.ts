import type { Passage } from './passages.js';

/**
 * Ranking for the languages PostgreSQL has no stemmer for (Japanese and Chinese write no spaces between words,
 * Hindi has no Snowball stemmer). pg_trgm cannot serve them everywhere: on a cluster whose LC_CTYPE is C (the
 * embedded one) it sees no letters outside ASCII. Pairs of neighbouring letters are the usual unit for such text.
 */
function letterPairs(text: string): Set<string> {
  const letters = [...text.normalize('NFKC').toLowerCase()].filter((char) => /[\p{L}\p{N}\p{M}]/u.test(char));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) pairs.add(`${letters[i]}${letters[i + 1]}`);
  return pairs;
}

/** The share of `part`'s letter pairs that `whole` holds. */
function share(part: Set<string>, whole: Set<string>): number {
  if (part.size === 0) return 0;
  let found = 0;
  for (const pair of part) if (whole.has(pair)) found++;
  return found / part.size;
}

/** How much of the question the passage holds, plus half of how much of the heading the question holds. */
export function characterSimilarity(question: string, passage: Passage): number {
  const asked = letterPairs(question);
  return (
    share(asked, letterPairs(`${passage.heading} ${passage.body}`)) + share(letterPairs(passage.heading), asked) / 2
  );
}
