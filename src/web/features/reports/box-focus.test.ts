import { describe, expect, it } from 'vitest';
import { boxFocusFigures } from './box-focus';

const days = (counts: number[], last = '2026-03-10') => {
  const end = new Date(`${last}T12:00:00Z`);
  return counts.map((count, index) => {
    const date = new Date(end);
    date.setUTCDate(end.getUTCDate() - (counts.length - 1 - index));
    return { date: date.toISOString().slice(0, 10), count };
  });
};

describe('the focus on one box', () => {
  it('counts active days and finds the busiest, the first of equals', () => {
    const figures = boxFocusFigures(days([0, 2, 4, 0, 4, 1]), '2026-03-10');
    expect(figures.activeDays).toBe(4);
    expect(figures.bestDay).toEqual({ date: '2026-03-07', count: 4 });
  });

  it('has no best day when nothing happened', () => {
    expect(boxFocusFigures(days([0, 0, 0]), '2026-03-10')).toEqual({
      activeDays: 0,
      bestDay: null,
      currentStreak: 0,
      longestStreak: 0,
    });
  });

  it('runs the current streak up to today', () => {
    expect(boxFocusFigures(days([1, 0, 1, 1, 1]), '2026-03-10').currentStreak).toBe(3);
  });

  it('keeps yesterday’s streak while today has nothing yet', () => {
    expect(boxFocusFigures(days([1, 1, 0]), '2026-03-10').currentStreak).toBe(2);
  });

  it('ends the streak at a day without events before today', () => {
    expect(boxFocusFigures(days([1, 1, 0, 0]), '2026-03-10').currentStreak).toBe(0);
  });

  it('gives no current streak for a range that misses today', () => {
    expect(boxFocusFigures(days([1, 1]), '2026-04-01').currentStreak).toBeNull();
  });

  it('finds the longest run anywhere in the range', () => {
    expect(boxFocusFigures(days([1, 1, 1, 0, 1, 1, 0]), '2026-03-10').longestStreak).toBe(3);
  });
});
