import { eventsBy } from '../plan/event-queries.js';
import { defineMeasure } from './measure-module.js';

/** The day of the week with the most events in the period. */
export const busiestWeekday = defineMeasure<'busiestWeekday'>({
  async run({ ctx, plan, period, source, outcome }) {
    const [top] = await eventsBy(ctx, plan, period, 'isodow');
    const value = top?.count ?? 0;
    return outcome(
      { measure: 'busiestWeekday', weekday: top?.slot ?? null, value },
      top ? [source(value, 'events')] : [],
    );
  },
  reply({ words: { t, language, base, events }, result }) {
    if (result.weekday === null) return t('korai.answer.reply.nothing', base);
    // 2024-01-01 was a Monday: weekday 1 is that day, 7 the Sunday after.
    const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, result.weekday)),
    );
    return t('korai.answer.reply.busiestWeekday', { ...base, weekday: name, events: events(result.value) });
  },
});
