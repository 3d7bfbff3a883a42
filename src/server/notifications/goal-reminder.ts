import type { Goal, TargetPeriod } from '../../shared/schemas/goals.js';

export type GoalReminder =
  | { send: false }
  | { send: true; goal?: { name: string; count: number }; left?: { name: string; n: number; period: TargetPeriod } };

/**
 * Whether a box's reminder is worth sending, given its active goals: not once a goal with an at-least target that
 * counts the box is met for its period, nor on a day its schedule or a pause sets aside; otherwise it says what is
 * left of such a goal, or (without a target) the goal's count.
 */
export function goalReminder(goals: readonly Goal[], boxId: number): GoalReminder {
  const linked = goals.filter((goal) => goal.isActive && goal.boxIds.includes(String(boxId)));
  const targeted = linked.filter((goal) => goal.target?.direction === 'atLeast' && goal.progress);
  const quiet = targeted.some((goal) => ['done', 'rest', 'paused'].includes(goal.progress?.status ?? ''));
  if (quiet) return { send: false };
  const open = targeted[0];
  if (open?.target && open.progress) {
    return { send: true, left: { name: open.name, n: open.progress.left, period: open.target.period } };
  }
  const plain = linked[0];
  return plain ? { send: true, goal: { name: plain.name, count: plain.currentCount } } : { send: true };
}
