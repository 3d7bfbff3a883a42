import { addDays, daysInRange } from '../../../shared/days.js';
import { localDate } from '../../../shared/local-dates.js';
import type { AnswerSource } from '../../../shared/schemas/ai.js';
import type { BoxSummary } from '../../../shared/schemas/common.js';
import { presentBoxSummary } from '../../boxes/present.js';
import { readDayCounts } from '../../stats/day-counts.js';
import type { PlanContext } from './context.js';
import { type FilteredDay, filteredDayCounts, firstDay } from './event-queries.js';
import type { Period, PlanOutcome, PlanResult, QueryPlan } from './types.js';

/** A plan under way: its period resolved, today in the owner's time zone, and how each figure names its source. */
export interface PlanRun {
  ctx: PlanContext;
  /** The plan as asked, before 'ever' became dates. */
  input: QueryPlan;
  plan: QueryPlan;
  period: Period;
  today: string;
  summaries: BoxSummary[];
  source(figure: number, measure: AnswerSource['measure'], range?: Period, boxes?: BoxSummary[]): AnswerSource;
  outcome(result: PlanResult, sources: AnswerSource[]): PlanOutcome;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** 'Ever' starts at the owner's first event; a period never ends after today. */
export async function resolvePeriod(ctx: PlanContext, plan: QueryPlan, period: Period, today: string): Promise<Period> {
  if (period.name !== 'allTime') return period;
  const from = (await firstDay(ctx, { ...plan, tag: undefined, text: undefined })) ?? today;
  return { ...period, from: from < today ? from : today, to: today };
}

/**
 * Events and quantities per box and day: from the rollup, or from the events when a tag, words or a time of day
 * filter them.
 */
export async function dayRows(ctx: PlanContext, plan: QueryPlan, period: Period): Promise<FilteredDay[]> {
  if (plan.tag || plan.text || plan.dayPart) return filteredDayCounts(ctx, plan, period);
  return readDayCounts(ctx.db, ctx.owner, { start: period.from, end: period.to }, ctx.now, plan.boxIds);
}

/** The same number of days just before. */
export function previousPeriod(period: Period): Period {
  const days = daysInRange(period.from, period.to);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

export async function startRun(ctx: PlanContext, input: QueryPlan): Promise<PlanRun> {
  const today = localDate(ctx.now, ctx.owner.timeZone);
  const plan = { ...input, period: await resolvePeriod(ctx, input, input.period, today) };
  const period = plan.period;
  const chosen = plan.boxIds.length ? ctx.boxes.filter((box) => plan.boxIds.includes(box.id)) : [];
  const summaries = chosen.map(presentBoxSummary);
  return {
    ctx,
    input,
    plan,
    period,
    today,
    summaries,
    source: (figure, measure, range = period, boxes = summaries) => ({
      boxes,
      from: range.from,
      to: range.to,
      ...(plan.tag ? { tag: plan.tag } : {}),
      ...(plan.text ? { text: plan.text } : {}),
      ...(plan.dayPart ? { dayPart: plan.dayPart } : {}),
      figure,
      measure,
    }),
    outcome: (result, sources) => ({ plan, result, sources }),
  };
}
