import { dayRows } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** The day with the most events in the period (the earliest of those tied), with its date. */
export const busiestDay = defineMeasure<'busiestDay'>({
  async run({ ctx, plan, period, source, outcome }) {
    const perDay = new Map<string, number>();
    for (const row of await dayRows(ctx, plan, period)) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
    const [top] = [...perDay].sort(([dayA, a], [dayB, b]) => b - a || dayA.localeCompare(dayB));
    if (!top) return outcome({ measure: 'busiestDay', day: null, value: 0 }, []);
    const [day, value] = top;
    return outcome({ measure: 'busiestDay', day, value }, [source(value, 'events', { from: day, to: day })]);
  },
  reply({ words: { t, base, longDay, events }, result }) {
    if (result.day === null) return t('korai.answer.reply.nothing', base);
    return t('korai.answer.reply.busiestDay', { ...base, date: longDay(result.day), events: events(result.value) });
  },
});
