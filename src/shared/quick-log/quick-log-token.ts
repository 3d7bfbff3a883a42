/** A word of the sentence: as written, and folded for comparison. */
export interface QuickLogToken {
  raw: string;
  word: string;
}
