import { listEvents } from '../plan/event-queries.js';
import { defineMeasure } from './measure-module.js';

/** The most events a list answer shows; the reply says how many more there are. */
export const LIST_MAX = 10;

/** The events themselves, newest first, each with its day (and its box when several are listed). */
export const list = defineMeasure<'list'>({
  async run({ ctx, plan, period, source, outcome }) {
    const { events, total } = await listEvents(ctx, plan, period, LIST_MAX);
    return outcome({ measure: 'list', events, total }, total ? [source(total, 'events')] : []);
  },
  reply({ words: { t, base, dayOf, events }, outcome: { plan }, result, boxes }) {
    if (!result.total) return t('korai.answer.reply.nothing', base);
    const boxOf = (id: number) => boxes.find((box) => box.id === id);
    const lines = result.events.map((event) => {
      const box = plan.boxIds.length === 1 ? undefined : boxOf(event.boxId);
      return `• ${[dayOf(event.at), box && `${box.emoji} ${box.name}`, event.description].filter(Boolean).join(' · ')}`;
    });
    const more =
      result.total > result.events.length ? [t('korai.answer.reply.listLatest', { shown: result.events.length })] : [];
    return [t('korai.answer.reply.list', { ...base, events: events(result.total) }), ...lines, ...more].join('\n');
  },
});
