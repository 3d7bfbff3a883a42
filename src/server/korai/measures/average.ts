import { daysInRange } from '../../../shared/days.js';
import { sharedUnit, withUnit } from '../../../shared/shared-unit.js';
import { dayRows, round } from '../plan/plan-run.js';
import { lastDays } from '../plan/spans.js';
import { defineMeasure } from './measure-module.js';

/** Per day or per week over the days up to today; per event, the quantity each event adds on average. */
export const average = defineMeasure<'averageDay' | 'averageWeek' | 'averageEvent'>({
  async run({ ctx, plan, period, today, source, outcome }, measure) {
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
  },
  reply({ words: { t, n, base }, outcome: { plan }, result, boxes }) {
    const unit = plan.amount ? sharedUnit(boxes.filter((box) => plan.boxIds.includes(box.id))) : null;
    return t(`korai.answer.reply.${result.measure}`, { ...base, n: withUnit(n(result.value), unit) });
  },
  // Per event, every event counts alike: the whole history.
  usualPeriod: (today, measure) => (measure === 'averageEvent' ? undefined : lastDays(30, today)),
});
