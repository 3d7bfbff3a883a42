import type { Stats } from '../../../shared/schemas/stats';

type Day = Stats['perDay'][number];

export interface BoxFocusFigures {
  activeDays: number;
  bestDay: Day | null;
}

/** What one box's days in the range say: how many had an event, and the busiest (its streaks come from the server). */
export function boxFocusFigures(perDay: Day[]): BoxFocusFigures {
  let bestDay: Day | null = null;
  for (const day of perDay) {
    if (day.count > 0 && (!bestDay || day.count > bestDay.count)) bestDay = day;
  }
  return { activeDays: perDay.filter((day) => day.count > 0).length, bestDay };
}
