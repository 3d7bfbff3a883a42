import { phraseAt } from './phrase-at.js';
import type { QuickLogToken } from './quick-log-token.js';
import type { DayPart, QuickLogWords } from './quick-log-words.js';
import { readClock } from './read-clock.js';

/** When a sentence says it happened: a day relative to today, a part of the day, an hour; null where it is silent. */
export interface SaidWhen {
  day: number | null;
  part: DayPart | null;
  hour: number | null;
  minute: number;
}

/** Reads the first day, part of the day and hour the sentence names, and marks their words used. */
export function readWhen(tokens: QuickLogToken[], words: QuickLogWords, used: Set<number>): SaidWhen {
  const when: SaidWhen = { day: null, part: null, hour: null, minute: 0 };
  const use = (start: number, length: number) => {
    for (let k = start; k < start + length; k++) used.add(k);
  };
  let at = 0;
  while (at < tokens.length) {
    const clock = when.hour === null ? readClock(tokens, at, words, used) : null;
    if (clock) {
      when.hour = clock.hour;
      when.minute = clock.minute;
      use(at, clock.length);
      at += clock.length;
      continue;
    }
    const day = when.day === null ? phraseAt(tokens, at, Object.keys(words.days), used) : null;
    const part = when.part === null ? phraseAt(tokens, at, Object.keys(words.parts), used) : null;
    if (part && (!day || part.length > day.length)) {
      const said = words.parts[part.phrase];
      when.part = said?.part ?? null;
      if (said?.day !== undefined && when.day === null) when.day = said.day;
      use(at, part.length);
      at += part.length;
    } else if (day) {
      when.day = words.days[day.phrase] ?? null;
      use(at, day.length);
      at += day.length;
    } else {
      at++;
    }
  }
  return when;
}
