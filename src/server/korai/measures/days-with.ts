import { eachDay } from '../../../shared/days.js';
import { dayRows } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** The days of the period up to today without an event, or with one ("on how many days"). */
export const daysWith = defineMeasure<'daysWithout' | 'activeDays'>({
  async run({ ctx, plan, period, today, source, outcome }, measure) {
    const upTo = period.to < today ? period.to : today;
    const active = new Set((await dayRows(ctx, plan, period)).filter((row) => row.count > 0).map((row) => row.day));
    const value = eachDay(period.from, upTo).filter((day) => active.has(day) === (measure === 'activeDays')).length;
    return outcome({ measure, value }, [source(value, 'days', { from: period.from, to: upTo })]);
  },
  reply({ words: { t, base, days }, result }) {
    return t(`korai.answer.reply.${result.measure}`, { ...base, days: days(result.value) });
  },
});
