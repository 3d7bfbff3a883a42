import type { LanguageCode } from '../languages.js';

export interface QuickLogContext {
  language: LanguageCode;
  boxes: { id: number; name: string; unit?: string | null }[];
  now: Date;
  timeZone: string;
}

/** What a sentence would log; `at` null means now. */
interface LogParts {
  quantity: number;
  at: Date | null;
  tags: string[];
  unit: string | null;
  /** The unit counts the box's own things ("3 bicchieri"): a counter box logs that many times, not one. */
  counts: boolean;
  leftover: string[];
}

export type QuickLogReading =
  | ({ kind: 'log'; boxId: number } & LogParts)
  /** The box is kept in another unit ("corsa 30 min" in a box of km): nothing is logged. */
  | { kind: 'otherUnit'; boxId: number; quantity: number; unit: string; boxUnit: string }
  | ({ kind: 'unknownBox'; boxWords: string } & LogParts)
  | { kind: 'notALog' };
