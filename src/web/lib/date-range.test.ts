import { describe, expect, it } from 'vitest';
import { combineDayAndTime, localDayOf, rangeError, shortcutRange, toLocalDay, toOffsetDateTime } from './date-range';

const now = new Date(2026, 2, 31, 22, 15);

describe('date range shortcuts', () => {
  it('7 days end today and start 6 days before', () => {
    expect(shortcutRange('week', now)).toEqual({ startDate: '2026-03-25', endDate: '2026-03-31' });
  });

  it('30 days cross the month boundary', () => {
    expect(shortcutRange('month', now)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-31' });
  });
});

describe('a range typed by hand', () => {
  it('is refused when it ends before it starts', () => {
    expect(rangeError({ startDate: '2026-03-10', endDate: '2026-03-09' })).toBe('validation.endBeforeStart');
  });

  it('may be one day, open at either end, or empty', () => {
    expect(rangeError({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBeNull();
    expect(rangeError({ startDate: '2026-03-10', endDate: '' })).toBeNull();
    expect(rangeError({ startDate: '', endDate: '2026-03-09' })).toBeNull();
    expect(rangeError({ startDate: '', endDate: '' })).toBeNull();
  });
});

describe('local days and times', () => {
  it('writes the local calendar day', () => {
    expect(toLocalDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });

  it('reads a day as it is and an instant in the local zone', () => {
    expect(localDayOf('2026-05-01')).toBe('2026-05-01');
    expect(localDayOf(new Date(2026, 4, 1, 0, 30).toISOString())).toBe('2026-05-01');
  });

  it('combines a day with a time, or with the current time when none is given', () => {
    expect(combineDayAndTime('2026-04-02', '09:30', now)).toEqual(new Date(2026, 3, 2, 9, 30));
    expect(combineDayAndTime('2026-04-02', '', now)).toEqual(new Date(2026, 3, 2, 22, 15));
  });

  it('writes an ISO date-time with the offset the API expects', () => {
    const written = toOffsetDateTime(new Date(2026, 3, 2, 9, 30, 5));
    expect(written).toMatch(/^2026-04-02T09:30:05[+-]\d{2}:\d{2}$/);
    expect(new Date(written).getTime()).toBe(new Date(2026, 3, 2, 9, 30, 5).getTime());
  });
});
