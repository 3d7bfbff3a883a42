import { longestStreak } from '../../stats/streaks.js';
import { dayRows } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** The longest run of days in a row with an event in the period, and its first and last day. */
export const streakLongest = defineMeasure<'streakLongest'>({
  async run({ ctx, plan, period, source, outcome }) {
    const active = new Set((await dayRows(ctx, plan, period)).filter((row) => row.count > 0).map((row) => row.day));
    const longest = longestStreak(active, period.from, period.to);
    return outcome(
      { measure: 'streakLongest', value: longest.days, from: longest.from, to: longest.to },
      longest.from && longest.to ? [source(longest.days, 'days', { from: longest.from, to: longest.to })] : [],
    );
  },
  reply({ words: { t, base, days, when }, result }) {
    if (!result.from || !result.to) return t('korai.answer.reply.nothing', base);
    return t('korai.answer.reply.streakLongest', {
      ...base,
      days: days(result.value),
      range: when({ from: result.from, to: result.to }),
    });
  },
});
