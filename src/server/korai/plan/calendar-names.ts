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

const NAMES = new Map<string, string[][]>();
function cached(language: LanguageCode, part: 'weekday' | 'month', dates: Date[]): string[][] {
  const key = `${language} ${part}`;
  let names = NAMES.get(key);
  if (!names) {
    names = dates.map((date) => namesOf(language, part, date));
    NAMES.set(key, names);
  }
  return names;
}

/** The weekdays' names, Monday first (5 January 2026 was a Monday). */
export function weekdayNames(language: LanguageCode): string[][] {
  return cached(
    language,
    'weekday',
    Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 0, 5 + day))),
  );
}

/** The months' names, January first. */
export function monthNames(language: LanguageCode): string[][] {
  return cached(
    language,
    'month',
    Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15))),
  );
}
