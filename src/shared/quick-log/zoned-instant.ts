import { MINUTE_MS } from '../days.js';
import { wallClock } from './wall-clock.js';

/**
 * The instant a day's hour and minute happen in a zone. The offset is taken twice, the second time at the first
 * guess, so an hour near a daylight-saving change lands on the offset in force then.
 */
export function zonedInstant(day: string, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * MINUTE_MS;
  const guess = wall - wallClock(new Date(wall), timeZone).offsetMinutes * MINUTE_MS;
  return new Date(wall - wallClock(new Date(guess), timeZone).offsetMinutes * MINUTE_MS);
}
