import type { DayRange } from './day-ranges.js';

/** The query string of a range and a box choice, leaving out what is empty. */
export function rangeQuery(range: DayRange, extra: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...range, ...extra })) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}
