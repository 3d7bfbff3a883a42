import { toldCorrelations } from '../../../shared/correlation-text.js';
import { addDays } from '../../../shared/days.js';
import { localDate } from '../../../shared/local-dates.js';
import { presentBoxSummary } from '../../boxes/present.js';
import { boxCorrelations } from '../../reports/service.js';
import { eventsBy, listEvents, ratedEvent, ratingSummary, topTag } from './event-queries.js';
import { type PlanRun, round } from './plan-run.js';
import type { PlanOutcome, PlanResult } from './types.js';

export async function ratingAverage({ ctx, plan, period, source, outcome }: PlanRun): Promise<PlanOutcome> {
  const { average, rated } = await ratingSummary(ctx, plan, period);
  const value = average === null ? null : round(average);
  return outcome({ measure: 'ratingAverage', value, rated }, value === null ? [] : [source(value, 'rating')]);
}

export async function rating(
  { ctx, plan, period, summaries, source, outcome }: PlanRun,
  measure: 'ratingBest' | 'ratingWorst' | 'ratingOf',
): Promise<PlanOutcome> {
  const which = measure === 'ratingBest' ? 'best' : measure === 'ratingWorst' ? 'worst' : 'latest';
  const found = await ratedEvent(ctx, plan, period, which);
  if (!found) return outcome({ measure, value: null, description: null }, []);
  const day = localDate(new Date(found.at), ctx.owner.timeZone);
  const box = ctx.boxes.find((candidate) => candidate.id === found.boxId);
  return outcome({ measure, value: found.rating, description: found.description }, [
    source(found.rating, 'rating', { from: day, to: day }, box ? [presentBoxSummary(box)] : summaries),
  ]);
}

export async function busiest(
  { ctx, plan, period, source, outcome }: PlanRun,
  measure: 'busiestWeekday' | 'busiestHour',
): Promise<PlanOutcome> {
  const rows = await eventsBy(ctx, plan, period, measure === 'busiestWeekday' ? 'isodow' : 'hour');
  const top = rows[0];
  const value = top?.count ?? 0;
  const result: PlanResult =
    measure === 'busiestWeekday'
      ? { measure: 'busiestWeekday', weekday: top?.slot ?? null, value }
      : { measure: 'busiestHour', hour: top?.slot ?? null, value };
  return outcome(result, top ? [source(value, 'events')] : []);
}

export async function mostUsedTag({ ctx, plan, period, source, outcome }: PlanRun): Promise<PlanOutcome> {
  const top = await topTag(ctx, plan, period);
  if (!top) return outcome({ measure: 'topTag', tag: null, value: 0 }, []);
  return outcome({ measure: 'topTag', tag: top.tag, value: top.count }, [
    { ...source(top.count, 'events'), tag: top.tag },
  ]);
}

/** The most events a list answer shows; the reply says how many more there are. */
export const LIST_MAX = 10;

export async function list({ ctx, plan, period, source, outcome }: PlanRun): Promise<PlanOutcome> {
  const { events, total } = await listEvents(ctx, plan, period, LIST_MAX);
  return outcome({ measure: 'list', events, total }, total ? [source(total, 'events')] : []);
}

export async function related({ ctx, plan, period, today, source, outcome }: PlanRun): Promise<PlanOutcome> {
  if (!ctx.correlations) return outcome({ measure: 'related', allowed: false, links: [] }, []);
  const found = await boxCorrelations(ctx.db, ctx.owner, ctx.boxes, ctx.now, {
    startDate: period.from,
    endDate: period.to < today ? period.to : addDays(today, -1),
  });
  const links = toldCorrelations(
    found.correlations.filter((link) => plan.boxIds.includes(link.first.id) || plan.boxIds.includes(link.second.id)),
  ).slice(0, 3);
  // Each figure's days: the last `days` of the range (one more for a next-day comparison), both boxes.
  const sources = links.map((link) =>
    source(link.days, 'days', { from: addDays(found.endDate, 1 - link.days - link.lagDays), to: found.endDate }, [
      link.first,
      link.second,
    ]),
  );
  return outcome({ measure: 'related', allowed: true, links }, sources);
}
