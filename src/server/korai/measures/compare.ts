import { addDays, daysInRange } from '../../../shared/days.js';
import { dayRows, previousPeriod, resolvePeriod, round } from '../plan/plan-run.js';
import type { QueryPlan } from '../plan/types.js';
import { defineMeasure } from './measure-module.js';

/**
 * The days a comparison compares: a period still under way up to today, against as many days of the other ("this
 * month so far" with the same days of last month), never with all of it.
 */
export function comparedPlan(plan: QueryPlan, today: string): QueryPlan {
  const { period } = plan;
  let comparison = plan.comparison ?? previousPeriod(period);
  const current = period.to > today && period.from <= today ? { ...period, to: today } : period;
  if (current !== period) {
    const end = addDays(comparison.from, daysInRange(current.from, today) - 1);
    if (end < comparison.to) comparison = { from: comparison.from, to: end };
  }
  return { ...plan, period: current, comparison };
}

/** Two periods' events, the difference and the percentage, over the days `comparedPlan` compares. */
export const compare = defineMeasure<'compare'>({
  async run({ ctx, plan: asked, today, source }) {
    const resolved = await resolvePeriod(ctx, asked, asked.comparison ?? previousPeriod(asked.period), today);
    const plan = comparedPlan({ ...asked, comparison: resolved }, today);
    const { period, comparison = resolved } = plan;
    const [now, before] = await Promise.all([dayRows(ctx, plan, period), dayRows(ctx, plan, comparison)]);
    const value = now.reduce((sum, row) => sum + row.count, 0);
    const previous = before.reduce((sum, row) => sum + row.count, 0);
    const difference = value - previous;
    const percent = previous ? round((difference / previous) * 100, 0) : null;
    return {
      plan,
      result: { measure: 'compare', value, previous, difference, percent },
      sources: [source(value, 'events', period), source(previous, 'events', comparison)],
    };
  },
  reply({ words: { t, language, base, events, when }, outcome: { plan }, result }) {
    const percent =
      result.percent === null
        ? ''
        : ` (${new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 0 }).format(result.percent / 100)})`;
    const change =
      result.difference === 0
        ? t('korai.answer.reply.changeSame')
        : t(result.difference > 0 ? 'korai.answer.reply.changeUp' : 'korai.answer.reply.changeDown', {
            difference: events(Math.abs(result.difference)),
            percent,
          });
    return t('korai.answer.reply.compare', {
      ...base,
      events: events(result.value),
      previous: events(result.previous),
      before: plan.comparison ? when(plan.comparison) : '',
      change,
    });
  },
});
