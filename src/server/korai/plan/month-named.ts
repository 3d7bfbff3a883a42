import { monthEnd } from '../../../shared/days.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { monthNames } from './calendar-names.js';
import { findPhrase, unspaced } from './fold.js';
import type { Period } from './types.js';

interface Found {
  period: Period;
  at: number;
  phrase: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** The word for month, as it may stand before a month's name. */
const MONTH_WORDS = ['mese', 'month', 'mois', 'mes', 'monat', 'mês', 'месяц', 'месяце', 'شهر', 'महीने', 'महीना'];

/** A month with no year is the latest one up to today: "in November" asked in March is last November. */
function monthPeriod(month: number, year: number | undefined, today: string): Period {
  const thisYear = Number(today.slice(0, 4));
  const chosen = year ?? (`${thisYear}-${pad(month)}` > today.slice(0, 7) ? thisYear - 1 : thisYear);
  const from = `${chosen}-${pad(month)}-01`;
  return { from, to: monthEnd(from) };
}

/** "11月", "10月に": months by number in Japanese and Chinese, not "3个月" (three months) nor "11月3日" (a day). */
function numberedMonths(text: string, today: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(/(?<![\d个ヶかカ])(\d{1,2})\s*月(?!\s*\d)/gu)) {
    const month = Number(match[1]);
    if (month >= 1 && month <= 12) {
      found.push({ period: monthPeriod(month, undefined, today), at: match.index ?? 0, phrase: match[0] });
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
      const before = text.slice(0, at).trimEnd().split(' ').at(-1) ?? '';
      const after = text.slice(end).trimStart().split(' ')[0] ?? '';
      if (/^\d{1,2}$/.test(before) || /^\d{1,2}$/.test(after)) return [];
      const year = /^\d{4}$/.test(after) ? Number(after) : undefined;
      // "nel mese di ottobre", "the month of October": the word for month goes with it.
      const words = text.slice(0, at).trimEnd().split(' ');
      const unit = (words.at(-1)?.length ?? 9) <= 3 ? words.at(-2) : words.at(-1);
      const start = unit && MONTH_WORDS.includes(unit) ? text.lastIndexOf(` ${unit} `, at) + 1 : at;
      const phrase = year ? text.slice(start, text.indexOf(after, end) + after.length) : text.slice(start, end);
      found.push({ period: monthPeriod(index + 1, year, today), at: start, phrase });
      break;
    }
  }
  return found.sort((a, b) => a.at - b.at);
}
