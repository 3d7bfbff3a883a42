import { addDays, daysInRange } from '../../shared/days.js';
import { localDate } from '../../shared/local-dates.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { readDayCounts } from '../stats/day-counts.js';
import { currentStreak } from '../stats/streaks.js';

/** How far back a reminder looks for the last time and the streak. */
const HISTORY_DAYS = 366;
/** The usual day: the mean of the four weeks before today. */
const USUAL_DAYS = 28;

export interface BoxFacts {
  today: number;
  /** Events per day over the 28 days before today. */
  usual: number;
  /** Days in a row with at least one event, ending today, or yesterday while today has none yet. */
  streak: number;
  /** Whole days since the last day with an event (0 when that is today); null without one in the last year. */
  daysSinceLast: number | null;
}

/** A box's figures for a reminder, from the same per-day counts the reports read. */
export async function boxFacts(db: Database, user: UserRow, boxId: number, now: Date): Promise<BoxFacts> {
  const today = localDate(now, user.timeZone);
  const counts = await readDayCounts(db, user, { start: addDays(today, -HISTORY_DAYS), end: today }, now, [boxId]);
  const byDay = new Map(counts.map((row) => [row.day, row.count]));
  let usualTotal = 0;
  for (let back = 1; back <= USUAL_DAYS; back++) usualTotal += byDay.get(addDays(today, -back)) ?? 0;
  const todayCount = byDay.get(today) ?? 0;
  const lastDay = [...byDay.keys()].sort().at(-1);
  return {
    today: todayCount,
    usual: usualTotal / USUAL_DAYS,
    streak: currentStreak(new Set(byDay.keys()), today).days,
    daysSinceLast: lastDay ? daysInRange(lastDay, today) - 1 : null,
  };
}
