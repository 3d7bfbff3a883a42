import { describe, expect, it } from 'vitest';
import { delayAfter } from './login-throttle.js';

describe('the delay after failed sign-ins', () => {
  it('is nothing for the first five, then doubles from one second up to fifteen minutes', () => {
    expect([0, 1, 4].map(delayAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 10].map(delayAfter)).toEqual([1000, 2000, 4000, 32_000]);
    expect(delayAfter(15)).toBe(15 * 60_000);
    expect(delayAfter(60)).toBe(15 * 60_000);
  });
});
