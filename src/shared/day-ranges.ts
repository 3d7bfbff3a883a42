import { addDays } from './days.js';

/** A from/to pair of local calendar days (`YYYY-MM-DD`), both included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export type RangeShortcut = 'week' | 'month';

/** Days covered by each shortcut, today included. */
export const SHORTCUT_DAYS: Record<RangeShortcut, number> = { week: 7, month: 30 };

/** The days a shortcut covers, ending on `today`: what the reports and search open on. */
export function shortcutDays(shortcut: RangeShortcut, today: string): DayRange {
  return { startDate: addDays(today, 1 - SHORTCUT_DAYS[shortcut]), endDate: today };
}
