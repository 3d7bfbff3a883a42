import { sql } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import type { GoalCard, GoalTarget } from '../../shared/schemas/goals.js';
import { cardStatus } from '../../shared/target-met.js';
import type { Database } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import type { UserRow } from '../db/rows.js';
import { requirePro } from '../plans/guard.js';
import type { GoalDeps } from './goal-rows.js';

const p = sql.placeholder;
/**
 * Each active goal with a target that has begun and not ended, with the events (or, for a target in quantity, the
 * quantities) of its live boxes in the target's current period (the local day, the week from Monday, the month, or the whole goal): finished days from the
 * rollup, today from the events up to now, as the day counts are read everywhere (`stats/day-counts.ts`).
 */
const GOAL_CARDS = sql`
  WITH g AS (
    SELECT id, name, box_ids, target, start_date,
      greatest((start_date AT TIME ZONE ${p('timeZone')})::date, CASE target->>'period'
        WHEN 'day' THEN ${p('today')}::date
        WHEN 'week' THEN date_trunc('week', ${p('today')}::date)::date
        WHEN 'month' THEN date_trunc('month', ${p('today')}::date)::date
        ELSE (start_date AT TIME ZONE ${p('timeZone')})::date END) AS period_start
    FROM goals
    WHERE user_id = ${p('userId')} AND is_active AND target IS NOT NULL
      AND (start_date AT TIME ZONE ${p('timeZone')})::date <= ${p('today')}::date
      AND (end_date IS NULL OR (end_date AT TIME ZONE ${p('timeZone')})::date >= ${p('today')}::date)
  ), live AS (
    SELECT id FROM boxes WHERE user_id = ${p('userId')} AND deleted_at IS NULL
  )
  SELECT g.id, g.name, g.box_ids, g.target,
    (coalesce((SELECT sum(CASE WHEN g.target->>'measure' = 'quantity' THEN d.quantity ELSE d.count END)
       FROM event_day_counts d
       WHERE d.user_id = ${p('userId')} AND d.box_id = ANY(g.box_ids) AND d.box_id IN (SELECT id FROM live)
         AND d.day >= g.period_start AND d.day < ${p('today')}::date), 0)
     + (SELECT coalesce(sum(CASE WHEN g.target->>'measure' = 'quantity' THEN e.quantity ELSE 1 END), 0) FROM events e
       WHERE e.user_id = ${p('userId')} AND e.box_id = ANY(g.box_ids) AND e.box_id IN (SELECT id FROM live)
         AND e.deleted_at IS NULL AND e.event_date >= ${p('dayStart')} AND e.event_date <= ${p('now')}))::int AS count
  FROM g
  ORDER BY g.start_date, g.id`;

interface GoalCardRow {
  id: number;
  name: string;
  box_ids: number[];
  target: GoalTarget;
  count: number;
}

export const prepareGoalCards = (db: Database) => preparedStatement<GoalCardRow>(db, 'korai_goal_cards', GOAL_CARDS);

/**
 * The boxes screen's goals: each active goal with a target and its count in the current period, in one prepared
 * statement over those days alone (not the goal's whole history), so the cards cost about what the box list does.
 */
export async function goalCards(
  { clock, statement }: Pick<GoalDeps, 'clock'> & { statement: ReturnType<typeof prepareGoalCards> },
  user: UserRow,
): Promise<GoalCard[]> {
  const now = clock.now();
  requirePro(user, now, 'goals');
  const today = localDate(now, user.timeZone);
  const rows = await statement({
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
