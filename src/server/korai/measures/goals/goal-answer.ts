import { daysInRange } from '../../../../shared/days.js';
import { localDate } from '../../../../shared/local-dates.js';
import type { TargetPeriod } from '../../../../shared/schemas/goals.js';
import { presentBoxSummary } from '../../../boxes/present.js';
import { goalsPeriodsMet } from '../../../goals/periods-met.js';
import { presentGoals } from '../../../goals/present-goals.js';
import type { PlanRun } from '../../plan/plan-run.js';
import type { GoalAnswer, Period, PlanOutcome, QueryPlan } from '../../plan/types.js';

const PERIOD_DAYS: Record<Exclude<TargetPeriod, 'total'>, number> = { day: 1, week: 7, month: 28 };

/**
 * Whether a goal's answer is its periods met over the days asked rather than where it stands now: when the
 * question asks for them, when those days are over, or when they hold more than one of its periods ("am I on
 * track this week" for 8 glasses a day is the days met this week). A target in total has no periods.
 */
export function answersInPeriods(
  measure: QueryPlan['measure'],
  asked: Period,
  today: string,
  target: TargetPeriod | undefined,
): boolean {
  if (!target || target === 'total') return false;
  if (measure === 'goalPeriodsMet') return true;
  if (asked.name === 'allTime') return false;
  return asked.to < today || daysInRange(asked.from, asked.to) > PERIOD_DAYS[target];
}

/**
 * Where the goals asked about stand, or how many of their periods met the target over the days asked. The goals
 * are those named, else those counting the named boxes, else every active one; their figures come from the goals'
 * own code, so K-ORAI and the goal screen never disagree.
 */
export async function goalAnswer(run: PlanRun): Promise<PlanOutcome> {
  const { ctx, plan, period } = run;
  const measure = plan.measure === 'goalPeriodsMet' ? 'goalPeriodsMet' : 'goalProgress';
  if (!ctx.goalsAllowed) return run.outcome({ measure, allowed: false, goals: [] }, []);
  const rows = plan.goalIds?.length
    ? ctx.goals.filter((goal) => plan.goalIds?.includes(goal.id))
    : plan.boxIds.length
      ? []
      : ctx.goals.filter((goal) => goal.isActive);
  const goals = await presentGoals({ db: ctx.db, clock: { now: () => ctx.now } }, ctx.owner, rows);
  const periodRows = rows.filter((goal) =>
    answersInPeriods(plan.measure, run.input.period, run.today, goal.target?.period),
  );
  const met = await goalsPeriodsMet(ctx.db, ctx.owner, periodRows, period, ctx.now);
  const answers: GoalAnswer[] = goals.map((goal) => ({
    goal,
    periods: met.find((entry) => entry.goal.id === goal.id)?.periods ?? null,
  }));
  const sources = answers.map(({ goal, periods }) => {
    const boxes = run.ctx.boxes.filter((box) => goal.boxIds.includes(String(box.id)));
    const range = periods
      ? { from: period.from, to: period.to < run.today ? period.to : run.today }
      : goal.progress
        ? { from: goal.progress.period.start, to: goal.progress.period.end }
        : { from: localDate(new Date(goal.startDate), ctx.owner.timeZone), to: run.today };
    const figure = periods?.events ?? goal.progress?.period.count ?? goal.currentCount;
    return run.source(figure, 'events', range, boxes.map(presentBoxSummary));
  });
  return run.outcome({ measure, allowed: true, goals: answers }, sources);
}
