import { topTag as topTagOf } from '../plan/event-queries.js';
import { defineMeasure } from './measure-module.js';

/** The tag on the most events of the period, and on how many. */
export const topTag = defineMeasure<'topTag'>({
  async run({ ctx, plan, period, source, outcome }) {
    const top = await topTagOf(ctx, plan, period);
    if (!top) return outcome({ measure: 'topTag', tag: null, value: 0 }, []);
    return outcome({ measure: 'topTag', tag: top.tag, value: top.count }, [
      { ...source(top.count, 'events'), tag: top.tag },
    ]);
  },
  reply({ words: { t, base, events }, result }) {
    if (!result.tag) return t('korai.answer.reply.noTags', base);
    return t('korai.answer.reply.topTag', { ...base, tag: result.tag, events: events(result.value) });
  },
});
