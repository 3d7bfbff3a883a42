import type { TopicId } from '../topics.js';

/**
 * How visitors name each topic in one language: entries separated by commas, written folded (lower case, Latin
 * letters without accents). Where words are spaced, an entry is one or more words and a word ending in `*`
 * matches every word it begins; in Arabic, Chinese and Japanese an entry is found anywhere in the text, since
 * words there take prefixes or have no spaces between them.
 */
export type Synonyms = Record<TopicId, string>;
