import type { Stats } from '../../../shared/schemas/stats';

type Day = Stats['perDay'][number];

export interface BoxFocusFigures {
  activeDays: number;
  bestDay: Day | null;
  /** Days in a row with an event up to today (today counts once it has one); null when the range misses today. */
  currentStreak: number | null;
  longestStreak: number;
}

/** What one box's days say: how many had an event, the busiest, and the runs of days in a row. */
export function boxFocusFigures(perDay: Day[], today: string): BoxFocusFigures {
  let bestDay: Day | null = null;
  let longestStreak = 0;
  let run = 0;
  for (const day of perDay) {
    if (day.count > 0 && (!bestDay || day.count > bestDay.count)) bestDay = day;
    run = day.count > 0 ? run + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
  }
  return {
    activeDays: perDay.filter((day) => day.count > 0).length,
    bestDay,
    currentStreak: currentStreak(perDay, today),
    longestStreak,
  };
}

function currentStreak(perDay: Day[], today: string): number | null {
  const todayIndex = perDay.findIndex((day) => day.date === today);
  if (todayIndex < 0) return null;
  // A day that is not over yet does not break the run.
  let index = perDay[todayIndex]?.count ? todayIndex : todayIndex - 1;
  let streak = 0;
  while (index >= 0 && (perDay[index]?.count ?? 0) > 0) {
    streak++;
    index--;
  }
  return streak;
}
