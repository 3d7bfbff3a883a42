import { addDays, daysInRange, eachDay } from '../../shared/days.js';
import { localDate } from '../../shared/local-dates.js';
import type { BoxSummary } from '../../shared/schemas/common.js';
import {
  type BoxYearReport,
  type Correlations,
  type CorrelationsQuery,
  MIN_SHARED_DAYS,
} from '../../shared/schemas/reports.js';
import { presentBoxSummary } from '../boxes/present.js';
import type { BoxService } from '../boxes/service.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { requirePro } from '../plans/guard.js';
import { type Owner, readDayCorrelations, readDayCounts, readStreaks } from '../stats/day-counts.js';

/** A year at a glance: the heatmap's days. */
const YEAR_DAYS = 365;
/** Ten years of days, as for the reports. */
const MAX_RANGE_DAYS = 3660;

/**
 * The correlations of an owner's boxes over the finished days of a range (by default the last 365): the one
 * computation behind the reports' list and K-ORAI's answers. The plan is checked by the caller.
 */
export async function boxCorrelations(
  db: Database,
  owner: Owner,
  boxes: readonly BoxSummary[],
  now: Date,
  query: CorrelationsQuery = {},
): Promise<Correlations> {
  const yesterday = addDays(localDate(now, owner.timeZone), -1);
  const endDate = query.endDate ?? yesterday;
  const startDate = query.startDate ?? addDays(endDate, 1 - YEAR_DAYS);
  if (daysInRange(startDate, endDate) > MAX_RANGE_DAYS) throw new AppError('validation', 'validation.rangeTooLong');
  // Today is not over: its counts would read as a quiet day.
  const lastDay = endDate < yesterday ? endDate : yesterday;
  const rows =
    startDate <= lastDay
      ? await readDayCorrelations(db, owner, { start: startDate, end: lastDay }, MIN_SHARED_DAYS)
      : [];
  const byId = new Map(boxes.map((box) => [box.id, presentBoxSummary(box)]));
  return {
    startDate,
    endDate,
    correlations: rows.flatMap(({ firstId, secondId, lagDays, coefficient, days }) => {
      const first = byId.get(firstId);
      const second = byId.get(secondId);
      return first && second ? [{ first, second, lagDays, coefficient: round(coefficient), days }] : [];
    }),
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function createReportsService({ db, clock }: ServiceDeps, boxService: BoxService) {
  return {
    /** A box's current and longest streak and its last 365 days. */
    async boxYear(user: UserRow, boxId: number): Promise<BoxYearReport> {
      await boxService.find(user, boxId);
      const now = clock.now();
      const today = localDate(now, user.timeZone);
      const start = addDays(today, 1 - YEAR_DAYS);
      const [streaks, counts] = await Promise.all([
        readStreaks(db, user, boxId, now),
        readDayCounts(db, user, { start, end: today }, now, [boxId]),
      ]);
      const perDay = new Map(counts.map((row) => [row.day, row.count]));
      return {
        boxId,
        today,
        currentStreak: streaks.current,
        longestStreak: streaks.longest,
        longestStreakFrom: streaks.longestFrom,
        longestStreakTo: streaks.longestTo,
        year: eachDay(start, today).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
      };
    },

    /** Which boxes move together: Pro and the trial. */
    async correlations(user: UserRow, query: CorrelationsQuery): Promise<Correlations> {
      const now = clock.now();
      requirePro(user, now, 'correlations');
      return boxCorrelations(db, user, await boxService.list(user), now, query);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
