import { DAY_MS } from './days.js';

/** Calendar days (`YYYY-MM-DD`) in a user's time zone, and the instants where they begin. */

/** Building an Intl.DateTimeFormat costs far more than using one: one per zone, made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export function localDate(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** `2026-03-29 14:05` in the zone: how an event date reads to its owner. */
export function localDateTime(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${localDate(instant, timeZone)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** Day starts already worked out, by zone and day: every request of a zone asks for today's. */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 4096;

/** The instant the day begins in the zone (DST-safe). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const key = `${timeZone} ${day}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return new Date(known);
  const guess = Date.parse(`${day}T00:00:00Z`);
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const corrected = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  if (corrected !== instant) instant = corrected;
  if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
  dayStarts.set(key, instant);
  return new Date(instant);
}

/**
 * The instant a wall-clock time (`HH:MM`) happens on a day in the zone, DST-safe: a time repeated by the autumn
 * change is its first occurrence, a time skipped by the spring change lands as far after it as the clock jumped.
 */
export function instantOfLocalTime(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const before = offsetMinutes(new Date(wall - DAY_MS), timeZone);
  const after = offsetMinutes(new Date(wall + DAY_MS), timeZone);
  const real = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => localDateTime(new Date(instant), timeZone) === `${day} ${time}`);
  return new Date(real.length ? Math.min(...real) : wall - before * 60_000);
}
