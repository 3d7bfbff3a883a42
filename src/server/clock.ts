/** Time comes from here, so trials, token expiry, trash purge and reports can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
