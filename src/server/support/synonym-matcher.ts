import type { LanguageCode } from '../../shared/languages.js';
import { foldText } from './fold-text.js';
import { SYNONYMS } from './synonyms/index.js';
import type { TopicId } from './topics.js';

/** Languages whose synonyms are found anywhere in the text: no spaces between words, or words that take prefixes. */
const ANYWHERE = new Set<LanguageCode>(['ar', 'ja', 'zh']);

interface WordPattern {
  core: string;
  prefix: boolean;
}
type Entry = { topic: TopicId; words: WordPattern[] } | { topic: TopicId; text: string };

function compile(language: LanguageCode): Entry[] {
  return Object.entries(SYNONYMS[language]).flatMap(([topic, entries]) =>
    entries.split(/,\s*/).map((entry): Entry => {
      if (ANYWHERE.has(language)) return { topic: topic as TopicId, text: foldText(entry).trim() };
      const words = entry.split(' ').map((word) => {
        const prefix = word.endsWith('*');
        return { core: foldText(prefix ? word.slice(0, -1) : word).trim() || word.slice(0, -1), prefix };
      });
      return { topic: topic as TopicId, words };
    }),
  );
}

const compiled = new Map<LanguageCode, Entry[]>();

function entriesOf(language: LanguageCode): Entry[] {
  let entries = compiled.get(language);
  if (!entries) {
    entries = compile(language);
    compiled.set(language, entries);
  }
  return entries;
}

function wordMatches(token: string, pattern: WordPattern): boolean {
  return pattern.prefix ? token.startsWith(pattern.core) : token === pattern.core;
}

function sequenceAt(tokens: string[], at: number, words: WordPattern[]): boolean {
  return words.every((pattern, offset) => {
    const token = tokens[at + offset];
    return token !== undefined && wordMatches(token, pattern);
  });
}

/** Whether a folded text holds one entry of a language's synonyms. */
export function holdsEntry(folded: string, tokens: string[], entry: Entry): boolean {
  if ('text' in entry) return entry.text !== '' && folded.includes(entry.text);
  return tokens.some((_, at) => sequenceAt(tokens, at, entry.words));
}

/** The topics a folded text names, by the synonyms of its language. */
export function topicsIn(folded: string, language: LanguageCode): Set<TopicId> {
  const tokens = folded.split(' ').filter(Boolean);
  const found = new Set<TopicId>();
  for (const entry of entriesOf(language)) {
    if (!found.has(entry.topic) && holdsEntry(folded, tokens, entry)) found.add(entry.topic);
  }
  return found;
}

/** Whether one folded word is named by any synonym of a language: evidence of the language a question is in. */
export function isSynonymWord(token: string, language: LanguageCode): boolean {
  return entriesOf(language).some(
    (entry) =>
      'words' in entry &&
      entry.words.length === 1 &&
      entry.words[0] !== undefined &&
      wordMatches(token, entry.words[0]),
  );
}
