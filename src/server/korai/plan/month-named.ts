import { calendarDay, monthEnd } from '../../../shared/days.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { monthNames } from './calendar-names.js';
import { findPhrase, unspaced } from './fold.js';
import type { Period } from './types.js';

interface Found {
  period: Period;
  at: number;
  phrase: string;
}

/** The word for month, as it may stand before a month's name. */
const MONTH_WORDS = ['mese', 'month', 'mois', 'mes', 'monat', 'mês', 'месяц', 'месяце', 'شهر', 'महीने', 'महीना'];

/** A month with no year is the latest one up to today: "in November" asked in March is last November. */
function monthPeriod(month: number, year: number | undefined, today: string): Period {
  const thisYear = Number(today.slice(0, 4));
  const chosen = year ?? (calendarDay(thisYear, month, 1) > today ? thisYear - 1 : thisYear);
  const from = calendarDay(chosen, month, 1);
  return { from, to: monthEnd(from) };
}

/**
 * "11月", "10月に", "2026年2月": months by number in Japanese and Chinese, not "3个月" (three months) nor "11月3日"
 * (a day).
 */
function numberedMonths(text: string, today: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(/(?:(\d{4})\s*年\s*)?(?<![\d个ヶかカ])(\d{1,2})\s*月(?!\s*\d)/gu)) {
    const month = Number(match[2]);
    const year = match[1] ? Number(match[1]) : undefined;
    if (month >= 1 && month <= 12) {
      found.push({ period: monthPeriod(month, year, today), at: match.index ?? 0, phrase: match[0] });
    }
  }
  return found;
}

/**
 * The months named alone ("a novembre", "en octobre", "im Oktober", "في أكتوبر"), with or without a year, in the
 * order they come: each that whole month. A month with a day number beside it is a date: then none is read here,
 * and the date reader has the question.
 */
export function namedMonths(text: string, language: LanguageCode, today: string): Found[] {
  if (unspaced(language)) return numberedMonths(text, today);
  const found: Found[] = [];
  for (const [index, names] of monthNames(language).entries()) {
    for (const name of names) {
      const at = findPhrase(text, name, language);
      if (at < 0) continue;
      const end = name.endsWith('*') ? text.indexOf(' ', at) : at + name.length;
      const before = text.slice(0, at).trimEnd().split(' ');
      const after = text.slice(end).trimStart().split(' ');
      // A short word may stand between ("7 de março", "enero de 2026", "the month of October").
      const near = (words: string[]) => ((words[0]?.length ?? 9) <= 3 ? words.slice(0, 2) : words.slice(0, 1));
      const [beforeNear, afterNear] = [near([...before].reverse()), near(after)];
      // "1 aprile", "April 1st", "7 de março": a day number (not a year) beside the month makes it a date.
      const dayNumber = (word: string) => /^\d/.test(word) && !/^\d{4}$/.test(word);
      if ([...beforeNear, ...afterNear].some(dayNumber)) return [];
      const yearWord = afterNear.find((word) => /^\d{4}$/.test(word));
      const year = yearWord ? Number(yearWord) : undefined;
      const unit = beforeNear.find((word) => MONTH_WORDS.includes(word));
      // Hindi says the word for month after the name: "अक्टूबर महीने में".
      const unitAfter = afterNear[0] && MONTH_WORDS.includes(afterNear[0]) ? afterNear[0] : undefined;
      const start = unit ? text.lastIndexOf(` ${unit} `, at) + 1 : at;
      const last = yearWord ?? unitAfter;
      const stop = last ? text.indexOf(` ${last}`, end) + last.length + 1 : end;
      const phrase = text.slice(start, stop);
      found.push({ period: monthPeriod(index + 1, year, today), at: start, phrase });
      break;
    }
  }
  return found.sort((a, b) => a.at - b.at);
}
