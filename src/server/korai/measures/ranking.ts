import { presentBoxSummary } from '../../boxes/present.js';
import { dayRows } from '../plan/plan-run.js';
import type { BoxFigure } from '../plan/types.js';
import { defineMeasure } from './measure-module.js';

/** Every box by its events in the period: the most or the least active one. */
export const ranking = defineMeasure<'mostActive' | 'leastActive'>({
  async run({ ctx, plan, period, source, outcome }, measure) {
    const rows = await dayRows(ctx, { ...plan, boxIds: [] }, period);
    const totals = new Map<number, number>();
    for (const row of rows) totals.set(row.boxId, (totals.get(row.boxId) ?? 0) + row.count);
    const ranked: BoxFigure[] = ctx.boxes
      .map((box) => ({ box: presentBoxSummary(box), figure: totals.get(box.id) ?? 0 }))
      .sort((a, b) => (measure === 'mostActive' ? b.figure - a.figure : a.figure - b.figure));
    const total = [...totals.values()].reduce((sum, value) => sum + value, 0);
    const top = ranked[0];
    return outcome({ measure, ranked, total }, top ? [source(top.figure, 'events', period, [top.box])] : []);
  },
  reply({ words: { t, label, base, events }, result }) {
    const top = result.ranked[0];
    if (!top) return t('korai.answer.reply.noBoxes');
    return t(`korai.answer.reply.${result.measure}`, { ...base, box: label([top.box]), events: events(top.figure) });
  },
});
