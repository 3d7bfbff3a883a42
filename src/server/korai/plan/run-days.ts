import { daysInRange, eachDay } from '../../../shared/days.js';
import { localDate } from '../../../shared/local-dates.js';
import { presentBoxSummary } from '../../boxes/present.js';
import { currentStreak, longestStreak } from '../../stats/streaks.js';
import { edgeEvent } from './event-queries.js';
import { dayRows, type PlanRun, resolvePeriod } from './plan-run.js';
import type { PlanOutcome } from './types.js';

export async function streak(
  { ctx, plan, period, today, source, outcome }: PlanRun,
  measure: 'streakLongest' | 'streakCurrent',
): Promise<PlanOutcome> {
  // The current streak runs up to today whatever the question's words: it needs the whole history.
  const range =
    measure === 'streakCurrent'
      ? await resolvePeriod(ctx, plan, { from: today, to: today, name: 'allTime' }, today)
      : period;
  const active = new Set((await dayRows(ctx, plan, range)).filter((row) => row.count > 0).map((row) => row.day));
  if (measure === 'streakCurrent') {
    const streak = currentStreak(active, today);
    return outcome(
      { measure: 'streakCurrent', value: streak.days },
      streak.from && streak.to ? [source(streak.days, 'days', { from: streak.from, to: streak.to })] : [],
    );
  }
  const longest = longestStreak(active, period.from, period.to);
  return outcome(
    { measure: 'streakLongest', value: longest.days, from: longest.from, to: longest.to },
    longest.from && longest.to ? [source(longest.days, 'days', { from: longest.from, to: longest.to })] : [],
  );
}

/** The days of the period up to today without an event, or with one ("on how many days"). */
export async function daysWithOrWithout(
  { ctx, plan, period, today, source, outcome }: PlanRun,
  measure: 'daysWithout' | 'activeDays',
): Promise<PlanOutcome> {
  const upTo = period.to < today ? period.to : today;
  const active = new Set((await dayRows(ctx, plan, period)).filter((row) => row.count > 0).map((row) => row.day));
  const value = eachDay(period.from, upTo).filter((day) => active.has(day) === (measure === 'activeDays')).length;
  return outcome({ measure, value }, [source(value, 'days', { from: period.from, to: upTo })]);
}

/** The longest run of days without an event inside the period, up to today, and its first and last day. */
export async function gapLongest({ ctx, plan, period, today, source, outcome }: PlanRun): Promise<PlanOutcome> {
  const upTo = period.to < today ? period.to : today;
  const active = new Set((await dayRows(ctx, plan, period)).filter((row) => row.count > 0).map((row) => row.day));
  let best: { from: string; to: string; days: number } | null = null;
  let run: { from: string; days: number } | null = null;
  for (const day of eachDay(period.from, upTo)) {
    if (active.has(day)) {
      run = null;
      continue;
    }
    run = run ? { from: run.from, days: run.days + 1 } : { from: day, days: 1 };
    if (!best || run.days > best.days) best = { from: run.from, to: day, days: run.days };
  }
  if (!best) return outcome({ measure: 'gapLongest', value: 0, from: null, to: null }, []);
  return outcome({ measure: 'gapLongest', value: best.days, from: best.from, to: best.to }, [
    source(best.days, 'days', { from: best.from, to: best.to }),
  ]);
}

export async function firstOrLast(
  { ctx, input, plan, period, today, summaries, source, outcome }: PlanRun,
  measure: 'firstTime' | 'lastTime',
): Promise<PlanOutcome> {
  const found = await edgeEvent(
    ctx,
    plan,
    measure === 'firstTime' ? 'first' : 'last',
    input.period.name === 'allTime' ? undefined : period,
  );
  if (!found) return outcome({ measure, at: null, description: null, daysAgo: 0 }, []);
  const day = localDate(found.at, ctx.owner.timeZone);
  const daysAgo = daysInRange(day, today) - 1;
  const box = ctx.boxes.find((candidate) => candidate.id === found.boxId);
  return outcome({ measure, at: found.at, description: found.description, daysAgo }, [
    source(daysAgo, 'days', { from: day, to: day }, box ? [presentBoxSummary(box)] : summaries),
  ]);
}
