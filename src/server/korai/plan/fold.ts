/**
 * Text as the parser compares it: lower case, accents dropped from Latin letters (other scripts keep their marks,
 * which carry meaning there), punctuation turned into spaces, padded with a space on each side.
 */
export function fold(value: string): string {
  const folded = value
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}#]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

/** A lexicon phrase as `findPhrase` takes it: folded, a trailing `*` (any ending) kept. */
export const foldPhrase = (phrase: string) =>
  phrase.endsWith('*') ? `${fold(phrase.slice(0, -1)).trim()}*` : fold(phrase).trim();

/** Scripts written without spaces between words: there a phrase is found inside the text, not between spaces. */
export function unspaced(language: string): boolean {
  return language === 'ja' || language === 'zh';
}

/** Where `phrase` (already folded, no padding) occurs in `text` as whole words, or -1. */
export function findPhrase(text: string, phrase: string, language: string): number {
  if (unspaced(language)) return text.indexOf(phrase);
  const prefix = phrase.endsWith('*');
  const core = prefix ? phrase.slice(0, -1) : phrase;
  let from = 0;
  while (true) {
    const at = text.indexOf(` ${core}`, from);
    if (at < 0) return -1;
    const after = text[at + core.length + 1];
    if (prefix || after === ' ' || after === undefined) return at + 1;
    from = at + 1;
  }
}

/**
 * `text` with each whole-word `phrase` (folded; a trailing `*` takes the rest of its word) blanked to spaces, so
 * what is left keeps its positions and its other words.
 */
export function blankPhrase(text: string, phrase: string, language: string): string {
  let rest = text;
  for (let at = findPhrase(rest, phrase, language); at >= 0; at = findPhrase(rest, phrase, language)) {
    const end = phrase.endsWith('*') ? Math.max(at + 1, rest.indexOf(' ', at)) : at + phrase.length;
    rest = `${rest.slice(0, at)}${' '.repeat(end - at)}${rest.slice(end)}`;
  }
  return rest;
}
