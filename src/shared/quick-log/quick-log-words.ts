/** The parts of a day a sentence or a question may name ("ieri sera", "la mattina"). */
export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** The local hours of each time of day, as a filter reads them ("la mattina": from 5 to before 12). */
export const DAY_PART_HOURS: Record<DayPart, [from: number, to: number]> = {
  morning: [5, 12],
  afternoon: [12, 18],
  evening: [18, 24],
  night: [0, 5],
};

/**
 * One language's words for the reader. Several words in a key are a phrase (split as the sentence is); in Japanese
 * and Chinese every key is one piece of the unspaced text.
 */
export interface QuickLogWords {
  /** 1 to 10 (and the few other forms people write) as words. */
  numbers: Record<string, number>;
  /** Units that may follow a number: measures ("5 km"), which a counter box does not keep. */
  units: string[];
  /** Units that count the box's own things ("3 bicchieri", "两杯"): on a counter box, that many times. */
  countWords: string[];
  /** today 0, yesterday -1, the day before yesterday -2 */
  days: Record<string, number>;
  /** Parts of the day, some with their day ("this morning"). */
  parts: Record<string, { part: DayPart; day?: number }>;
  /** Words before an hour ("alle", "at", "um"). */
  clockBefore: string[];
  /** Words after a number that make it an hour on their own, with the hours they add ("Uhr" 0, "pm" 12). */
  clockMarks: Record<string, number>;
  /** Words after an hour that also name hours as a unit ("h", "heures"): an hour only after `clockBefore` or before minutes. */
  hourWords: string[];
  /** Words after the minutes of an hour ("分"). */
  minuteWords: string[];
  /** Half past ("半"). */
  halfHour: string[];
  /** Words that make a question: at the start, or anywhere in unspaced languages. */
  questions: string[];
  /** Small words that are neither a box nor left over. */
  functionWords: string[];
  /** The singular forms a word may have, for matching plurals. */
  singulars: (word: string) => string[];
  /** Japanese and Chinese: words are found as pieces of the text, not between spaces. */
  unspaced?: boolean;
}
