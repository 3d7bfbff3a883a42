import { describe, expect, it } from 'vitest';
import { localDate, localDateTime, startOfLocalDay } from './local-dates.js';

describe('local days', () => {
  it('reads the calendar day in the user zone', () => {
    const lateEvening = new Date('2026-03-10T23:30:00Z');
    expect(localDate(lateEvening, 'Europe/Rome')).toBe('2026-03-11');
    expect(localDate(lateEvening, 'America/New_York')).toBe('2026-03-10');
    expect(localDateTime(lateEvening, 'Europe/Rome')).toBe('2026-03-11 00:30');
  });

  it('finds where a day begins, across daylight saving changes', () => {
    expect(startOfLocalDay('2026-01-15', 'Europe/Rome').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'Europe/Rome').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfLocalDay('2026-03-29', 'Europe/Rome').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/Rome').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfLocalDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });
});
