import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/days.js';
import { startOfLocalDay } from '../../../shared/local-dates.js';
import { inDayPart } from '../../events/filters.js';
import type { PlanContext } from './context.js';
import type { Period, QueryPlan } from './types.js';

/**
 * Queries on the owner's events themselves, for what the day counts cannot say (tags, words, ratings, hours):
 * live events of live boxes, from the start of the period's first day to the end of its last, never after now.
 */
export function eventScope(
  ctx: PlanContext,
  plan: Pick<QueryPlan, 'boxIds' | 'tag' | 'text' | 'dayPart'>,
  period?: Period,
): SQL {
  // Only the owner's live boxes: the ones named, or all of them (an id list, not a per-row lookup of boxes).
  const boxIds = plan.boxIds.length ? plan.boxIds : ctx.boxes.map((box) => box.id);
  const parts: SQL[] = [
    sql`e.user_id = ${ctx.owner.id}`,
    sql`e.box_id = ANY(${`{${boxIds.join(',')}}`}::int[])`,
    sql`e.deleted_at IS NULL`,
    sql`e.event_date <= ${ctx.now}`,
  ];
  if (period) {
    parts.push(sql`e.event_date >= ${startOfLocalDay(period.from, ctx.owner.timeZone)}`);
    parts.push(sql`e.event_date < ${startOfLocalDay(addDays(period.to, 1), ctx.owner.timeZone)}`);
  }
  if (plan.tag) parts.push(sql`e.tags @> ARRAY[${plan.tag.toLowerCase()}]::text[]`);
  if (plan.text) parts.push(sql`strpos(e.search_text, korai_fold(${plan.text})) > 0`);
  if (plan.dayPart) parts.push(inDayPart(sql`e.event_date`, ctx.owner.timeZone, plan.dayPart));
  return sql.join(parts, sql` AND `);
}

export type FilteredDay = {
  boxId: number;
  day: string;
  count: number;
  quantity: number;
};

/** Events and quantities per box and local day, of the events with the plan's tag or words. */
export async function filteredDayCounts(ctx: PlanContext, plan: QueryPlan, period: Period): Promise<FilteredDay[]> {
  const { rows } = await ctx.db.execute<FilteredDay>(sql`
    SELECT e.box_id AS "boxId", (e.event_date AT TIME ZONE ${ctx.owner.timeZone})::date::text AS day,
           count(*)::int AS count, coalesce(sum(e.quantity), 0)::int AS quantity
    FROM events e WHERE ${eventScope(ctx, plan, period)}
    GROUP BY 1, 2`);
  return rows;
}

/** The first or the last event matching the plan, ever or inside its period. */
export async function edgeEvent(
  ctx: PlanContext,
  plan: QueryPlan,
  which: 'first' | 'last',
  period?: Period,
): Promise<{ at: Date; description: string; boxId: number } | undefined> {
  const order = which === 'first' ? sql`ASC` : sql`DESC`;
  const { rows } = await ctx.db.execute<{ at: string; description: string; boxId: number }>(sql`
    SELECT e.event_date AS at, e.description, e.box_id AS "boxId" FROM events e
    WHERE ${eventScope(ctx, plan, period)} ORDER BY e.event_date ${order} LIMIT 1`);
  const row = rows[0];
  return row ? { at: new Date(row.at), description: row.description, boxId: row.boxId } : undefined;
}

/** The local day of the owner's first live event: where 'ever' begins. */
export async function firstDay(ctx: PlanContext, plan: QueryPlan): Promise<string | undefined> {
  const { rows } = await ctx.db.execute<{ day: string | null }>(sql`
    SELECT (min(e.event_date) AT TIME ZONE ${ctx.owner.timeZone})::date::text AS day FROM events e
    WHERE ${eventScope(ctx, plan)}`);
  return rows[0]?.day ?? undefined;
}

export async function ratingSummary(ctx: PlanContext, plan: QueryPlan, period: Period) {
  const { rows } = await ctx.db.execute<{ average: string | null; rated: number }>(sql`
    SELECT avg(e.rating)::text AS average, count(e.rating)::int AS rated FROM events e
    WHERE ${eventScope(ctx, plan, period)} AND e.rating IS NOT NULL`);
  const row = rows[0];
  return { average: row?.average == null ? null : Number(row.average), rated: row?.rated ?? 0 };
}

/** The best or worst rated event (the latest among equals), or the latest rated one matching the plan's words. */
export async function ratedEvent(
  ctx: PlanContext,
  plan: QueryPlan,
  period: Period,
  which: 'best' | 'worst' | 'latest',
) {
  const order =
    which === 'best'
      ? sql`e.rating DESC, e.event_date DESC`
      : which === 'worst'
        ? sql`e.rating ASC, e.event_date DESC`
        : sql`e.event_date DESC`;
  const { rows } = await ctx.db.execute<{ rating: number; description: string; at: string; boxId: number }>(sql`
    SELECT e.rating, e.description, e.event_date AS at, e.box_id AS "boxId" FROM events e
    WHERE ${eventScope(ctx, plan, period)} AND e.rating IS NOT NULL ORDER BY ${order} LIMIT 1`);
  return rows[0];
}

/** The tag on the most events (the first by name among equals), and on how many. */
export async function topTag(ctx: PlanContext, plan: QueryPlan, period: Period) {
  const { rows } = await ctx.db.execute<{ tag: string; count: number }>(sql`
    SELECT tag, count(*)::int AS count FROM events e, unnest(e.tags) AS tag
    WHERE ${eventScope(ctx, plan, period)} GROUP BY tag ORDER BY 2 DESC, 1 ASC LIMIT 1`);
  return rows[0];
}

/** The newest `limit` events matching the plan, and how many match in all. */
export async function listEvents(ctx: PlanContext, plan: QueryPlan, period: Period, limit: number) {
  const scope = eventScope(ctx, plan, period);
  const [listed, counted] = await Promise.all([
    ctx.db.execute<{ at: string; description: string; boxId: number }>(sql`
      SELECT e.event_date AS at, e.description, e.box_id AS "boxId" FROM events e
      WHERE ${scope} ORDER BY e.event_date DESC, e.id DESC LIMIT ${limit}`),
    ctx.db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM events e WHERE ${scope}`),
  ]);
  return {
    events: listed.rows.map((row) => ({ at: new Date(row.at), description: row.description, boxId: row.boxId })),
    total: counted.rows[0]?.total ?? 0,
  };
}

/** Events per local weekday (1 Monday ... 7 Sunday) or per local hour (0-23). */
export async function eventsBy(ctx: PlanContext, plan: QueryPlan, period: Period, unit: 'isodow' | 'hour') {
  const part = unit === 'isodow' ? sql.raw(`'isodow'`) : sql.raw(`'hour'`);
  const { rows } = await ctx.db.execute<{ slot: number; count: number }>(sql`
    SELECT extract(${part} FROM e.event_date AT TIME ZONE ${ctx.owner.timeZone})::int AS slot, count(*)::int AS count
    FROM events e WHERE ${eventScope(ctx, plan, period)} GROUP BY 1 ORDER BY 2 DESC, 1 ASC`);
  return rows;
}
