import type { LanguageCode } from '../../../shared/languages.js';
import { fold } from './fold.js';

/** Languages whose weekday and month names change their ending with the sentence ("в среду", "марта"). */
const INFLECTED = new Set<LanguageCode>(['ru']);

/** A calendar name as the parser looks for it: in an inflected language, its stem and any ending. */
function asWord(name: string, language: LanguageCode): string {
  const word = fold(name).trim();
  return INFLECTED.has(language) && word.length > 4 ? `${word.slice(0, -1)}*` : word;
}

/** The names the language's own calendar gives a date's part, standing alone and inside a full date. */
function namesOf(language: LanguageCode, part: 'weekday' | 'month', date: Date): string[] {
  const alone = new Intl.DateTimeFormat(language, { [part]: 'long', timeZone: 'UTC' }).format(date);
  const inDate =
    new Intl.DateTimeFormat(language, { [part]: 'long', day: 'numeric', timeZone: 'UTC' })
      .formatToParts(date)
      .find((found) => found.type === part)?.value ?? '';
  return [...new Set([alone, inDate].filter((name) => name && !/\d/.test(name)).map((name) => asWord(name, language)))];
}

const WEEKDAYS = new Map<LanguageCode, string[][]>();
/** The weekdays' names, Monday first (5 January 2026 was a Monday). */
export function weekdayNames(language: LanguageCode): string[][] {
  let names = WEEKDAYS.get(language);
  if (!names) {
    names = Array.from({ length: 7 }, (_, day) => namesOf(language, 'weekday', new Date(Date.UTC(2026, 0, 5 + day))));
    WEEKDAYS.set(language, names);
  }
  return names;
}

const MONTHS = new Map<LanguageCode, string[][]>();
/** The months' names, January first. */
export function monthNames(language: LanguageCode): string[][] {
  let names = MONTHS.get(language);
  if (!names) {
    names = Array.from({ length: 12 }, (_, month) => namesOf(language, 'month', new Date(Date.UTC(2026, month, 15))));
    MONTHS.set(language, names);
  }
  return names;
}
