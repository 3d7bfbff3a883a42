import type { Measure } from '../plan/types.js';
import { average } from './average.js';
import { busiestDay } from './busiest-day.js';
import { busiestHour } from './busiest-hour.js';
import { busiestWeekday } from './busiest-weekday.js';
import { compare } from './compare.js';
import { daysWith } from './days-with.js';
import { firstOrLast } from './first-or-last.js';
import { gapLongest } from './gap-longest.js';
import { goalPeriodsMet, goalProgress } from './goals/goal-measures.js';
import { list } from './list.js';
import type { MeasureModule } from './measure-module.js';
import { ranking } from './ranking.js';
import { rating } from './rating.js';
import { ratingAverage } from './rating-average.js';
import { related } from './related.js';
import { streakCurrent } from './streak-current.js';
import { streakLongest } from './streak-longest.js';
import { topTag } from './top-tag.js';
import { total } from './total.js';
import { trend } from './trend.js';

/** Every measure K-ORAI answers, and its module: a measure missing here does not compile. */
const MODULES: Record<Measure, MeasureModule<Measure>> = {
  count: total,
  quantity: total,
  averageDay: average,
  averageWeek: average,
  averageEvent: average,
  mostActive: ranking,
  leastActive: ranking,
  compare,
  trend,
  streakLongest,
  streakCurrent,
  daysWithout: daysWith,
  activeDays: daysWith,
  gapLongest,
  firstTime: firstOrLast,
  lastTime: firstOrLast,
  ratingAverage,
  ratingBest: rating,
  ratingWorst: rating,
  ratingOf: rating,
  busiestWeekday,
  busiestHour,
  busiestDay,
  topTag,
  list,
  related,
  goalProgress,
  goalPeriodsMet,
};

export function measureModule(measure: Measure): MeasureModule<Measure> {
  return MODULES[measure];
}
