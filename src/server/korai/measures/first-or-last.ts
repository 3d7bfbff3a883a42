import { daysInRange } from '../../../shared/days.js';
import { localDate } from '../../../shared/local-dates.js';
import { presentBoxSummary } from '../../boxes/present.js';
import { edgeEvent } from '../plan/event-queries.js';
import { defineMeasure } from './measure-module.js';

/** The first or the last event (in the period, or ever), its day and how many days ago. */
export const firstOrLast = defineMeasure<'firstTime' | 'lastTime'>({
  async run({ ctx, input, plan, period, today, summaries, source, outcome }, measure) {
    const found = await edgeEvent(
      ctx,
      plan,
      measure === 'firstTime' ? 'first' : 'last',
      input.period.name === 'allTime' ? undefined : period,
    );
    if (!found) return outcome({ measure, at: null, description: null, daysAgo: 0 }, []);
    const day = localDate(found.at, ctx.owner.timeZone);
    const daysAgo = daysInRange(day, today) - 1;
    const box = ctx.boxes.find((candidate) => candidate.id === found.boxId);
    return outcome({ measure, at: found.at, description: found.description, daysAgo }, [
      source(daysAgo, 'days', { from: day, to: day }, box ? [presentBoxSummary(box)] : summaries),
    ]);
  },
  reply({ words: { t, language, base, at }, outcome, result, boxes }) {
    if (!result.at) return t('korai.answer.reply.nothing', base);
    const ago = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-result.daysAgo, 'day');
    const boxId = outcome.sources[0]?.boxes[0]?.id;
    const described = boxes.find((candidate) => candidate.id === boxId)?.trackingMode === 'descriptive';
    const key = described && result.description ? result.measure : `${result.measure}Short`;
    return t(`korai.answer.reply.${key}`, { ...base, date: at(result.at), ago, description: result.description });
  },
});
