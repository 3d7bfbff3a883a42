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
    const figures = boxFocusFigures(days([0, 2, 4, 0, 4, 1]));
    expect(figures.activeDays).toBe(4);
    expect(figures.bestDay).toEqual({ date: '2026-03-07', count: 4 });
  });

  it('has no best day when nothing happened', () => {
    expect(boxFocusFigures(days([0, 0, 0]))).toEqual({ activeDays: 0, bestDay: null });
  });
});
