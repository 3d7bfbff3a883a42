import { localDate } from '../../../shared/local-dates.js';
import { presentBoxSummary } from '../../boxes/present.js';
import { ratedEvent } from '../plan/event-queries.js';
import { defineMeasure } from './measure-module.js';

const WHICH = { ratingBest: 'best', ratingWorst: 'worst', ratingOf: 'latest' } as const;

/** One rated event, with its words and day: the best or the worst rated of the period, or the one asked about. */
export const rating = defineMeasure<'ratingBest' | 'ratingWorst' | 'ratingOf'>({
  async run({ ctx, plan, period, summaries, source, outcome }, measure) {
    const found = await ratedEvent(ctx, plan, period, WHICH[measure]);
    if (!found) return outcome({ measure, value: null, description: null }, []);
    const day = localDate(new Date(found.at), ctx.owner.timeZone);
    const box = ctx.boxes.find((candidate) => candidate.id === found.boxId);
    return outcome({ measure, value: found.rating, description: found.description }, [
      source(found.rating, 'rating', { from: day, to: day }, box ? [presentBoxSummary(box)] : summaries),
    ]);
  },
  reply({ words: { t, base, n, day }, outcome, result }) {
    if (result.value === null) return t('korai.answer.reply.noRating', base);
    const source = outcome.sources[0];
    return t(`korai.answer.reply.${result.measure}`, {
      ...base,
      n: n(result.value),
      description: result.description,
      date: source ? day(source.from) : '',
    });
  },
});
