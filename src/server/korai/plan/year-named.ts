import type { LanguageCode } from '../../../shared/languages.js';
import { foldPhrase, unspaced } from './fold.js';
import type { Period } from './types.js';

/** The words for a year, as they may stand beside its number ("l'anno 2025", "im Jahr 2025", "в 2025 году"). */
const YEAR_WORDS = new Set(
  ['anno', 'year', 'jahr', 'annee', 'año', 'ano', 'год', 'году', 'года', 'عام', 'العام', 'سنة', 'साल', 'वर्ष', 'में'].map(
    foldPhrase,
  ),
);

/** The earliest year a question may name: older numbers are counts ("1500 passi"). */
const FIRST_YEAR = 1970;

/**
 * A year named alone ("nel 2025", "in 2025", "im Jahr 2024", "в 2025 году", "2025年"): the whole of it, this
 * year's up to its end like "this year". Its number is a year only beside a short word (a preposition), a word for
 * year, or nothing else; one in the future, or before 1970, is not read.
 */
export function namedYear(
  text: string,
  language: LanguageCode,
  today: string,
): { period: Period; at: number; phrase: string } | undefined {
  const thisYear = Number(today.slice(0, 4));
  const pattern = unspaced(language) ? /(\d{4})\s*年(?!\s*\d)/gu : /(?<=^|\s)(\d{4})(?=\s|$)/gu;
  for (const match of text.matchAll(pattern)) {
    const year = Number(match[1]);
    if (year < FIRST_YEAR || year > thisYear) continue;
    const at = match.index ?? 0;
    let start = at;
    let end = at + match[0].length;
    if (!unspaced(language)) {
      const before = text.slice(0, at).trimEnd().split(' ').at(-1) ?? '';
      const after = text.slice(end).trimStart().split(' ')[0] ?? '';
      const named = YEAR_WORDS.has(before) || YEAR_WORDS.has(after);
      if (!named && before.length > 3 && after !== '') continue;
      if (YEAR_WORDS.has(before)) start = text.lastIndexOf(` ${before} `, at) + 1;
      if (YEAR_WORDS.has(after)) end = text.indexOf(after, end) + after.length;
    }
    const period: Period = { from: `${year}-01-01`, to: `${year}-12-31` };
    return {
      period: year === thisYear ? { ...period, name: 'thisYear' } : period,
      at: start,
      phrase: text.slice(start, end),
    };
  }
  return undefined;
}
