import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../shared/days.js';
import { trialTerms } from './stripe-provider.js';

describe('trialTerms', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('charges first at the trial end when it is at least 48 hours away, as Stripe requires', () => {
    expect(trialTerms(later(5 * DAY_MS), now)).toEqual({ trial_end: later(5 * DAY_MS).getTime() / 1000 });
  });

  it('counts a shorter remainder in whole days, never losing one', () => {
    expect(trialTerms(later(47 * HOUR_MS), now)).toEqual({ trial_period_days: 2 });
    expect(trialTerms(later(3 * HOUR_MS), now)).toEqual({ trial_period_days: 1 });
  });

  it('gives no trial once it is over, or without one', () => {
    expect(trialTerms(later(-1), now)).toEqual({});
    expect(trialTerms(null, now)).toEqual({});
  });
});
