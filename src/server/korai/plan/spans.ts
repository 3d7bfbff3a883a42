import { addDays, calendarDay, monthEnd } from '../../../shared/days.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { fold, unspaced } from './fold.js';
import { LEXICONS } from './lexicon.js';
import { PERIOD_MARKERS } from './period-markers.js';
import type { Period } from './types.js';

/** A span a question names, and the words it was read from. */
export interface Span {
  period: Period;
  at: number;
  phrase: string;
}

/** The last N months up to today: from the day after the same date N months back ("the last 2 months"). */
function lastMonths(months: number, today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const back = new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
  const day = Math.min(Number(today.slice(8)), Number(monthEnd(back).slice(8)));
  return { from: addDays(calendarDay(Number(back.slice(0, 4)), Number(back.slice(5, 7)), day), 1), to: today };
}

export function lastDays(days: number, today: string): Period {
  return { from: addDays(today, 1 - days), to: today, name: 'lastDays', days };
}

/** "The last 10 days", "3 weeks ago", "les trois dernières semaines", "الأيام العشرة الأخيرة": spans counted back from today. */
export function spansIn(rest: string, language: LanguageCode, today: string): Span[] {
  const lexicon = LEXICONS[language];
  const markers = PERIOD_MARKERS[language];
  const found: Span[] = [];
  const take = (phrase: string, period: Period, at: number) => found.push({ period, at, phrase });
  const unit = (words: string[]) => words.map((word) => fold(word).trim()).join('|');
  // "the last 10 days": the word for "last" goes with the period, not with the measure "the last time"; it may
  // also follow the number ("trois dernières semaines"), but no other word may: "10 working days" is not read.
  const spanPattern = new RegExp(
    `(?:(?:${unit(lexicon.last)})\\s*)?(\\d+)\\s*(?:(?:${unit(lexicon.last)})\\s+)?(${unit(lexicon.days)}|${unit(lexicon.weeks)}|${unit(markers.months)}|${unit(markers.years)})${unspaced(language) ? '' : '(?=\\s|$)'}`,
    'gu',
  );
  const weekWords = lexicon.weeks.map((word) => fold(word).trim());
  const monthWords = markers.months.map((word) => fold(word).trim());
  const yearWords = markers.years.map((word) => fold(word).trim());
  for (const match of rest.matchAll(spanPattern)) {
    const count = Number(match[1]);
    if (!count || count > 3660) continue;
    const at = match.index ?? 0;
    // "4月3日" is a date, not three days.
    if (unspaced(language) && /月\s*$/.test(rest.slice(0, at))) continue;
    const weeks = weekWords.includes(match[2] ?? '');
    const months = monthWords.includes(match[2] ?? '');
    const years = yearWords.includes(match[2] ?? '');
    // "2026年" is a year, not two thousand years back.
    if (years && count > 50) continue;
    const ago = agoAround(rest, at, match[0], markers.ago, language);
    if (ago) {
      // "3 days ago" is that one day; "2 weeks ago" is left unread rather than guessed.
      if (!weeks && !months && !years) take(ago, { from: addDays(today, -count), to: addDays(today, -count) }, at);
      continue;
    }
    if (months || years) take(match[0], lastMonths(years ? count * 12 : count, today), at);
    else take(match[0], lastDays(weeks ? count * 7 : count, today), at);
  }
  // Arabic puts the number after the noun: "الأيام العشرة الأخيرة", the last ten days (its spelled number is digits
  // by now); only with the word for "last" after it, so "يوم 3 نوفمبر" stays a date.
  if (language === 'ar') {
    const after = /(الأيام|الأسابيع|الأشهر|الشهور)\s+(\d+)\s+(?:الأخيرة|الماضية)(?=\s|$)/gu;
    for (const match of rest.matchAll(after)) {
      const count = Number(match[2]);
      if (!count || count > 3660) continue;
      const noun = match[1] ?? '';
      const period =
        noun === 'الأيام'
          ? lastDays(count, today)
          : noun === 'الأسابيع'
            ? lastDays(count * 7, today)
            : lastMonths(count, today);
      take(match[0], period, match.index ?? 0);
    }
  }
  return found;
}

/** The span phrase with an "ago" word right after it (or right before it: "hace 3 días"), or undefined. */
function agoAround(text: string, at: number, phrase: string, ago: string[], language: LanguageCode) {
  for (const word of ago.map((entry) => fold(entry).trim())) {
    const after = text.slice(at + phrase.length);
    const before = text.slice(0, at);
    if (unspaced(language) ? after.trimStart().startsWith(word) : after.startsWith(` ${word} `)) {
      return `${phrase}${after.slice(0, after.indexOf(word) + word.length)}`;
    }
    if (!unspaced(language) && before.endsWith(` ${word} `)) return `${word} ${phrase}`;
  }
  return undefined;
}
