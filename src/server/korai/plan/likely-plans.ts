import { MAX_READINGS } from '../../../shared/schemas/ai.js';
import { measureModule } from '../measures/measures.js';
import type { KnownBox } from './context.js';
import { defaultPeriod, previousNamed, type Refusal } from './parse.js';
import { namedPeriod } from './periods.js';
import type { Period, QueryPlan } from './types.js';

const sameDays = (a: Period, b: Period) => a.from === b.from && a.to === b.to && a.name === b.name;

function distinct(periods: Period[]): Period[] {
  return periods.filter((period, at) => periods.findIndex((other) => sameDays(other, period)) === at);
}

/**
 * The likeliest readings of a question not understood, each a whole plan the person may pick: the question as
 * read when a word that is not a period stopped it; the periods it did read, then the measure's usual span and
 * the current week and month; each box in turn when none was named; the usual pairs when two periods were to be
 * compared; and, when nothing was understood, three questions on the person's own boxes. None is ever answered
 * unasked.
 */
export function likelyPlans(refusal: Refusal, today: string, boxes: KnownBox[]): QueryPlan[] {
  const { plan } = refusal;
  if (!plan) return examplePlans(today, boxes);
  // A word not placed is not a period: the question as far as it was read is the one reading to offer.
  if (measureModule(plan.measure).ownSpan || refusal.why === 'unplaced') return [plan];
  if (refusal.boxMissing) {
    const each = boxes.slice(0, MAX_READINGS - 1).map((box) => ({ ...plan, boxIds: [box.id] }));
    return [{ ...plan, boxIds: [] }, ...each];
  }
  if (refusal.why === 'noPeriod' || plan.measure === 'compare') {
    return (['thisWeek', 'thisMonth', 'today'] as const).map((name) => ({
      ...plan,
      period: namedPeriod(name, today),
      comparison: previousNamed(name, today),
    }));
  }
  const spans = distinct([
    ...refusal.periods,
    defaultPeriod(plan.measure, today),
    namedPeriod('thisWeek', today),
    namedPeriod('thisMonth', today),
  ]);
  return spans.slice(0, MAX_READINGS).map((period) => ({ ...plan, period }));
}

/** "How many in Water this week?", "When was the last time in Books?", "Which box was most active this month?". */
function examplePlans(today: string, boxes: KnownBox[]): QueryPlan[] {
  const [first, second] = boxes;
  const mostActive: QueryPlan = { measure: 'mostActive', boxIds: [], period: namedPeriod('thisMonth', today) };
  if (!first) return [mostActive];
  return [
    { measure: 'count', boxIds: [first.id], period: namedPeriod('thisWeek', today) },
    { measure: 'lastTime', boxIds: [(second ?? first).id], period: namedPeriod('allTime', today) },
    mostActive,
  ];
}
