import { UNLIMITED } from '../../../shared/plans';

/** `2/3`, or `2/∞` when the plan has no limit. */
export function boxUsage(used: number, max: number): string {
  return `${used}/${max === UNLIMITED ? '∞' : max}`;
}

export function atBoxLimit(used: number, max: number): boolean {
  return max !== UNLIMITED && used >= max;
}

/** The name filter of the boxes screen: case-insensitive, anywhere in the name. */
export function filterByName<T extends { name: string }>(boxes: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? boxes.filter((box) => box.name.toLocaleLowerCase().includes(needle)) : boxes;
}
