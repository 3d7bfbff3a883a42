import type { LanguageCode } from '../../../shared/languages.js';
import { oneEditApart } from '../../../shared/quick-log/one-edit-apart.js';
import { monthNames, weekdayNames } from './calendar-names.js';
import { blankPhrase, findPhrase, foldPhrase, unspaced } from './fold.js';
import { LEXICONS } from './lexicon.js';
import { stemCuts } from './near-words.js';
import { PERIOD_MARKERS } from './period-markers.js';

/**
 * Words that name a span of time, beyond the lexicon's days and weeks after a number (a trailing `*` matches any
 * word that begins so); weekdays and months come from the language's own calendar. Left in a question once its
 * periods were read, one means a period K-ORAI did not understand ("the last three weeks", "since the start of
 * the year"): answering it over all time, or over a measure's usual span, would be answering another question.
 */
const DAY_UNITS: Record<LanguageCode, string[]> = {
  it: ['giorn*'],
  en: ['day', 'days'],
  es: ['dia', 'dias'],
  fr: ['jour', 'jours', 'journee*'],
  de: ['tag', 'tage', 'tagen'],
  pt: ['dia', 'dias'],
  ru: ['день', 'дня', 'дней', 'дни'],
  ar: ['يوم', 'أيام', 'ايام'],
  hi: ['दिन*'],
  ja: ['日'],
  zh: ['天', '日'],
};
const LONGER_UNITS: Record<LanguageCode, string[]> = {
  it: ['settiman*', 'mese', 'mesi', 'anno', 'anni', 'weekend', 'fine settimana', 'inizio', 'ieri'],
  en: ['week', 'weeks', 'month', 'months', 'year', 'years', 'weekend*', 'fortnight', 'start', 'beginning'],
  es: ['semana*', 'mes', 'meses', 'ano', 'anos', 'fin de semana', 'inicio', 'principio', 'comienzo'],
  fr: ['semaine*', 'mois', 'an', 'ans', 'annee*', 'week end', 'debut'],
  de: ['woche', 'wochen', 'monat*', 'jahr*', 'wochenende*', 'anfang', 'beginn'],
  pt: ['semana*', 'mes', 'meses', 'ano', 'anos', 'fim de semana', 'inicio', 'comeco'],
  ru: ['недел*', 'месяц*', 'год', 'года', 'году', 'лет', 'выходн*', 'начал*'],
  ar: ['أسبوع', 'اسبوع', 'أسابيع', 'اسابيع', 'شهر', 'أشهر', 'اشهر', 'شهور', 'سنة', 'عام', 'بداية'],
  hi: ['हफ्त*', 'हफ़्त*', 'सप्ताह*', 'महीन*', 'माह', 'साल', 'वर्ष', 'वीकेंड', 'शुरुआत'],
  ja: ['週', 'ヶ月', 'か月', 'カ月', '月', '年'],
  zh: ['周', '星期', '礼拜', '个月', '月', '年'],
};

const folded = (words: string[]) => words.map(foldPhrase).filter((word) => word.replace('*', '') !== '');

const TIME_WORDS = new Map<string, string[]>();
/** The words that name a time in the language; without the words for days when the answer is counted in days. */
export function timeWords(language: LanguageCode, withDays: boolean): string[] {
  const key = `${language} ${withDays}`;
  let words = TIME_WORDS.get(key);
  if (!words) {
    const lexicon = LEXICONS[language];
    words = folded([
      ...(withDays ? [...DAY_UNITS[language], ...lexicon.days] : []),
      ...LONGER_UNITS[language],
      ...lexicon.weeks,
      // "last" left over ("last Films entry?") is a period or a last time not understood; in Japanese and
      // Chinese those words also mean "this" and "lately".
      ...(unspaced(language) ? [] : lexicon.last),
      ...PERIOD_MARKERS[language].ago,
      ...weekdayNames(language).flat(),
      ...monthNames(language).flat(),
    ]);
    TIME_WORDS.set(key, words);
  }
  return words;
}

const MEASURE_PHRASES = new Map<LanguageCode, string[]>();
/** The phrases of every measure and of "average" in the language: "per day" is a measure, not a period. */
function measurePhrases(language: LanguageCode): string[] {
  let phrases = MEASURE_PHRASES.get(language);
  if (!phrases) {
    const lexicon = LEXICONS[language];
    phrases = folded([...Object.values(lexicon.measures).flat(), ...(lexicon.average ?? [])]).sort(
      (a, b) => b.length - a.length,
    );
    MEASURE_PHRASES.set(language, phrases);
  }
  return phrases;
}

/**
 * A word of the folded `rest` (what is left of a question once its periods, boxes, tag and quoted text were taken
 * out, its spelled numbers already digits: `withDigits`) that names a time, or a number: the question named a
 * period in a way K-ORAI did not read.
 */
export function unreadTime(rest: string, language: LanguageCode, answeredInDays = false): string | undefined {
  let text = rest;
  for (const phrase of measurePhrases(language)) text = blankPhrase(text, phrase, language);
  const number = text.match(/\p{N}+/u)?.[0];
  if (number) return number;
  const words = timeWords(language, !answeredInDays);
  for (const word of words) {
    if (
      unspaced(language) || language === 'ar'
        ? text.includes(word.replace(/\*$/, ''))
        : findPhrase(text, word, language) >= 0
    ) {
      return word;
    }
  }
  return unspaced(language) ? undefined : misspelt(text, words);
}

/** A word one letter (or two swapped) away from a long word of time ("setimane"): a typo still names a period. */
function misspelt(text: string, words: string[]): string | undefined {
  const long = words.filter((word) => word.replace('*', '').length >= 5 && !word.includes(' '));
  for (const typed of text.split(' ').filter((word) => word.length >= 5)) {
    for (const word of long) {
      const core = word.replace(/\*$/, '');
      const near = word.endsWith('*')
        ? typed.startsWith(core) || stemCuts(typed, core).length > 0
        : typed === core || oneEditApart(typed, core);
      if (near) return typed;
    }
  }
  return undefined;
}
