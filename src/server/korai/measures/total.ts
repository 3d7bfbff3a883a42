import { sharedUnit, withUnit } from '../../../shared/shared-unit.js';
import { dayRows } from '../plan/plan-run.js';
import { defineMeasure } from './measure-module.js';

/** How many events, or the sum of their quantities when a unit or "how much" is asked. */
export const total = defineMeasure<'count' | 'quantity'>({
  async run({ ctx, plan, period, source, outcome }, measure) {
    const days = await dayRows(ctx, plan, period);
    const value = days.reduce((sum, row) => sum + (measure === 'count' ? row.count : row.quantity), 0);
    return outcome({ measure, value }, [source(value, measure === 'count' ? 'events' : 'quantity')]);
  },
  reply({ words: { t, n, named, base, events }, outcome: { plan }, result, boxes }) {
    if (result.measure === 'quantity') {
      return t('korai.answer.reply.quantity', {
        ...base,
        n: withUnit(n(result.value), sharedUnit(boxes.filter((box) => plan.boxIds.includes(box.id)))),
      });
    }
    return t(named.length || plan.tag || plan.text ? 'korai.answer.reply.count' : 'korai.answer.reply.countAll', {
      ...base,
      events: events(result.value),
    });
  },
});
