import { describe, expect, it } from 'vitest';
import { rangeQuery } from './range-query.js';

describe('the query string of a range', () => {
  it('carries the days and the chosen box', () => {
    expect(rangeQuery({ startDate: '2026-03-01', endDate: '2026-03-31' }, { boxId: 12 })).toBe(
      'startDate=2026-03-01&endDate=2026-03-31&boxId=12',
    );
  });

  it('leaves out what is empty', () => {
    expect(rangeQuery({ startDate: '', endDate: '2026-03-31' }, { q: undefined, tag: '' })).toBe('endDate=2026-03-31');
  });

  it('escapes typed text', () => {
    expect(rangeQuery({ startDate: '', endDate: '' }, { q: 'caffè & tè' })).toBe('q=caff%C3%A8+%26+t%C3%A8');
  });
});
