import type { BillingInterval } from '../../shared/plans.js';

/** The end of a billing period that starts at `start`: the same day and time a month or a year later. */
export function addBillingPeriod(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 January plus a month is the end of February, not 3 March.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}
