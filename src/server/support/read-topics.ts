import type { LanguageCode } from '../../shared/languages.js';
import { foldText } from './fold-text.js';
import { SYNONYMS } from './synonyms/index.js';
import { TOPIC_IDS, type TopicId } from './topics.js';

/** Languages whose synonyms are found anywhere in the text: no spaces between words, or words that take prefixes. */
const ANYWHERE = new Set<LanguageCode>(['ar', 'ja', 'zh']);

interface WordPattern {
  core: string;
  prefix: boolean;
}
type Entry = { topic: TopicId; words: WordPattern[] } | { topic: TopicId; text: string };

function compile(language: LanguageCode): Entry[] {
  return TOPIC_IDS.flatMap((topic) =>
    SYNONYMS[language][topic].split(/,\s*/).map((entry): Entry => {
      if (ANYWHERE.has(language)) return { topic, text: foldText(entry).trim() };
      const words = entry.split(' ').map((word) => {
        const prefix = word.endsWith('*');
        return { core: foldText(prefix ? word.slice(0, -1) : word).trim(), prefix };
      });
      return { topic, words };
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

/** The topics a text names, and what is left of it once the words that named them are taken out. */
export interface TopicReading {
  topics: Set<TopicId>;
  rest: string;
}

/** Reads a folded text's topics by the synonyms of its language; a word that names a topic is no longer a plain word. */
export function readTopics(folded: string, language: LanguageCode): TopicReading {
  const topics = new Set<TopicId>();
  let rest = folded;
  const tokens = folded.split(' ').filter(Boolean);
  const named = new Set<number>();
  for (const entry of entriesOf(language)) {
    if ('text' in entry) {
      if (!entry.text || !folded.includes(entry.text)) continue;
      topics.add(entry.topic);
      rest = rest.split(entry.text).join(' ');
      continue;
    }
    tokens.forEach((_, at) => {
      if (!sequenceAt(tokens, at, entry.words)) return;
      topics.add(entry.topic);
      for (let offset = 0; offset < entry.words.length; offset++) named.add(at + offset);
    });
  }
  if (named.size) rest = ` ${tokens.filter((_, at) => !named.has(at)).join(' ')} `;
  return { topics, rest };
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
