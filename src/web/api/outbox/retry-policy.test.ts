import { describe, expect, it } from 'vitest';
import { afterFailure, retryDelayMs } from './retry-policy';

describe('afterFailure', () => {
  it("drops an event the server refuses for good: deleted box, invalid body, plan limit, another request's key", () => {
    for (const status of [400, 403, 404, 409, 413, 422])
      expect([status, afterFailure(status)]).toEqual([status, 'drop']);
  });

  it('tries again after a timeout, a rate limit, a server error or no answer at all', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504])
      expect([status, afterFailure(status)]).toEqual([status, 'retry']);
  });

  it('keeps the event for when the person signs in again after the session ended', () => {
    expect(afterFailure(401)).toBe('wait-for-sign-in');
  });
});

describe('retryDelayMs', () => {
  const longest = (failures: number) => retryDelayMs(failures, () => 1);
  const shortest = (failures: number) => retryDelayMs(failures, () => 0);

  it('doubles from one second after each failed round', () => {
    expect([1, 2, 3, 4, 5].map(longest)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits more than five minutes, however long the failures go on', () => {
    expect(longest(9)).toBe(256_000);
    expect(longest(10)).toBe(300_000);
    expect(longest(1000)).toBe(300_000);
  });

  it('spreads each wait between half and all of it, so devices coming back together do not retry in step', () => {
    expect([1, 4, 20].map(shortest)).toEqual([500, 4000, 150_000]);
    expect(retryDelayMs(3, () => 0.5)).toBe(3000);
  });
});
