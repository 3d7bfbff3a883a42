/** Durations, and arithmetic on calendar days (`YYYY-MM-DD`), the same on the server and in the browser. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Calendar arithmetic needs no time zone: the day is read as a UTC date, moved, and written back. Read from its
 * digits rather than parsed as text: a goal's year of days is thousands of these per request.
 */
const asUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The calendar day of a year, a month (1-12) and a day of the month. */
export function calendarDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The calendar day of a UTC midnight. */
const dayAt = (time: number) => {
  const date = new Date(time);
  return calendarDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

export function addDays(day: string, days: number): string {
  return dayAt(asUtc(day) + days * DAY_MS);
}

/** Weeks begin on Monday, everywhere in Korai: a day's place in its week, 0 (Monday) to 6 (Sunday). */
export function dayOfWeek(day: string): number {
  return (new Date(asUtc(day)).getUTCDay() + 6) % 7;
}

/** The Monday that begins a day's week. */
export function mondayOf(day: string): string {
  return addDays(day, -dayOfWeek(day));
}

/** The first and the last day of a day's month. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included. */
export function daysInRange(start: string, end: string): number {
  return Math.round((asUtc(end) - asUtc(start)) / DAY_MS) + 1;
}

export function eachDay(start: string, end: string): string[] {
  const first = asUtc(start);
  return Array.from({ length: Math.max(0, daysInRange(start, end)) }, (_, index) => dayAt(first + index * DAY_MS));
}

/** A day that exists on the calendar: `2024-02-29` does, `2023-02-29` and `2024-02-30` do not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = asUtc(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
