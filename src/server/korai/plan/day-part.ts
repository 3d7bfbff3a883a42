import type { LanguageCode } from '../../../shared/languages.js';
import type { DayPart } from '../../../shared/quick-log/quick-log-words.js';
import { wordsFor } from '../../../shared/quick-log/words-for.js';
import { findPhrase, foldPhrase, unspaced } from './fold.js';
import { LEXICONS, triedLanguages } from './lexicon.js';

const PHRASES = new Map<LanguageCode, FoundDayPart[]>();
/**
 * A language's phrases for the times of day, folded: the lexicon's own, then the quick log's, longest first
 * ("深夜" before "夜", "esta noche" before "noche"), the lexicon's first among equals.
 */
function dayPartPhrases(code: LanguageCode): FoundDayPart[] {
  let entries = PHRASES.get(code);
  if (!entries) {
    const asked = Object.entries(LEXICONS[code].dayParts ?? {}).flatMap(([part, phrases]) =>
      (phrases ?? []).map((phrase) => ({ phrase: foldPhrase(phrase), part: part as DayPart })),
    );
    const logged = Object.entries(wordsFor(code).parts).map(([phrase, meaning]) => ({
      phrase: foldPhrase(phrase),
      ...meaning,
    }));
    entries = [...asked, ...logged].sort((a, b) => b.phrase.length - a.phrase.length);
    PHRASES.set(code, entries);
  }
  return entries;
}

export interface FoundDayPart {
  part: DayPart;
  /** Days from today when the words name one ("stamattina" 0, "last night" -1). */
  day?: number;
  /** The folded words it was read from, to be taken out of the question. */
  phrase: string;
}

/**
 * The time of day a question is about ("la mattina", "in the evenings", "stasera"), from the quick log's own words
 * for the parts of a day, plurals read as their singular.
 */
export function findDayPart(rest: string, language: LanguageCode): FoundDayPart | undefined {
  for (const code of triedLanguages(language)) {
    const words = wordsFor(code);
    const entries = dayPartPhrases(code);
    for (const entry of entries) {
      if (findPhrase(rest, entry.phrase, code) >= 0) return entry;
    }
    if (unspaced(code)) continue;
    // "mornings", "le sere": a plural of a part's own word.
    for (const typed of rest.split(' ').filter(Boolean)) {
      const entry = entries.find(
        (candidate) => !candidate.phrase.includes(' ') && words.singulars(typed).includes(candidate.phrase),
      );
      if (entry) return { ...entry, phrase: typed };
    }
  }
  return undefined;
}
