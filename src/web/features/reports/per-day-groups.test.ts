import { describe, expect, it } from 'vitest';
import { eachDay } from '../../../shared/days';
import { groupDays, trendLine } from './per-day-groups';

const range = (start: string, end: string, count: (index: number) => number) =>
  eachDay(start, end).map((date, index) => ({ date, count: count(index) }));

describe('the per-day chart grouped', () => {
  // 2026-10-28 is a Wednesday; the range runs to Tuesday 10 November.
  const perDay = range('2026-10-28', '2026-11-10', (index) => index + 1);

  it('keeps one bar a day and marks today', () => {
    const days = groupDays(perDay, 'day', '2026-11-10');
    expect(days).toHaveLength(14);
    expect(days.filter((bar) => bar.hasToday).map((bar) => bar.start)).toEqual(['2026-11-10']);
  });

  it('sums Monday to Sunday weeks, the first and last cut by the range', () => {
    expect(groupDays(perDay, 'week', '2026-11-10')).toEqual([
      { start: '2026-10-26', count: 1 + 2 + 3 + 4 + 5, hasToday: false },
      { start: '2026-11-02', count: 6 + 7 + 8 + 9 + 10 + 11 + 12, hasToday: false },
      { start: '2026-11-09', count: 13 + 14, hasToday: true },
    ]);
  });

  it('sums calendar months', () => {
    expect(groupDays(perDay, 'month', '2026-11-10')).toEqual([
      { start: '2026-10-01', count: 1 + 2 + 3 + 4, hasToday: false },
      { start: '2026-11-01', count: 105 - 10, hasToday: true },
    ]);
  });
});

describe('the trend line', () => {
  it('goes through points on a line exactly', () => {
    expect(trendLine([1, 3, 5, 7])).toEqual({ first: 1, last: 7 });
  });

  it('is the least-squares fit of scattered points', () => {
    // x = 0..3, y = 2, 1, 4, 3: slope 0.6, intercept 1.6.
    const line = trendLine([2, 1, 4, 3]);
    expect(line?.first).toBeCloseTo(1.6);
    expect(line?.last).toBeCloseTo(3.4);
  });

  it('needs two bars', () => {
    expect(trendLine([5])).toBeNull();
  });
});
