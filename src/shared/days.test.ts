import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysInRange, eachDay, isCalendarDay, mondayOf } from './days.js';

describe('calendar days', () => {
  it('count inclusively and step over month ends, year ends and leap days', () => {
    expect(daysInRange('2026-02-01', '2026-02-28')).toBe(28);
    expect(daysInRange('2026-05-05', '2026-05-05')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('are days that exist on the calendar, not days that roll over', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('make weeks that begin on Monday, across month and year ends', () => {
    // 2026-11-23 is a Monday; 2027-01-03 a Sunday.
    expect(eachDay('2026-11-23', '2026-11-29').map(dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(eachDay('2026-11-23', '2026-11-29').map(mondayOf)).toEqual(Array(7).fill('2026-11-23'));
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    for (const day of eachDay('2024-02-20', '2024-03-10')) {
      expect(dayOfWeek(mondayOf(day))).toBe(0);
      expect(daysInRange(mondayOf(day), day)).toBe(dayOfWeek(day) + 1);
    }
  });
});

describe('calendar arithmetic read from the digits', () => {
  /** What the days were written with before: the text parsed as a UTC date, moved, and printed back. */
  const reference = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('moves every day of 1970 to 2100 as the parsed date does, leap days and year ends included', () => {
    let day = '1970-01-01';
    for (let step = 0; day < '2100-12-31'; step += 1) {
      for (const days of [1, -1, 6, -6, 31, -365, 400]) expect(addDays(day, days)).toBe(reference(day, days));
      day = reference(day, 1 + (step % 3));
    }
  });

  it('lists each day of a range once, in order, across a leap day', () => {
    expect(eachDay('2024-02-27', '2024-03-02')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
