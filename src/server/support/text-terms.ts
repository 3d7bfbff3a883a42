import type { LanguageCode } from '../../shared/languages.js';
import { foldText } from './fold-text.js';
import { functionWords } from './function-words.js';
import { readTopics } from './read-topics.js';
import type { TopicId } from './topics.js';

/** What a text says, as the ranking compares it: the topics its synonyms name and the stems of its other words. */
export interface TextTerms {
  topics: Set<TopicId>;
  stems: Set<string>;
}

/** Truncating a word to its first letters stems it well enough to match its other forms (abbonamento, -i). */
const STEM_LETTERS = 5;
const ARABIC_PREFIX = /^(?:و|ف)?(?:ب|ل|ك)?(?:ال|لل)/;
const CHINESE_OR_JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
/** Shorter words say nothing: Arabic's two letters are mostly the article a synonym was cut from. */
const minLetters = (language: LanguageCode) => (language === 'ar' ? 3 : 2);

function stem(word: string, language: LanguageCode): string {
  const bare = language === 'ar' && word.length > 4 ? word.replace(ARABIC_PREFIX, '') : word;
  return [...bare].slice(0, STEM_LETTERS).join('');
}

/** Neighbouring pairs of Chinese or Japanese letters, the usual unit where words have no spaces between them. */
function letterPairs(folded: string): string[] {
  const pairs: string[] = [];
  for (const run of folded.match(CHINESE_OR_JAPANESE) ?? []) {
    const letters = [...run];
    if (letters.length === 1) pairs.push(run);
    for (let i = 0; i + 1 < letters.length; i++) {
      const pair = `${letters[i]}${letters[i + 1]}`;
      // Pairs of kana alone are grammar (です, ます): they would match every passage.
      if (!HIRAGANA_ONLY.test(pair)) pairs.push(pair);
    }
  }
  return pairs;
}

const cache = new Map<string, TextTerms>();
const CACHE_SIZE = 2000;

/** The terms of a text in a language; a knowledge text's passages are read again for every question, so they are kept. */
export function textTerms(text: string, language: LanguageCode): TextTerms {
  const key = `${language}\u0000${text}`;
  const known = cache.get(key);
  if (known) return known;
  const { topics, rest } = readTopics(foldText(text), language);
  const stops = functionWords(language);
  const spacedWords = rest
    .replace(CHINESE_OR_JAPANESE, ' ')
    .split(' ')
    .filter((word) => word.length >= minLetters(language) && !stops.has(word));
  const stems = new Set([...spacedWords.map((word) => stem(word, language)), ...letterPairs(rest)]);
  const terms = { topics, stems };
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, terms);
  return terms;
}
