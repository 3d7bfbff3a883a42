import { sql } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { GoalCard, GoalTarget } from '../../shared/schemas/goals.js';
import { cardStatus } from '../../shared/target-met.js';
import type { Database } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import type { UserRow } from '../db/rows.js';
import { answersAt, halfThePool, onceEach, together } from '../db/together.js';
import { requirePro } from '../plans/guard.js';
import type { GoalDeps } from './goal-rows.js';

const p = sql.placeholder;
/**
 * Each active goal with a target that has begun and not ended, with the events (or, for a target in quantity, the
 * quantities) of its live boxes in the target's current period (the local day, the week from Monday, the month, or
 * the whole goal): finished days from the rollup, today from the events up to now, as the day counts are read
 * everywhere (`stats/day-counts.ts`). Several people's cards in one statement, each row with its ask's place (`at`).
 */
const GOAL_CARDS = sql`
  WITH asked AS (
    SELECT * FROM unnest(${p('userIds')}::uuid[], ${p('timeZones')}::text[], ${p('todays')}::date[],
                         ${p('dayStarts')}::timestamptz[], ${p('nows')}::timestamptz[])
      WITH ORDINALITY AS asked(user_id, time_zone, today, day_start, now, at)
  )
  SELECT asked.at::int, card.* FROM asked CROSS JOIN LATERAL (
    SELECT g.id, g.name, g.box_ids, g.target, g.start_date,
      (coalesce((SELECT sum(CASE WHEN g.target->>'measure' = 'quantity' THEN d.quantity ELSE d.count END)
         FROM event_day_counts d JOIN boxes b ON b.id = d.box_id AND b.user_id = asked.user_id AND b.deleted_at IS NULL
         WHERE d.user_id = asked.user_id AND d.box_id = ANY(g.box_ids)
           AND d.day >= g.period_start AND d.day < asked.today), 0)
       + (SELECT coalesce(sum(CASE WHEN g.target->>'measure' = 'quantity' THEN e.quantity ELSE 1 END), 0)
         FROM events e JOIN boxes b ON b.id = e.box_id AND b.user_id = asked.user_id AND b.deleted_at IS NULL
         WHERE e.user_id = asked.user_id AND e.box_id = ANY(g.box_ids)
           AND e.deleted_at IS NULL AND e.event_date >= asked.day_start AND e.event_date <= asked.now))::int AS count
    FROM (
      SELECT id, name, box_ids, target, start_date,
        greatest((start_date AT TIME ZONE asked.time_zone)::date, CASE target->>'period'
          WHEN 'day' THEN asked.today
          WHEN 'week' THEN date_trunc('week', asked.today)::date
          WHEN 'month' THEN date_trunc('month', asked.today)::date
          ELSE (start_date AT TIME ZONE asked.time_zone)::date END) AS period_start
      FROM goals
      WHERE user_id = asked.user_id AND is_active AND target IS NOT NULL
        AND (start_date AT TIME ZONE asked.time_zone)::date <= asked.today
        AND (end_date IS NULL OR (end_date AT TIME ZONE asked.time_zone)::date >= asked.today)
    ) g
  ) card
  ORDER BY asked.at, card.start_date, card.id`;

interface GoalCardRow {
  at: number;
  id: number;
  name: string;
  box_ids: number[];
  target: GoalTarget;
  count: number;
}

/** Whose cards, in which time zone, on which day, and the moments its today runs between. */
interface CardsAsk {
  userId: string;
  timeZone: string;
  today: string;
  dayStart: Date;
  now: Date;
}

/** The most people's cards one statement reads. */
const TOGETHER_MAX = 100;

/**
 * Reads cards as they are asked for, and together when many are (`db/together.ts`); one person asking several
 * times at once is read once. Each card counts over its period's days alone (not the goal's whole history), so the
 * cards cost about what the box list does.
 */
export function createCardsReader(db: Database, inFlightMax = halfThePool(db)) {
  const statement = preparedStatement<GoalCardRow>(db, 'korai_goal_cards', GOAL_CARDS);
  async function read(asks: CardsAsk[]) {
    const { distinct, placeOf } = onceEach(asks, (ask) => `${ask.userId} ${ask.timeZone} ${ask.today}`);
    const rows = await statement({
      userIds: distinct.map((ask) => ask.userId),
      timeZones: distinct.map((ask) => ask.timeZone),
      todays: distinct.map((ask) => ask.today),
      dayStarts: distinct.map((ask) => ask.dayStart),
      nows: distinct.map((ask) => ask.now),
    });
    return answersAt(rows, placeOf);
  }
  return together({ run: read, inFlightMax, batchMax: TOGETHER_MAX });
}

/** The boxes screen's goals: each active goal with a target and its count in the current period. */
export async function goalCards(
  { clock, readCards }: Pick<GoalDeps, 'clock'> & { readCards: ReturnType<typeof createCardsReader> },
  user: UserRow,
): Promise<GoalCard[]> {
  const now = clock.now();
  requirePro(user, now, 'goals');
  const today = localDate(now, user.timeZone);
  const rows = await readCards({
    userId: user.id,
    timeZone: user.timeZone,
    today,
    dayStart: startOfLocalDay(today, user.timeZone),
    now,
  });
  return rows.map((row) => ({
    goalId: row.id,
    name: row.name,
    boxIds: row.box_ids,
    target: row.target,
    count: row.count,
    status: cardStatus(row.count, row.target),
  }));
}
