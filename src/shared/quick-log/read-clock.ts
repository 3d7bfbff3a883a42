import { phraseAt } from './phrase-at.js';
import type { QuickLogToken } from './quick-log-token.js';
import type { QuickLogWords } from './quick-log-words.js';
import { readNumber } from './read-number.js';

export interface Clock {
  hour: number;
  minute: number;
  length: number;
}

/** Minutes after an hour: "30" (then "分") after an hour mark, or a phrase for half past ("e mezza", "半"). */
function minutesAt(tokens: QuickLogToken[], at: number, words: QuickLogWords, used: Set<number>, marked: boolean) {
  const half = phraseAt(tokens, at, words.halfHour, used);
  if (half) return { minute: 30, length: half.length };
  const word = tokens[at]?.word ?? '';
  if (!marked || used.has(at) || !/^\d{1,2}$/.test(word)) return { minute: 0, length: 0 };
  return { minute: Number(word), length: words.minuteWords.includes(tokens[at + 1]?.word ?? '') ? 2 : 1 };
}

/**
 * An hour said at `start`: "alle 8", "at 8:30", "um 8 Uhr", "8時半", "à 8 h 30", "8 pm". A bare number is an hour
 * only with a word before it or a mark after it, so "5 km" stays a quantity.
 */
export function readClock(
  tokens: QuickLogToken[],
  start: number,
  words: QuickLogWords,
  used: Set<number>,
): Clock | null {
  const before = phraseAt(tokens, start, words.clockBefore, used);
  let at = start + (before?.length ?? 0);
  const word = tokens[at]?.word ?? '';
  const colon = /^(\d{1,2}):(\d{2})$/.exec(word);
  const number = colon ? Number(colon[1]) : readNumber(word, words);
  if (number === null || !Number.isInteger(number) || used.has(at)) return null;
  at++;
  const next = tokens[at]?.word ?? '';
  const mark = words.clockMarks[next];
  let hourWord = false;
  if (mark !== undefined || words.hourWords.includes(next)) {
    hourWord = mark === undefined;
    at++;
  }
  const marked = mark !== undefined || hourWord;
  const minutes = colon ? { minute: Number(colon[2]), length: 0 } : minutesAt(tokens, at, words, used, marked);
  if (!before && !colon && mark === undefined && !(hourWord && minutes.length > 0)) return null;
  const hour = mark && number < 12 ? number + mark : number;
  if (hour > 23 || minutes.minute > 59) return null;
  return { hour, minute: minutes.minute, length: at + minutes.length - start };
}
