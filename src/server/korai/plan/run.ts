import type { PlanContext } from './context.js';
import { startRun } from './plan-run.js';
import { daysWithOrWithout, firstOrLast, gapLongest, streak } from './run-days.js';
import { busiest, list, mostUsedTag, rating, ratingAverage, related } from './run-events.js';
import { goalAnswer } from './run-goals.js';
import { average, busiestDay, compare, ranking, total, trend } from './run-totals.js';
import type { PlanOutcome, QueryPlan } from './types.js';

/** Runs a plan on the owner's rows: the one place every figure K-ORAI states is computed, for both engines. */
export async function runPlan(ctx: PlanContext, input: QueryPlan): Promise<PlanOutcome> {
  const run = await startRun(ctx, input);
  const measure = run.plan.measure;
  switch (measure) {
    case 'count':
    case 'quantity':
      return total(run, measure);
    case 'averageDay':
    case 'averageWeek':
    case 'averageEvent':
      return average(run, measure);
    case 'mostActive':
    case 'leastActive':
      return ranking(run, measure);
    case 'compare':
      return compare(run);
    case 'trend':
      return trend(run);
    case 'streakLongest':
    case 'streakCurrent':
      return streak(run, measure);
    case 'daysWithout':
    case 'activeDays':
      return daysWithOrWithout(run, measure);
    case 'gapLongest':
      return gapLongest(run);
    case 'firstTime':
    case 'lastTime':
      return firstOrLast(run, measure);
    case 'ratingAverage':
      return ratingAverage(run);
    case 'ratingBest':
    case 'ratingWorst':
    case 'ratingOf':
      return rating(run, measure);
    case 'topTag':
      return mostUsedTag(run);
    case 'list':
      return list(run);
    case 'busiestWeekday':
    case 'busiestHour':
      return busiest(run, measure);
    case 'busiestDay':
      return busiestDay(run);
    case 'related':
      return related(run);
    case 'goalProgress':
    case 'goalPeriodsMet':
      return goalAnswer(run);
  }
}
