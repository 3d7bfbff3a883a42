import { isLanguageCode, type LanguageCode } from '../../shared/languages.js';
import { foldText } from './fold-text.js';
import { functionWords, LATIN_LANGUAGES } from './function-words.js';
import { isSynonymWord } from './read-topics.js';

type LatinLanguage = (typeof LATIN_LANGUAGES)[number];

/** Letters of a script that only one of Korai's languages writes (Han is settled apart: Chinese or Japanese). */
const SCRIPTS: [RegExp, LanguageCode][] = [
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
];
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
/** Letters no Latin-script language of Korai's writes: Greek, Hebrew, Korean, Thai... */
const OTHER_LETTER =
  /[\p{Script=Greek}\p{Script=Hebrew}\p{Script=Hangul}\p{Script=Thai}\p{Script=Armenian}\p{Script=Georgian}]/u;

/** Letters a Latin-script language writes and the others of Korai's do not, or share with few. */
const LETTERS: [RegExp, Partial<Record<LatinLanguage, number>>][] = [
  [/[ñ¿¡]/, { es: 1 }],
  [/[ãõ]/, { pt: 1 }],
  [/[ßäöü]/, { de: 1 }],
  [/[ìò]/, { it: 1 }],
  [/[èàù]/, { it: 0.5, fr: 0.5 }],
  [/[îûëïœ]/, { fr: 1 }],
  [/[êâô]/, { fr: 0.5, pt: 0.5 }],
  [/[áíóú]/, { es: 0.5, pt: 0.5 }],
];

/** A function word counts 1, a word of the support vocabulary 1.5, shared among the languages that have it. */
const FUNCTION_WORD_EVIDENCE = 1;
const SYNONYM_EVIDENCE = 1.5;
/**
 * The evidence a language needs for a Latin-script question to be read as written in it, and its lead over the
 * next: so much more, or half as much again (Italian, Spanish and Portuguese share many short words).
 */
const ENOUGH_EVIDENCE = 1.5;
const LEAD = 1;
const LEAD_RATIO = 1.5;

function letterCount(text: string, script: RegExp): number {
  let count = 0;
  for (const char of text) if (script.test(char)) count++;
  return count;
}

/** How much each Latin-script language's words and letters say the question is written in it. */
function latinEvidence(question: string): Map<LatinLanguage, number> {
  const evidence = new Map<LatinLanguage, number>(LATIN_LANGUAGES.map((language) => [language, 0]));
  const add = (languages: LatinLanguage[], weight: number) => {
    for (const language of languages) evidence.set(language, (evidence.get(language) ?? 0) + weight / languages.length);
  };
  const lower = question.toLowerCase();
  for (const [letters, shares] of LETTERS) {
    if (!letters.test(lower)) continue;
    for (const [language, share] of Object.entries(shares)) add([language as LatinLanguage], share);
  }
  const words = new Set(foldText(question).split(' ').filter(Boolean));
  for (const word of words) {
    const speaking = LATIN_LANGUAGES.filter((language) => functionWords(language).has(word));
    if (speaking.length) add(speaking, FUNCTION_WORD_EVIDENCE);
    else if (word.length >= 3) {
      const naming = LATIN_LANGUAGES.filter((language) => isLanguageCode(language) && isSynonymWord(word, language));
      if (naming.length) add(naming, SYNONYM_EVIDENCE);
    }
  }
  return evidence;
}

/**
 * The language a support question is written in, so the answer comes in it. The script settles Arabic, Russian,
 * Hindi and Japanese (kana), and Chinese (Han alone, unless the visitor reads Japanese); in Latin script the
 * function words, the support vocabulary and a few letters are counted. A question too short or too mixed to tell
 * is taken to be in the visitor's language; one written in a language Korai does not have (Dutch, Greek...) gets
 * English.
 */
export function questionLanguage(question: string, visitor: LanguageCode): LanguageCode {
  const letters = letterCount(question, /\p{L}/u);
  const scripts = SCRIPTS.map(([script, language]) => ({ language, count: letterCount(question, script) }));
  const kana = scripts.find((entry) => entry.language === 'ja')?.count ?? 0;
  const han = letterCount(question, HAN);
  if (kana > 0 && kana + han >= 2) return 'ja';
  if (han >= 2) return visitor === 'ja' ? 'ja' : 'zh';
  const [script] = scripts.filter((entry) => entry.count >= 2).sort((a, b) => b.count - a.count);
  if (script) return script.language;
  if (letterCount(question, OTHER_LETTER) * 2 >= letters && letters > 0) return 'en';
  if (letterCount(question, LATIN) === 0) return visitor;

  const ranked = [...latinEvidence(question)].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  const runnerUp = second?.[1] ?? 0;
  if (!best || best[1] < ENOUGH_EVIDENCE) return visitor;
  if (best[1] - runnerUp < LEAD && best[1] < runnerUp * LEAD_RATIO) return visitor;
  const [language] = best;
  return isLanguageCode(language) ? language : 'en';
}
