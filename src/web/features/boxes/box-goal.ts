import type { GoalCard, TargetPeriod } from '../../../shared/schemas/goals';
import { cardStatus } from '../../../shared/target-met';

export interface BoxGoal {
  name: string;
  count: number;
  target: number;
  period: TargetPeriod;
  /** Quantities in the box's unit rather than events. */
  inQuantity: boolean;
  status: GoalCard['status'];
}

/**
 * The goal a box's card shows: the first active goal with a target that counts this box, its count with the taps
 * of this box that the server has not counted yet (`notYetCounted`).
 */
export function goalForBox(
  cards: readonly GoalCard[] | undefined,
  boxId: number,
  notYetCounted = 0,
): BoxGoal | undefined {
  const card = cards?.find((each) => each.boxIds.includes(boxId));
  if (!card) return undefined;
  const count = Math.max(0, card.count + notYetCounted);
  return {
    name: card.name,
    count,
    target: card.target.count,
    period: card.target.period,
    inQuantity: card.target.measure === 'quantity',
    status: cardStatus(count, card.target),
  };
}
