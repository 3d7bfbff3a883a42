import { addDays, dayOfWeek, mondayOf, monthEnd, monthStart } from '../../shared/days.js';
import type { GoalTarget, TargetPeriodResult, TargetProgress, TargetStatus } from '../../shared/schemas/goals.js';
import { targetMet } from '../../shared/target-met.js';

/** Finished periods shown in a goal's history. */
export const TARGET_HISTORY = 8;

export interface TargetInput {
  target: GoalTarget;
  /** The goal's first and (if it has one) last local day. */
  goalStart: string;
  goalEnd: string | null;
  today: string;
  /** Events of the goal's boxes per local day. */
  perDay: ReadonlyMap<string, number>;
  /** How much of a period has gone by now, 0 to 1 (the caller knows the time zone and the hour). */
  elapsed: (period: DayRange) => number;
  /** Days set aside: a period with one of them neither breaks the streak nor extends it. */
  pauses?: readonly PausedDays[];
  /** Finished periods to keep in the history (TARGET_HISTORY unless said). */
  historyLength?: number;
}

export interface DayRange {
  start: string;
  end: string;
}

/** A pause's first and last day. */
export interface PausedDays {
  startDay: string;
  endDay: string;
}

/**
 * The events between two days (both included), without walking the days: the days that have events in order, with
 * running totals, searched by halves. A year of daily periods is read in a year of lookups, not of day-by-day sums.
 */
export function eventsBetween(perDay: ReadonlyMap<string, number>): (from: string, to: string) => number {
  const days = [...perDay.keys()].sort();
  const totals = [0];
  for (const day of days) totals.push((totals.at(-1) ?? 0) + (perDay.get(day) ?? 0));
  /** How many of the days come before `day` (or up to it, `day` included). */
  const rank = (day: string, included: boolean) => {
    let low = 0;
    let high = days.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const at = days[middle] ?? '';
      if (at < day || (included && at === day)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return (from, to) => (from > to ? 0 : (totals[rank(to, true)] ?? 0) - (totals[rank(from, false)] ?? 0));
}

/** Events of a goal's boxes per local day, from the per-box day counts. */
export function goalDayCounts(
  boxIds: readonly number[],
  counts: readonly { boxId: number; day: string; count: number; quantity: number }[],
  measure: GoalTarget['measure'] = 'events',
): Map<string, number> {
  const linked = new Set(boxIds);
  const perDay = new Map<string, number>();
  for (const row of counts) {
    const figure = measure === 'quantity' ? row.quantity : row.count;
    if (linked.has(row.boxId)) perDay.set(row.day, (perDay.get(row.day) ?? 0) + figure);
  }
  return perDay;
}

/** The day, week (from Monday), month or whole goal a day falls in. */
export function periodOf(day: string, input: Pick<TargetInput, 'target' | 'goalStart' | 'goalEnd'>): DayRange {
  switch (input.target.period) {
    case 'day':
      return { start: day, end: day };
    case 'week':
      return { start: mondayOf(day), end: addDays(mondayOf(day), 6) };
    case 'month':
      return { start: monthStart(day), end: monthEnd(day) };
    case 'total':
      return { start: input.goalStart, end: input.goalEnd ?? day };
  }
}

/** A per-day target with weekdays applies on those days only; every other period always applies. */
function scheduled(range: DayRange, target: GoalTarget): boolean {
  return !target.weekdays || target.weekdays.includes(dayOfWeek(range.start));
}

/**
 * A goal's progress against its target: the current period (or the last one of a goal that has ended) with its
 * status and what is left, the streak of periods that met the target, and the latest finished periods. Days
 * outside the goal's own dates do not count, and a per-day target counts only its scheduled days.
 */
export function targetProgress(input: TargetInput): TargetProgress {
  const { target, goalStart, goalEnd, today } = input;
  const finished = goalEnd !== null && goalEnd < today;
  const seenFrom = finished ? goalEnd : today;
  const pauses = input.pauses ?? [];
  const between = eventsBetween(input.perDay);
  /** A period's events up to today and inside the goal, and whether one of its days inside the goal is paused. */
  const result = (range: DayRange): TargetPeriodResult => {
    const from = range.start < goalStart ? goalStart : range.start;
    const events = between(from, range.end < seenFrom ? range.end : seenFrom);
    const paused = from <= range.end && pauses.some((pause) => pause.startDay <= range.end && pause.endDay >= from);
    return { ...range, count: events, met: targetMet(events, target), paused };
  };

  const current = result(periodOf(seenFrom, input));
  const kept = input.historyLength ?? TARGET_HISTORY;
  const earlier = finishedPeriods(current, kept);
  const history = earlier.slice(0, kept).reverse();
  const counted = earlier.filter((period) => !period.paused);
  const streakBefore = counted.findIndex((period) => !period.met);
  const unbroken = streakBefore === -1 ? counted.length : streakBefore;
  const currentCounts =
    current.met && !current.paused && (finished || target.direction === 'atLeast') && scheduled(current, target);
  return {
    period: current,
    status: statusOf(input, current, finished),
    left: Math.max(0, target.count - current.count),
    // An ended goal's last period is over: missed, it breaks the streak like any other.
    streak: finished && !current.met && !current.paused ? 0 : unbroken + (currentCounts ? 1 : 0),
    history,
  };

  /**
   * The scheduled periods before the current one and inside the goal, newest first: back to the first that broke
   * the streak, and at least `kept` of them (fewer when the goal began later). A year of days met in a row walks
   * the year; a broken streak stops the walk after the history.
   */
  function finishedPeriods(from: DayRange, kept: number): TargetPeriodResult[] {
    if (target.period === 'total') return [];
    const found: TargetPeriodResult[] = [];
    let broken = false;
    for (let range = periodOf(addDays(from.start, -1), input); range.end >= goalStart; ) {
      if (scheduled(range, target)) {
        const period = result(range);
        found.push(period);
        if (!period.paused && !period.met) broken = true;
        if (broken && found.length >= kept) break;
      }
      range = periodOf(addDays(range.start, -1), input);
    }
    return found;
  }
}

function statusOf(input: TargetInput, current: TargetPeriodResult, finished: boolean): TargetStatus {
  const { target } = input;
  if (finished) return current.met ? 'done' : current.paused ? 'paused' : 'missed';
  if (!scheduled(current, target)) return 'rest';
  if (current.paused) return 'paused';
  if (target.direction === 'atMost') return current.met ? 'onTrack' : 'over';
  if (current.met) return 'done';
  // On track while the events so far keep an even pace to reach the target by the period's end.
  return current.count >= Math.floor(target.count * input.elapsed(current)) ? 'onTrack' : 'behind';
}
