import type { LanguageCode } from '../../../shared/languages.js';
import { wordsFor } from '../../../shared/quick-log/words-for.js';
import { blankPhrase, foldPhrase, unspaced } from './fold.js';
import { LEXICONS, triedLanguages } from './lexicon.js';

const PHRASES = new Map<string, string[]>();
/** Every phrase of the lexicons a question in `language` is read with (or of `codes`), longest first. */
export function lexiconPhrases(language: LanguageCode, codes = triedLanguages(language)): string[] {
  let list = PHRASES.get(codes.join());
  if (!list) {
    const all = codes.flatMap((code) => {
      const lexicon = LEXICONS[code];
      return [
        ...Object.values(lexicon.measures).flat(),
        ...Object.values(lexicon.periods).flat(),
        ...(lexicon.average ?? []),
        ...(lexicon.longest ?? []),
        ...lexicon.days,
        ...lexicon.weeks,
        ...lexicon.last,
        ...lexicon.goals,
        ...lexicon.onTrack,
        ...lexicon.periodCounts,
      ];
    });
    // "per {box}" is read with the box's own words, which are taken out before: what is left is "per".
    const plain = all.map((phrase) => phrase.replace('{box}', ''));
    list = [...new Set(plain.map(foldPhrase))].filter((phrase) => phrase.trim()).sort((a, b) => b.length - a.length);
    PHRASES.set(codes.join(), list);
  }
  return list;
}

const ALLOWED = new Map<string, Set<string>>();
/**
 * The words of asking a question in `language` (or in `codes`) may hold anywhere: function and question words,
 * numbers, units.
 */
export function askingWords(language: LanguageCode, codes = triedLanguages(language)): Set<string> {
  let set = ALLOWED.get(codes.join());
  if (!set) {
    set = new Set(
      codes.flatMap((code) => {
        const words = wordsFor(code);
        return (
          [
            ...words.functionWords,
            ...words.questions,
            ...Object.keys(words.numbers),
            ...words.countWords,
            ...words.units,
            ...LEXICONS[code].asking,
          ]
            // Arabic writes its article on the word: "الكيلومترات", the kilometres.
            .flatMap((word) => (code === 'ar' ? [word, `ال${word}`] : [word]))
            .flatMap((word) => foldPhrase(word).split(' '))
        );
      }),
    );
    ALLOWED.set(codes.join(), set);
  }
  return set;
}

/**
 * Japanese and Chinese are written without spaces, so their words are not checked one by one; but a run of katakana
 * left once every known phrase is taken out is a name K-ORAI did not match ("ランング" for ランニング), never a word
 * of asking, and the question is refused rather than answered for every box.
 */
function unplacedKatakana(rest: string, language: LanguageCode): string[] {
  if (language !== 'ja') return [];
  let text = rest;
  for (const phrase of lexiconPhrases(language)) text = blankPhrase(text, phrase, language);
  for (const word of askingWords(language)) if (word) text = text.replaceAll(word, ' ');
  return text.match(/\p{Script=Katakana}{3,}/gu) ?? [];
}

/**
 * The words of `rest` (a folded question, what its boxes, periods and filters left) that no rule placed: a word
 * the question needs that K-ORAI did not read ("lowest", "morning", "tag"), so its plan would answer another
 * question. Negations are placed only when the answer is counted in days without.
 */
export function unplacedWords(rest: string, language: LanguageCode, daysWithout: boolean): string[] {
  if (unspaced(language)) return unplacedKatakana(rest, language);
  let text = rest;
  if (daysWithout) {
    for (const code of triedLanguages(language)) {
      for (const word of LEXICONS[code].negations) text = blankPhrase(text, foldPhrase(word), code);
    }
  }
  for (const phrase of lexiconPhrases(language)) text = blankPhrase(text, phrase, language);
  const known = askingWords(language);
  return text.split(' ').filter((word) => word && !/^\p{N}+$/u.test(word) && !known.has(word));
}
