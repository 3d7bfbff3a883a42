import { mondayOf } from '../../../shared/days';
import type { Stats } from '../../../shared/schemas/stats';

export type Grouping = 'day' | 'week' | 'month';
export const GROUPINGS: Grouping[] = ['day', 'week', 'month'];

/** One bar: the days of a day, week (Monday to Sunday) or month that fall in the range, and their events. */
export interface Bucket {
  /** The first day of the day, week or month (the week may begin before the range). */
  start: string;
  count: number;
  hasToday: boolean;
}

const bucketStart: Record<Grouping, (day: string) => string> = {
  day: (day) => day,
  week: mondayOf,
  month: (day) => `${day.slice(0, 7)}-01`,
};

/** The range's days as bars of the chosen size, oldest first. */
export function groupDays(perDay: Stats['perDay'], grouping: Grouping, today: string): Bucket[] {
  const buckets: Bucket[] = [];
  for (const day of perDay) {
    const start = bucketStart[grouping](day.date);
    let last = buckets.at(-1);
    if (last?.start !== start) {
      last = { start, count: 0, hasToday: false };
      buckets.push(last);
    }
    last.count += day.count;
    if (day.date === today) last.hasToday = true;
  }
  return buckets;
}

/**
 * The least-squares line through the bars (x = the bar's place, y = its events), as its heights at the first and
 * the last bar; null with fewer than two bars.
 */
export function trendLine(values: number[]): { first: number; last: number } | null {
  const n = values.length;
  if (n < 2) return null;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((value, x) => {
    covariance += (x - meanX) * (value - meanY);
    variance += (x - meanX) ** 2;
  });
  const slope = covariance / variance;
  return { first: meanY - slope * meanX, last: meanY + slope * (n - 1 - meanX) };
}
