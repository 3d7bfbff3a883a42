import type { LanguageCode } from '../../../shared/languages.js';
import { findPhrase, fold, foldPhrase } from './fold.js';
import { LEXICONS } from './lexicon.js';

/**
 * The language a question is written in: the person's own when its words are found there, else the language whose
 * words it holds most (someone with an Italian interface may well ask in English).
 */
export function askedLanguage(question: string, preferred: LanguageCode): LanguageCode {
  const text = fold(question);
  const hits = (code: LanguageCode) => {
    const lexicon = LEXICONS[code];
    const phrases = [
      ...Object.values(lexicon.measures).flat(),
      ...Object.values(lexicon.periods).flat(),
      ...(lexicon.average ?? []),
    ];
    return phrases.filter((phrase) => findPhrase(text, foldPhrase(phrase), code) >= 0).length;
  };
  if (hits(preferred) > 0) return preferred;
  let best = preferred;
  let bestHits = 0;
  for (const code of Object.keys(LEXICONS) as LanguageCode[]) {
    const count = hits(code);
    if (count > bestHits) [best, bestHits] = [code, count];
  }
  return best;
}
