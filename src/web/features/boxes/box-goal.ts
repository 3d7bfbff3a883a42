import type { Goal, TargetPeriod, TargetStatus } from '../../../shared/schemas/goals';

export interface BoxGoal {
  name: string;
  count: number;
  target: number;
  period: TargetPeriod;
  status: TargetStatus;
}

/**
 * The goal a box's card shows: the first active goal with a target that counts this box, its count with the taps
 * of this box that the server has not counted yet (`notYetCounted`).
 */
export function goalForBox(goals: readonly Goal[] | undefined, boxId: number, notYetCounted = 0): BoxGoal | undefined {
  const goal = goals?.find((each) => each.isActive && each.target && each.boxIds.includes(String(boxId)));
  if (!goal?.target || !goal.progress) return undefined;
  return {
    name: goal.name,
    count: Math.max(0, goal.progress.period.count + notYetCounted),
    target: goal.target.count,
    period: goal.target.period,
    status: goal.progress.status,
  };
}
