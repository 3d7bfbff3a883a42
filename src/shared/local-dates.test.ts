import { describe, expect, it } from 'vitest';
import { instantOfLocalTime, localDate, localDateTime, startOfLocalDay } from './local-dates.js';

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

describe('the instant of a local time', () => {
  it('follows the zone through the year', () => {
    expect(instantOfLocalTime('2026-01-15', '09:00', 'Europe/Rome').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(instantOfLocalTime('2026-07-15', '09:00', 'Europe/Rome').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(instantOfLocalTime('2026-07-15', '20:00', 'America/New_York').toISOString()).toBe(
      '2026-07-16T00:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-07-15', '09:15', 'Asia/Kolkata').toISOString()).toBe('2026-07-15T03:45:00.000Z');
  });

  it('moves a time the spring change skips to after the jump, and takes the first of a repeated one', () => {
    expect(instantOfLocalTime('2026-03-29', '02:30', 'Europe/Rome').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfLocalTime('2026-10-25', '02:30', 'Europe/Rome').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOfLocalTime('2026-03-29', '09:00', 'Europe/Rome').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(instantOfLocalTime('2026-03-28', '09:00', 'Europe/Rome').toISOString()).toBe('2026-03-28T08:00:00.000Z');
  });
});
