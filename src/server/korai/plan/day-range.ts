import { addDays, calendarDay, isCalendarDay, monthStart } from '../../../shared/days.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { monthNames } from './calendar-names.js';
import { findPhrase } from './fold.js';
import type { Period } from './types.js';

/**
 * "From the 3rd to the 9th of November" in the languages chrono-node does not read: the two days and the month
 * named after them, Arabic "من 3 إلى 9 نوفمبر" and Hindi "3 से 9 नवंबर (तक)". Spelled numbers are digits by now.
 */
const RANGES: Partial<Record<LanguageCode, RegExp>> = {
  ar: /(?:من|بين)\s+(\d{1,2})\s+(?:إلى|الى|حتى|و)\s*(\d{1,2})\s+(\S+)/u,
  hi: /(\d{1,2})\s+से\s+(\d{1,2})\s+(\S+)(?:\s+(?:तक|के\s+बीच))?/u,
};

/**
 * Two days with no month, which the date reader does not take: Russian "с 3-го по 9-е" (folded, "с 3 го по 9 е").
 * They are days of the latest month that has had them both.
 */
const MONTHLESS: Partial<Record<LanguageCode, RegExp>> = {
  ru: /(?<=^|\s)с\s+(\d{1,2})(?:\s+(?:го|е|ое))?\s+по\s+(\d{1,2})(?:\s+(?:го|е|ое))?(?=\s|$)/u,
};

type FoundRange = { period: Period; phrase: string; at: number };

/** The range a question names that way, with the words it was read from; a range after today is last year's. */
export function dayRange(text: string, language: LanguageCode, today: string): FoundRange | undefined {
  const pattern = RANGES[language];
  const match = pattern && text.match(pattern);
  if (!match) return monthlessRange(text, language, today);
  const month = monthNames(language).findIndex((names) => names.includes(match[3] ?? ''));
  const [first, last] = [Number(match[1]), Number(match[2])];
  if (month < 0 || first < 1 || last > 31 || first > last) return undefined;
  let year = Number(today.slice(0, 4));
  if (calendarDay(year, month + 1, first) > today) year -= 1;
  const day = (value: number) => calendarDay(year, month + 1, value);
  return { period: { from: day(first), to: day(last) }, phrase: match[0], at: match.index ?? 0 };
}

function monthlessRange(text: string, language: LanguageCode, today: string): FoundRange | undefined {
  const pattern = MONTHLESS[language];
  const match = pattern && text.match(pattern);
  if (!match) return undefined;
  const at = match.index ?? 0;
  // A month named after the days makes it a date ("с 3 по 9 ноября"), the date reader's.
  const after = ` ${
    text
      .slice(at + match[0].length)
      .trim()
      .split(' ')[0] ?? ''
  } `;
  if (monthNames(language).some((names) => names.some((name) => findPhrase(after, name, language) >= 0))) {
    return undefined;
  }
  const [first, last] = [Number(match[1]), Number(match[2])];
  if (first < 1 || last > 31 || first > last) return undefined;
  const thisMonth = monthStart(today);
  const month = last > Number(today.slice(8, 10)) ? monthStart(addDays(thisMonth, -1)) : thisMonth;
  const day = (value: number) => calendarDay(Number(month.slice(0, 4)), Number(month.slice(5, 7)), value);
  if (!isCalendarDay(day(last))) return undefined;
  return { period: { from: day(first), to: day(last) }, phrase: match[0], at };
}
