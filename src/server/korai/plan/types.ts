import type { AnswerSource } from '../../../shared/schemas/ai.js';
import type { BoxSummary } from '../../../shared/schemas/common.js';
import type { Goal } from '../../../shared/schemas/goals.js';
import type { Correlation } from '../../../shared/schemas/reports.js';
import type { PeriodsMet } from '../../goals/periods-met.js';

/** What a question asks for. */
export const MEASURES = [
  'count',
  'quantity',
  'averageDay',
  'averageWeek',
  'mostActive',
  'leastActive',
  'compare',
  'trend',
  'streakLongest',
  'streakCurrent',
  'daysWithout',
  'firstTime',
  'lastTime',
  'ratingAverage',
  'ratingBest',
  'ratingOf',
  'busiestWeekday',
  'busiestHour',
  'related',
  'goalProgress',
  'goalPeriodsMet',
] as const;
export type Measure = (typeof MEASURES)[number];

/** Local calendar days in the user's time zone, both included. */
export interface Period {
  from: string;
  to: string;
  /** How the question named it, so the reply can say it the same way ('today', 'lastWeek', ...). */
  name?: PeriodName;
  days?: number;
}

export type PeriodName =
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'thisMonth'
  | 'lastMonth'
  | 'lastDays'
  | 'thisYear'
  | 'allTime';

/** A question understood: what to measure, over which boxes (none = all), when, with which filters. */
export interface QueryPlan {
  measure: Measure;
  boxIds: number[];
  period: Period;
  tag?: string;
  /** Words an event's description or notes must contain (a named film, book...). */
  text?: string;
  /** The period compared against, for `compare`. */
  comparison?: Period;
  /** The goals a goal question names (none = the goals of the named boxes, or every active goal). */
  goalIds?: number[];
  /** A unit was named ("quanti km al giorno"): an average adds up the quantities rather than the events. */
  amount?: true;
}

export interface BoxFigure {
  box: BoxSummary;
  figure: number;
}

/** A plan's result: the figures the reply states, and what each was computed from. */
export type PlanResult =
  | { measure: 'count' | 'quantity' | 'daysWithout'; value: number }
  | { measure: 'averageDay' | 'averageWeek'; value: number }
  | { measure: 'mostActive' | 'leastActive'; ranked: BoxFigure[]; total: number }
  | { measure: 'compare'; value: number; previous: number; difference: number; percent: number | null }
  | { measure: 'trend'; weeks: number[]; direction: 'up' | 'down' | 'flat' }
  | { measure: 'streakLongest'; value: number; from: string | null; to: string | null }
  | { measure: 'streakCurrent'; value: number }
  | { measure: 'firstTime' | 'lastTime'; at: Date | null; description: string | null; daysAgo: number }
  | { measure: 'ratingAverage'; value: number | null; rated: number }
  | { measure: 'ratingBest' | 'ratingOf'; value: number | null; description: string | null }
  | { measure: 'busiestWeekday'; weekday: number | null; value: number }
  | { measure: 'busiestHour'; hour: number | null; value: number }
  /** The boxes that move with the named one, strongest first; `allowed` false outside Pro and the trial. */
  | { measure: 'related'; allowed: boolean; links: Correlation[] }
  /** Each goal asked about; `allowed` false outside Pro and the trial, where goals are not. */
  | { measure: 'goalProgress' | 'goalPeriodsMet'; allowed: boolean; goals: GoalAnswer[] };

/**
 * One goal in an answer: where it stands in its current period (`progress`, null without a target), or how many
 * of its periods met the target over the days asked (`periods`, when the question is about them), and its events
 * since it began.
 */
export interface GoalAnswer {
  goal: Goal;
  periods: PeriodsMet | null;
}

export interface PlanOutcome {
  plan: QueryPlan;
  result: PlanResult;
  sources: AnswerSource[];
}
