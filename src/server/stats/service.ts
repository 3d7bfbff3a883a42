import { addDays, daysInRange, eachDay } from '../../shared/days.js';
import { localDate } from '../../shared/local-dates.js';
import type { Stats, StatsQuery } from '../../shared/schemas/stats.js';
import { presentBoxSummary } from '../boxes/present.js';
import type { BoxService } from '../boxes/service.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { readDayCounts } from './day-counts.js';

/** Ten years of days: more than any report shows, few enough to answer at once. */
const MAX_RANGE_DAYS = 3660;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function createStatsService({ db, clock }: ServiceDeps, boxService: BoxService) {
  return {
    /** Totals, average per day, most and least active box, distribution and events per day of a range. */
    async forRange(user: UserRow, query: StatsQuery): Promise<Stats> {
      const now = clock.now();
      const today = localDate(now, user.timeZone);
      const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
      const startDate = query.startDate ?? addDays(endDate, -29);
      if (daysInRange(startDate, endDate) > MAX_RANGE_DAYS) throw new AppError('validation', 'validation.rangeTooLong');
      if (query.boxId) await boxService.find(user, query.boxId);

      const counts = await readDayCounts(
        db,
        user,
        { start: startDate, end: endDate },
        now,
        query.boxId ? [query.boxId] : undefined,
      );
      const boxes = new Map((await boxService.list(user)).map((box) => [box.id, box]));
      const perBox = new Map<number, number>();
      const perDay = new Map<string, number>();
      for (const row of counts) {
        perBox.set(row.boxId, (perBox.get(row.boxId) ?? 0) + row.count);
        perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
      }
      const totalEvents = [...perBox.values()].reduce((sum, count) => sum + count, 0);
      const days = Math.max(1, daysInRange(startDate, endDate));
      const unit = query.boxId ? boxes.get(query.boxId)?.unit : null;
      const totalQuantity = counts.reduce((sum, row) => sum + row.quantity, 0);
      const distribution = [...perBox.entries()]
        .flatMap(([boxId, count]) => {
          const box = boxes.get(boxId);
          return box ? [{ ...presentBoxSummary(box), count }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .map((entry) => ({ ...entry, percentage: round((entry.count / totalEvents) * 100, 1) }));
      const strip = ({ percentage: _percentage, ...box }: (typeof distribution)[number]) => box;
      const most = distribution[0];
      const least = distribution.at(-1);

      return {
        startDate,
        endDate,
        days,
        totalEvents,
        averagePerDay: round(totalEvents / days, 2),
        mostActiveBox: most ? strip(most) : null,
        leastActiveBox: least ? strip(least) : null,
        distribution,
        perDay: eachDay(startDate, endDate).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
        quantity: unit ? { unit, total: totalQuantity, averagePerDay: round(totalQuantity / days, 2) } : null,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
