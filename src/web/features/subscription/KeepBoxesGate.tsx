import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { useBoxes } from '../../hooks/useBoxes';
import { KeepBoxesDialog } from './KeepBoxesDialog';
import { postponeKeepBoxes, usePlanDialogs } from './plan-dialogs';

/**
 * Asks, at every visit, a user who holds more boxes than the plan allows which ones to keep: the server marks the
 * extra boxes read-only, so a reload cannot skip the question and nothing changes until it is answered.
 */
export function KeepBoxesGate({ user }: { user: User }) {
  const boxes = useBoxes();
  const { keepBoxesForced, keepBoxesPostponed } = usePlanDialogs();
  const all = boxes.data ?? [];
  const readOnly = all.filter((box) => box.readOnly).map((box) => box.id);
  if (!readOnly.length) return null;
  return (
    <KeepBoxesDialog
      // A new set of read-only boxes starts a new choice.
      key={readOnly.join(',')}
      open={keepBoxesForced || !keepBoxesPostponed}
      boxes={all}
      maxBoxes={PLANS[user.effectivePlan].maxBoxes}
      onClose={postponeKeepBoxes}
    />
  );
}
