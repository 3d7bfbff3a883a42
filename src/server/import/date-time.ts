import { isCalendarDay } from '../../shared/days.js';
import { instantOfLocalTime } from '../../shared/local-dates.js';
import { isPlausibleInstant } from '../../shared/schemas/common.js';

/** `8:05 PM`, `20:05`, `20:05:30`, `8.05 pm`: hours, minutes, seconds on the 24-hour clock. */
const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:\.\d+)?)?\s*([ap])?\.?\s*(?:m\.?)?$/i;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(.+?))?$/;
const SLASHED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[T,\s]+(.+?))?$/;
const OFFSET = /\s*(Z|[+-]\d{2}(?::?\d{2})?)$/i;

export interface WallTime {
  hour: number;
  minute: number;
  second: number;
}

export function parseTime(value: string): WallTime | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const half = match[4]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant a day and wall-clock time name in the zone, or with an explicit offset (`Z`, `+02:00`). */
function instantOf(day: string, time: WallTime, offset: string | undefined, timeZone: string): Date {
  if (offset) {
    const utc = Date.parse(`${day}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}Z`);
    if (offset.toUpperCase() === 'Z') return new Date(utc);
    const digits = offset.replace(':', '');
    const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0);
    return new Date(utc - (digits.startsWith('-') ? -1 : 1) * minutes * 60_000);
  }
  const wall = Date.parse(`${day}T${pad(time.hour)}:${pad(time.minute)}:00Z`);
  const zoneOffset = steadyOffset(day, timeZone);
  const local =
    zoneOffset === null
      ? instantOfLocalTime(day, `${pad(time.hour)}:${pad(time.minute)}`, timeZone).getTime()
      : wall - zoneOffset;
  return new Date(local + time.second * 1000);
}

/** Per zone and day: the zone's offset in ms when it holds all day, null on the day the clocks change. */
const steadyOffsets = new Map<string, number | null>();

/** Reading a zone's offset is slow (Intl), and a file has many rows a day: once per day, reused by every row. */
function steadyOffset(day: string, timeZone: string): number | null {
  const key = `${timeZone} ${day}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const start = Date.parse(`${day}T00:00:00Z`) - instantOfLocalTime(day, '00:00', timeZone).getTime();
    const end = Date.parse(`${day}T23:59:00Z`) - instantOfLocalTime(day, '23:59', timeZone).getTime();
    offset = start === end ? start : null;
    if (steadyOffsets.size > 100_000) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
}

export interface DateReading {
  timeZone: string;
  /** `03/04/2026` is 3 April when true, 4 March when false. */
  dayFirst?: boolean;
  /** The time when the date has none (a day's check in Loop, a date-only column): noon, clear of any DST change. */
  defaultTime?: WallTime;
  /** A time from a column of its own. */
  time?: string;
}

export const NOON: WallTime = { hour: 12, minute: 0, second: 0 };

/**
 * A date (and maybe a time and offset) as spreadsheets and trackers write it: `2026-03-29`, `2026-03-29 14:05`,
 * `2026-03-29T14:05:00+02:00`, `29/03/2026 8:05 PM`. Without an offset it is read in the user's time zone. Null when
 * it is none of those or not a day that exists.
 */
export function parseDateTime(value: string, reading: DateReading): Date | null {
  let text = value.trim();
  const offset = OFFSET.exec(text);
  // Only after a time: the -29 of 2026-03-29 is no offset.
  const hasOffset = offset && /\d[:.]\d{2}(?:[:.]\d{2}(?:\.\d+)?)?$/.test(text.slice(0, offset.index));
  if (hasOffset) text = text.slice(0, offset.index);
  let day: string;
  let rest: string | undefined;
  const iso = ISO_DAY.exec(text);
  const slashed = iso ? null : SLASHED_DAY.exec(text);
  if (iso) {
    day = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
    rest = iso[4];
  } else if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    // A first number over 12 can only be a day, a second over 12 only a day: the file says which way round it is.
    const dayFirst = first > 12 ? true : second > 12 ? false : (reading.dayFirst ?? true);
    const [d, m] = dayFirst ? [first, second] : [second, first];
    day = `${slashed[3]}-${pad(m)}-${pad(d)}`;
    rest = slashed[4];
  } else {
    return null;
  }
  if (!isCalendarDay(day)) return null;
  const timeText = rest ?? reading.time;
  const time = timeText ? parseTime(timeText) : (reading.defaultTime ?? NOON);
  if (!time) return null;
  const instant = instantOf(day, time, hasOffset ? offset[1] : undefined, reading.timeZone);
  return isPlausibleInstant(instant) ? instant : null;
}
