import { addDays, eachDay } from '../../shared/days.js';

/** A run of local days in a row, each with at least one event. */
export interface Streak {
  days: number;
  from: string | null;
  to: string | null;
}

const NONE: Streak = { days: 0, from: null, to: null };

/**
 * What a streak is, for the reports, K-ORAI, reminders and the weekly digest alike: the current one ends today or,
 * while today has no event yet, yesterday.
 */
export function currentStreak(activeDays: ReadonlySet<string>, today: string): Streak {
  let day = activeDays.has(today) ? today : addDays(today, -1);
  let days = 0;
  while (activeDays.has(day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return days ? { days, from: addDays(day, 1), to: addDays(day, days) } : NONE;
}

/** The longest run between `from` and `to` (both included); of runs as long, the latest. */
export function longestStreak(activeDays: ReadonlySet<string>, from: string, to: string): Streak {
  let best = NONE;
  let run = 0;
  for (const day of eachDay(from, to)) {
    run = activeDays.has(day) ? run + 1 : 0;
    if (run > 0 && run >= best.days) best = { days: run, from: addDays(day, 1 - run), to: day };
  }
  return best;
}
