import { addDays, daysInRange } from '../../../shared/days.js';
import { dayRows, previousPeriod, resolvePeriod, round } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/**
 * Two periods' events, the difference and the percentage. A period still under way is compared with as many days
 * of the one before ("this month so far" with the same days of last month), never with all of it.
 */
export const compare = defineMeasure<'compare'>({
  async run({ ctx, plan, period, today, source }) {
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
