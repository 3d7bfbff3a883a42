import { addDays } from '../days.js';
import { instantOfLocalTime, localDate } from '../local-dates.js';
import type { DayPart } from './quick-log-words.js';
import type { SaidWhen } from './read-when.js';

const PART_HOURS: Record<DayPart, number> = { morning: 8, afternoon: 15, evening: 20, night: 23 };

/** "alle 8" said of the evening or the night is 20:00; night hours before 6 are the early morning. */
function hourOf(when: SaidWhen): number {
  if (when.hour === null) return when.part ? PART_HOURS[when.part] : 12;
  const late = when.part === 'afternoon' || when.part === 'evening' || (when.part === 'night' && when.hour >= 6);
  return late && when.hour < 12 ? when.hour + 12 : when.hour;
}

/**
 * The instant a sentence names, in the person's zone, or null for now. A day without an hour is its noon. An hour
 * still to come today means nothing unless a day was said, which is kept: the instant is then now, never later.
 */
export function resolveInstant(when: SaidWhen, now: Date, timeZone: string): Date | null {
  if (when.part === null && when.hour === null && (when.day ?? 0) === 0) return null;
  const day = addDays(localDate(now, timeZone), when.day ?? 0);
  const minute = when.hour === null ? 0 : when.minute;
  const time = `${String(hourOf(when)).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const instant = instantOfLocalTime(day, time, timeZone);
  if (instant.getTime() <= now.getTime()) return instant;
  return when.day === null ? null : new Date(now.getTime());
}
