import { ratingSummary } from '../plan/event-queries.js';
import { round } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** The average rating of the period's rated events, and over how many. */
export const ratingAverage = defineMeasure<'ratingAverage'>({
  async run({ ctx, plan, period, source, outcome }) {
    const { average, rated } = await ratingSummary(ctx, plan, period);
    const value = average === null ? null : round(average);
    return outcome({ measure: 'ratingAverage', value, rated }, value === null ? [] : [source(value, 'rating')]);
  },
  reply({ words: { t, base, n, events }, result }) {
    if (result.value === null) return t('korai.answer.reply.noRating', base);
    return t('korai.answer.reply.ratingAverage', { ...base, n: n(result.value), events: events(result.rated) });
  },
});
