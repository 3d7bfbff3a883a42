import { eachDay } from '../../shared/days.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { keptDays, lastClosedDay, refreshKeptDays } from './kept-days.js';
import { type DayFigures, liveDays, rangesOf } from './live-days.js';
import { platformActiveUsers } from './platform-active-users.js';
import { platformTotals } from './platform-totals.js';

/**
 * The admin dashboard's figures per day, kept in `platform_days` for closed days (before yesterday, UTC: no tap can
 * reach them, whatever its owner's time zone) and read live for every other day. A write that changes a kept day
 * deletes its row in the same transaction (the triggers of migration 0011), so every figure is true at once; the
 * `platform-days` job fills the missing days again and recomputes the last few.
 */
export function createPlatformDays(db: Database, clock: Clock) {
  return {
    lastClosedDay: () => lastClosedDay(db, clock),
    activeUsers: (start: string, end: string, lastClosed: string) =>
      platformActiveUsers(db, clock, start, end, lastClosed),

    /** Every day from `start` to `end`: kept days from the table, the others live. */
    async days(start: string, end: string): Promise<DayFigures[]> {
      const kept = await keptDays(db, start, end);
      const keptSet = new Set(kept.map((figures) => figures.day));
      const live = await liveDays(db, rangesOf(eachDay(start, end).filter((day) => !keptSet.has(day))));
      const byDay = new Map([...kept, ...live].map((figures) => [figures.day, figures]));
      return eachDay(start, end).map((day) => byDay.get(day) ?? { day, signups: 0, events: 0, activeUsers: 0 });
    },

    totals: () => platformTotals(db),
    refresh: (options: { all?: boolean } = {}) => refreshKeptDays(db, clock, options),
  };
}

export type PlatformDays = ReturnType<typeof createPlatformDays>;
