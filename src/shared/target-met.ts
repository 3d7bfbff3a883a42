import type { GoalCard, GoalTarget } from './schemas/goals.js';

/** Whether a period's count meets its target: at least N reached, or at most N not passed. */
export function targetMet(count: number, target: Pick<GoalTarget, 'direction' | 'count'>): boolean {
  return target.direction === 'atLeast' ? count >= target.count : count <= target.count;
}

/** What a box card shows of its goal's period so far: an at-least target met, an at-most one passed, or neither. */
export function cardStatus(count: number, target: Pick<GoalTarget, 'direction' | 'count'>): GoalCard['status'] {
  const met = targetMet(count, target);
  if (target.direction === 'atLeast') return met ? 'done' : 'open';
  return met ? 'open' : 'over';
}
