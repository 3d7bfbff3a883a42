import { z } from 'zod';
import { isCalendarDay } from '../../../shared/days.js';
import { DAY_PARTS } from '../../../shared/quick-log/quick-log-words.js';
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
  'averageEvent',
  'mostActive',
  'leastActive',
  'compare',
  'trend',
  'streakLongest',
  'streakCurrent',
  'daysWithout',
  'activeDays',
  'gapLongest',
  'firstTime',
  'lastTime',
  'ratingAverage',
  'ratingBest',
  'ratingWorst',
  'ratingOf',
  'busiestWeekday',
  'busiestHour',
  'busiestDay',
  'topTag',
  'list',
  'related',
  'goalProgress',
  'goalPeriodsMet',
] as const;
export type Measure = (typeof MEASURES)[number];

const calendarDay = z.string().refine(isCalendarDay, 'a calendar day, YYYY-MM-DD');

/** Local calendar days in the user's time zone, both included. */
const daysSchema = z.object({
  from: calendarDay.describe('first day, YYYY-MM-DD'),
  to: calendarDay.describe('last day, YYYY-MM-DD, included'),
});

export const PERIOD_NAMES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'lastDays',
  'thisYear',
  'allTime',
] as const;
export type PeriodName = (typeof PERIOD_NAMES)[number];

/** A period, and how the question named it, so the reply can say it the same way ('today', 'lastWeek', ...). */
const periodSchema = daysSchema.extend({
  name: z.enum(PERIOD_NAMES).optional(),
  days: z.number().int().positive().optional(),
});
export type Period = z.infer<typeof periodSchema>;

/**
 * A question understood: what to measure, over which boxes (none = all), when, with which filters. The built-in
 * parser writes it, a language model sends it as the query tool's arguments (its JSON schema is this one).
 */
export const queryPlanSchema = z.object({
  measure: z.enum(MEASURES),
  boxIds: z.array(z.number().int()).default([]).describe('the boxes counted; empty means all boxes'),
  period: daysSchema,
  tag: z.string().max(100).optional().describe('a hashtag, without #'),
  text: z.string().max(200).optional().describe("words an event's description or notes must contain (a film, a book)"),
  comparison: daysSchema
    .optional()
    .describe('for "compare": the period compared with; none means the same length just before'),
  goalIds: z
    .array(z.number().int())
    .optional()
    .describe('the goals asked about; none means the goals of boxIds, or every active goal'),
  amount: z
    .boolean()
    .optional()
    .describe('true when a unit is asked ("km per day"): an average adds up quantities rather than events'),
  dayPart: z
    .enum(DAY_PARTS)
    .optional()
    .describe('only events at that time of day, local: morning 5-12, afternoon 12-18, evening 18-24, night 0-5'),
});
/** A plan as the server keeps it (a reading offered as a button): its periods keep the names they were said with. */
export const storedPlanSchema = queryPlanSchema.extend({
  period: periodSchema,
  comparison: periodSchema.optional(),
});
export type QueryPlan = z.infer<typeof storedPlanSchema>;

export interface ListedEvent {
  at: Date;
  description: string;
  boxId: number;
}

export interface BoxFigure {
  box: BoxSummary;
  figure: number;
}

/** A plan's result: the figures the reply states, and what each was computed from. */
export type PlanResult =
  | { measure: 'count' | 'quantity' | 'daysWithout' | 'activeDays'; value: number }
  | { measure: 'averageDay' | 'averageWeek' | 'averageEvent'; value: number }
  | { measure: 'mostActive' | 'leastActive'; ranked: BoxFigure[]; total: number }
  | { measure: 'compare'; value: number; previous: number; difference: number; percent: number | null }
  | { measure: 'trend'; weeks: number[]; direction: 'up' | 'down' | 'flat' }
  | { measure: 'streakLongest'; value: number; from: string | null; to: string | null }
  | { measure: 'streakCurrent'; value: number }
  | { measure: 'firstTime' | 'lastTime'; at: Date | null; description: string | null; daysAgo: number }
  | { measure: 'ratingAverage'; value: number | null; rated: number }
  | { measure: 'ratingBest' | 'ratingWorst' | 'ratingOf'; value: number | null; description: string | null }
  /** The longest run of days without an event inside the period (up to today). */
  | { measure: 'gapLongest'; value: number; from: string | null; to: string | null }
  /** The tag on the most events, and how many. */
  | { measure: 'topTag'; tag: string | null; value: number }
  /** The events themselves, newest first (LIST_MAX at most), and how many there are in all. */
  | { measure: 'list'; events: ListedEvent[]; total: number }
  | { measure: 'busiestWeekday'; weekday: number | null; value: number }
  | { measure: 'busiestHour'; hour: number | null; value: number }
  /** The local day with the most events, the earliest of those tied. */
  | { measure: 'busiestDay'; day: string | null; value: number }
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
