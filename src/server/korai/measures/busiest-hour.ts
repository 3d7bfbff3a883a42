import { eventsBy } from '../plan/event-queries.js';
import { defineMeasure } from './measure-module.js';

/** The local hour of the day with the most events in the period. */
export const busiestHour = defineMeasure<'busiestHour'>({
  async run({ ctx, plan, period, source, outcome }) {
    const [top] = await eventsBy(ctx, plan, period, 'hour');
    const value = top?.count ?? 0;
    return outcome({ measure: 'busiestHour', hour: top?.slot ?? null, value }, top ? [source(value, 'events')] : []);
  },
  reply({ words: { t, language, base, events }, result }) {
    if (result.hour === null) return t('korai.answer.reply.nothing', base);
    const time = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    const hour = time.formatRange(
      new Date(Date.UTC(2024, 0, 1, result.hour)),
      new Date(Date.UTC(2024, 0, 1, result.hour + 1)),
    );
    return t('korai.answer.reply.busiestHour', { ...base, hour, events: events(result.value) });
  },
});
