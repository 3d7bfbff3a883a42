import { UNLIMITED } from '../../../shared/plans';

/** `2/3`, or `2/∞` when the plan has no limit. */
export function boxUsage(used: number, max: number): string {
  return `${used}/${max === UNLIMITED ? '∞' : max}`;
}

export function atBoxLimit(used: number, max: number): boolean {
  return max !== UNLIMITED && used >= max;
}
