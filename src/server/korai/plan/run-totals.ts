import { addDays, daysInRange } from '../../../shared/days.js';
import { presentBoxSummary } from '../../boxes/present.js';
import { dayRows, type PlanRun, previousPeriod, resolvePeriod, round } from './plan-run.js';
import type { BoxFigure, PlanOutcome } from './types.js';

export async function total(
  { ctx, plan, period, source, outcome }: PlanRun,
  measure: 'count' | 'quantity',
): Promise<PlanOutcome> {
  const days = await dayRows(ctx, plan, period);
  const value = days.reduce((sum, row) => sum + (measure === 'count' ? row.count : row.quantity), 0);
  return outcome({ measure, value }, [source(value, measure === 'count' ? 'events' : 'quantity')]);
}

/** Per day or per week over the days up to today; per event, the quantity each event adds on average. */
export async function average(
  { ctx, plan, period, today, source, outcome }: PlanRun,
  measure: 'averageDay' | 'averageWeek' | 'averageEvent',
): Promise<PlanOutcome> {
  const rows = await dayRows(ctx, plan, period);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  if (measure === 'averageEvent') {
    const events = sum((row) => row.count);
    const value = events ? round(sum((row) => row.quantity) / events) : 0;
    return outcome({ measure, value }, [source(value, 'average')]);
  }
  const upTo = period.to < today ? period.to : today;
  const days = Math.max(1, daysInRange(period.from, upTo));
  const total = sum((row) => (plan.amount ? row.quantity : row.count));
  const value = round(measure === 'averageDay' ? total / days : (total * 7) / days);
  return outcome({ measure, value }, [source(value, 'average')]);
}

/** The day with the most events in the period, its date and its events. */
export async function busiestDay({ ctx, plan, period, source, outcome }: PlanRun): Promise<PlanOutcome> {
  const perDay = new Map<string, number>();
  for (const row of await dayRows(ctx, plan, period)) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  const [top] = [...perDay].sort(([dayA, a], [dayB, b]) => b - a || dayA.localeCompare(dayB));
  if (!top) return outcome({ measure: 'busiestDay', day: null, value: 0 }, []);
  const [day, value] = top;
  return outcome({ measure: 'busiestDay', day, value }, [source(value, 'events', { from: day, to: day })]);
}

export async function ranking(
  { ctx, plan, period, source, outcome }: PlanRun,
  measure: 'mostActive' | 'leastActive',
): Promise<PlanOutcome> {
  const rows = await dayRows(ctx, { ...plan, boxIds: [] }, period);
  const totals = new Map<number, number>();
  for (const row of rows) totals.set(row.boxId, (totals.get(row.boxId) ?? 0) + row.count);
  const ranked: BoxFigure[] = ctx.boxes
    .map((box) => ({ box: presentBoxSummary(box), figure: totals.get(box.id) ?? 0 }))
    .sort((a, b) => (measure === 'mostActive' ? b.figure - a.figure : a.figure - b.figure));
  const total = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const top = ranked[0];
  return outcome({ measure, ranked, total }, top ? [source(top.figure, 'events', period, [top.box])] : []);
}

/**
 * Two periods' events, the difference and the percentage. A period still under way is compared with as many days
 * of the one before ("this month so far" with the same days of last month), never with all of it.
 */
export async function compare({ ctx, plan, period, today, source }: PlanRun): Promise<PlanOutcome> {
  let comparison = await resolvePeriod(ctx, plan, plan.comparison ?? previousPeriod(period), today);
  const current = period.to > today && period.from <= today ? { ...period, to: today } : period;
  if (current !== period) {
    const end = addDays(comparison.from, daysInRange(current.from, today) - 1);
    if (end < comparison.to) comparison = { from: comparison.from, to: end };
  }
  const [now, before] = await Promise.all([dayRows(ctx, plan, current), dayRows(ctx, plan, comparison)]);
  const value = now.reduce((sum, row) => sum + row.count, 0);
  const previous = before.reduce((sum, row) => sum + row.count, 0);
  const difference = value - previous;
  const percent = previous ? round((difference / previous) * 100, 0) : null;
  return {
    plan: { ...plan, comparison },
    result: { measure: 'compare', value, previous, difference, percent },
    sources: [source(value, 'events', current), source(previous, 'events', comparison)],
  };
}

export async function trend({ ctx, plan, today, source, outcome }: PlanRun): Promise<PlanOutcome> {
  const from = addDays(today, -27);
  const rows = await dayRows(ctx, plan, { from, to: today });
  const weeks = [0, 0, 0, 0];
  for (const row of rows) {
    const index = Math.min(3, Math.floor((daysInRange(from, row.day) - 1) / 7));
    weeks[index] = (weeks[index] ?? 0) + row.count;
  }
  const [a = 0, b = 0, c = 0, d = 0] = weeks;
  const slope = (3 * d + c - b - 3 * a) / 10;
  const direction = Math.abs(slope) < 0.5 ? 'flat' : slope > 0 ? 'up' : 'down';
  return outcome(
    { measure: 'trend', weeks, direction },
    weeks.map((figure, index) =>
      source(figure, 'events', { from: addDays(from, index * 7), to: addDays(from, index * 7 + 6) }),
    ),
  );
}
