import { eachDay } from '../../../shared/days.js';
import { dayRows } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** The longest run of days without an event inside the period, up to today, and its first and last day. */
export const gapLongest = defineMeasure<'gapLongest'>({
  async run({ ctx, plan, period, today, source, outcome }) {
    const upTo = period.to < today ? period.to : today;
    const active = new Set((await dayRows(ctx, plan, period)).filter((row) => row.count > 0).map((row) => row.day));
    let best: { from: string; to: string; days: number } | null = null;
    let run: { from: string; days: number } | null = null;
    for (const day of eachDay(period.from, upTo)) {
      if (active.has(day)) {
        run = null;
        continue;
      }
      run = run ? { from: run.from, days: run.days + 1 } : { from: day, days: 1 };
      if (!best || run.days > best.days) best = { from: run.from, to: day, days: run.days };
    }
    if (!best) return outcome({ measure: 'gapLongest', value: 0, from: null, to: null }, []);
    return outcome({ measure: 'gapLongest', value: best.days, from: best.from, to: best.to }, [
      source(best.days, 'days', { from: best.from, to: best.to }),
    ]);
  },
  reply({ words: { t, base, days, when }, result }) {
    if (!result.from || !result.to) return t('korai.answer.reply.gapNone', base);
    return t('korai.answer.reply.gapLongest', {
      ...base,
      days: days(result.value),
      range: when({ from: result.from, to: result.to }),
    });
  },
});
