import { type DayRange, type RangeShortcut, shortcutDays } from '../../shared/day-ranges';
import { calendarDay } from '../../shared/days';

export type { DayRange, RangeShortcut };

/** Local calendar days (YYYY-MM-DD in the browser's time zone) and the report and search shortcuts. */

export function toLocalDay(date: Date): string {
  return calendarDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** The local day of a `YYYY-MM-DD` day or of an ISO instant (the server sends goal dates as instants). */
export function localDayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : toLocalDay(new Date(value));
}

/** Why a from/to pair cannot be asked for (the catalogue key), or null: only an end before the start is refused. */
export function rangeError(range: DayRange): string | null {
  return range.startDate && range.endDate && range.endDate < range.startDate ? 'validation.endBeforeStart' : null;
}

export function shortcutRange(shortcut: RangeShortcut, now: Date): DayRange {
  return shortcutDays(shortcut, toLocalDay(now));
}

/** An ISO date-time with the browser's offset, as the API wants event dates (`2026-03-01T21:30:00+01:00`). */
export function toOffsetDateTime(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const time = [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0'));
  return `${toLocalDay(date)}T${time.join(':')}${sign}${hours}:${minutes}`;
}

/** A local day and an optional `HH:MM` from date and time inputs; the time defaults to now's. */
export function combineDayAndTime(day: string, time: string, now: Date): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours, minutes] = time ? time.split(':').map(Number) : [now.getHours(), now.getMinutes()];
  return new Date(year, month - 1, date, hours ?? 0, minutes ?? 0);
}
