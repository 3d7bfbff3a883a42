import type { LanguageCode } from '../../../shared/languages.js';
import { wordsFor } from '../../../shared/quick-log/words-for.js';
import { fold } from './fold.js';

/** Number words that are also everyday words of a question: Italian "sei" is "you are" as often as six. */
const AMBIGUOUS: Partial<Record<LanguageCode, string[]>> = { it: ['sei'] };

const SPACED = new Map<LanguageCode, Map<string, number>>();
/**
 * The language's numbers written as words (the quick log's own), from two up: "one" is also an article. Arabic
 * also with its article ("الأيام العشرة").
 */
function numberWords(language: LanguageCode): Map<string, number> {
  let words = SPACED.get(language);
  if (!words) {
    const entries = Object.entries(wordsFor(language).numbers)
      .filter(([word, value]) => value >= 2 && !AMBIGUOUS[language]?.includes(word))
      .map(([word, value]) => [fold(word).trim(), value] as const);
    if (language === 'ar') entries.push(...entries.map(([word, value]) => [`ال${word}`, value] as const));
    words = new Map(entries);
    SPACED.set(language, words);
  }
  return words;
}

/** The words a question may spell a number with, each turned into digits by `withDigits`. */
export function spokenNumbers(language: LanguageCode): string[] {
  return language === 'ja' || language === 'zh' ? [] : [...numberWords(language).keys()];
}

/** 二 to 九十九 in Chinese or Japanese numerals ("十", "十五", "二十"); 一 alone is left as it is ("一番", "一共"). */
function hanNumber(numeral: string, language: LanguageCode): number | undefined {
  const digits = wordsFor(language).numbers;
  const [tens, ones] = numeral.includes('十') ? numeral.split('十') : [undefined, numeral];
  if (tens === undefined) return numeral === '一' ? undefined : digits[numeral];
  if (tens.length > 1 || (ones?.length ?? 0) > 1) return undefined;
  return (tens ? (digits[tens] ?? 0) : 1) * 10 + (ones ? (digits[ones] ?? 0) : 0);
}
/** A numeral right before a unit of days, weeks or months: "过去十天", "この十日間", "两周". */
const HAN_SPAN = /([一二两三四五六七八九十]+)(?=天|日|周|星期|週|个月|ヶ月|か月|カ月)/gu;

/** The folded question with its spelled-out numbers as digits, so "the last three weeks" is read as "the last 3". */
export function withDigits(text: string, language: LanguageCode): string {
  if (language === 'ja' || language === 'zh') {
    return text.replace(HAN_SPAN, (numeral) => String(hanNumber(numeral, language) ?? numeral));
  }
  const words = numberWords(language);
  return text.replace(/\S+/gu, (word) => String(words.get(word) ?? word));
}
