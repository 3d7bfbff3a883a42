import { foldWord } from './fold-word.js';
import type { QuickLogToken } from './quick-log-token.js';

const DIGITS: [number, number][] = [
  [0x0660, 0x0669],
  [0x06f0, 0x06f9],
  [0x0966, 0x096f],
  [0xff10, 0xff19],
];

/** Arabic-Indic, Devanagari and full-width digits are digits: written as 0-9, with the Arabic decimal sign a point. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19\u066b]/g, (char) => {
    const code = char.codePointAt(0) ?? 0;
    const range = DIGITS.find(([first, last]) => code >= first && code <= last);
    return range ? String(code - range[0]) : '.';
  });
}

/** Numbers (with a decimal or clock separator), currency signs, and words (letters, marks, inner hyphens). */
const PIECES = /\d+(?:[.,:]\d+)?|[€$£]|[\p{L}\p{M}_]+(?:-[\p{L}\p{M}_]+)*/gu;

/** Cuts an unspaced run into the longest known words, and the characters between them into words of their own. */
function segment(raw: string, known: Set<string>, longest: number): QuickLogToken[] {
  const folded = foldWord(raw);
  const source = folded.length === raw.length ? raw : folded;
  const tokens: QuickLogToken[] = [];
  let unknownStart = -1;
  let at = 0;
  const closeUnknown = () => {
    if (unknownStart >= 0) tokens.push({ raw: source.slice(unknownStart, at), word: folded.slice(unknownStart, at) });
    unknownStart = -1;
  };
  while (at < folded.length) {
    let length = Math.min(longest, folded.length - at);
    while (length > 0 && !known.has(folded.slice(at, at + length))) length--;
    if (length === 0) {
      if (unknownStart < 0) unknownStart = at;
      at++;
      continue;
    }
    closeUnknown();
    tokens.push({ raw: source.slice(at, at + length), word: folded.slice(at, at + length) });
    at += length;
  }
  closeUnknown();
  return tokens;
}

/** The words of a sentence; for an unspaced language, `known` are the words to find inside the text. */
export function splitWords(text: string, known?: Set<string>): QuickLogToken[] {
  const pieces = westernDigits(text).match(PIECES) ?? [];
  if (!known) return pieces.map((raw) => ({ raw, word: foldWord(raw) }));
  const longest = Math.max(1, ...[...known].map((word) => word.length));
  return pieces.flatMap((raw) => (/^\d/.test(raw) ? [{ raw, word: raw }] : segment(raw, known, longest)));
}
