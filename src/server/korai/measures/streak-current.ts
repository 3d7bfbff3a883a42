import { currentStreak } from '../../stats/streaks.js';
import { dayRows, resolvePeriod } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** The days in a row with an event up to today (or yesterday, while today may still come). */
export const streakCurrent = defineMeasure<'streakCurrent'>({
  async run({ ctx, plan, today, source, outcome }) {
    // It runs up to today whatever the question's words: it needs the whole history.
    const range = await resolvePeriod(ctx, plan, { from: today, to: today, name: 'allTime' }, today);
    const active = new Set((await dayRows(ctx, plan, range)).filter((row) => row.count > 0).map((row) => row.day));
    const streak = currentStreak(active, today);
    return outcome(
      { measure: 'streakCurrent', value: streak.days },
      streak.from && streak.to ? [source(streak.days, 'days', { from: streak.from, to: streak.to })] : [],
    );
  },
  reply({ words: { t, base, days }, result }) {
    return t('korai.answer.reply.streakCurrent', { ...base, days: days(result.value) });
  },
  ownSpan: true,
});
