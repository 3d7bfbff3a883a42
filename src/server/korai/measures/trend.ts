import { addDays, daysInRange } from '../../../shared/days.js';
import { dayRows } from '../plan/plan-run.js';
import { lastDays } from '../plan/spans.js';
import { defineMeasure } from './measure-module.js';

/** The last four weeks' events, week by week, and whether they go up, down or stay flat. */
export const trend = defineMeasure<'trend'>({
  async run({ ctx, plan, today, source, outcome }) {
    const from = addDays(today, -27);
    const rows = await dayRows(ctx, plan, { from, to: today });
    const weeks = [0, 0, 0, 0];
    for (const row of rows) {
      const index = Math.min(3, Math.floor((daysInRange(from, row.day) - 1) / 7));
      weeks[index] = (weeks[index] ?? 0) + row.count;
    }
    const [a = 0, b = 0, c = 0, d = 0] = weeks;
    const slope = (3 * d + c - b - 3 * a) / 10;
    const direction = Math.abs(slope) < 0.5 ? 'flat' : slope > 0 ? 'up' : 'down';
    return outcome(
      { measure: 'trend', weeks, direction },
      weeks.map((figure, index) =>
        source(figure, 'events', { from: addDays(from, index * 7), to: addDays(from, index * 7 + 6) }),
      ),
    );
  },
  reply({ words: { t, n, language, base }, result }) {
    return t(`korai.answer.reply.trend${result.direction[0]?.toUpperCase()}${result.direction.slice(1)}`, {
      ...base,
      weeks: new Intl.ListFormat(language, { type: 'conjunction' }).format(result.weeks.map(n)),
    });
  },
  fixedPeriod: (today) => lastDays(28, today),
  ownSpan: true,
});
