/**
 * A word as the reader compares it: lower case, without Latin or Cyrillic accents and Arabic vowel marks (people
 * type "caffe", "ещё" as "еще", and leave out harakat). Devanagari and kana marks change the word, so they stay.
 */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .normalize('NFC')
    .toLowerCase();
}
