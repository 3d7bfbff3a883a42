import { sql } from 'drizzle-orm';
import type { Stats } from '../../shared/schemas/stats.js';
import type { UserRow } from '../auth/sessions.js';
import type { BoxService } from '../boxes/service.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { addDays, daysInRange, eachDay, localDate, startOfLocalDay } from '../time/local-dates.js';

export interface StatsQuery {
  startDate?: string;
  endDate?: string;
  boxId?: number;
}

/** Ten years of days: more than any report shows, few enough to answer at once. */
const MAX_RANGE_DAYS = 3660;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function createStatsService({ db, clock }: ServiceDeps, boxService: BoxService) {
  /**
   * Counts per box and local day over a range: finished days come from the day-count rollup, today from the
   * events themselves, so an event dated later today (a reminder) counts only once its time has come.
   */
  async function countsByBoxAndDay(user: UserRow, start: string, end: string, boxId: number | undefined) {
    const now = clock.now();
    const today = localDate(now, user.timeZone);
    const lastRolledDay = end < today ? end : addDays(today, -1);
    const parts = [];
    if (start <= lastRolledDay) {
      parts.push(sql`
        SELECT box_id, day, count AS n FROM event_day_counts
        WHERE user_id = ${user.id} AND day BETWEEN ${start}::date AND ${lastRolledDay}::date`);
    }
    if (start <= today && today <= end) {
      parts.push(sql`
        SELECT box_id, ${today}::date AS day, count(*)::int AS n FROM events
        WHERE user_id = ${user.id} AND deleted_at IS NULL
          AND event_date >= ${startOfLocalDay(today, user.timeZone)} AND event_date <= ${now}
        GROUP BY box_id`);
    }
    if (!parts.length) return [];
    const { rows } = await db.execute<{ box_id: number; day: string; count: number }>(sql`
      SELECT d.box_id, d.day::text AS day, sum(d.n)::int AS count
      FROM (${sql.join(parts, sql` UNION ALL `)}) d
      JOIN boxes b ON b.id = d.box_id AND b.user_id = ${user.id} AND b.deleted_at IS NULL
      ${boxId ? sql`WHERE d.box_id = ${boxId}` : sql``}
      GROUP BY d.box_id, d.day
      HAVING sum(d.n) > 0`);
    return rows;
  }

  return {
    /** Totals, average per day, most and least active box, distribution and events per day of a range. */
    async forRange(user: UserRow, query: StatsQuery): Promise<Stats> {
      const today = localDate(clock.now(), user.timeZone);
      const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
      const startDate = query.startDate ?? addDays(endDate, -29);
      if (daysInRange(startDate, endDate) > MAX_RANGE_DAYS) throw new AppError('validation', 'validation.rangeTooLong');
      if (query.boxId) await boxService.find(user.id, query.boxId);

      const counts = await countsByBoxAndDay(user, startDate, endDate, query.boxId);
      const boxes = new Map((await boxService.list(user.id)).map((box) => [box.id, box]));
      const perBox = new Map<number, number>();
      const perDay = new Map<string, number>();
      for (const row of counts) {
        perBox.set(row.box_id, (perBox.get(row.box_id) ?? 0) + row.count);
        perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
      }
      const totalEvents = [...perBox.values()].reduce((sum, count) => sum + count, 0);
      const days = Math.max(1, daysInRange(startDate, endDate));
      const distribution = [...perBox.entries()]
        .flatMap(([boxId, count]) => {
          const box = boxes.get(boxId);
          return box ? [{ id: box.id, name: box.name, emoji: box.emoji, color: box.color, count }] : [];
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
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
