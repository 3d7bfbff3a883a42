import { CloudUpload, Lock, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import { withUnit } from '../../../shared/shared-unit';
import type { BoxGoal } from './box-goal';

/**
 * A box card's foot: today's count, the progress of its goal's target, whether the box is read-only, and its events
 * still on the device. On a narrow card the badges go to the next line rather than cut the count short.
 */
export function BoxCardToday({
  box,
  todayCount,
  pendingCount,
  goal,
}: {
  box: Box;
  todayCount: number;
  pendingCount: number;
  goal?: BoxGoal;
}) {
  const { t } = useTranslation();
  const unit = goal?.inQuantity ? box.unit : null;
  return (
    <span id={`box-${box.id}-today`} className="mt-auto flex w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span
        className="max-w-full shrink-0 truncate text-sm font-medium text-slate-700 dark:text-slate-200"
        data-testid="today-count"
      >
        {t('boxes.today', { count: todayCount })}
      </span>
      {goal && (
        <span
          className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${goal.status === 'done' ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100' : goal.status === 'over' ? 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
          data-testid="goal-progress"
        >
          <Target className="size-3" aria-hidden />
          <span aria-hidden>
            {goal.count}/{withUnit(goal.target, unit)}
          </span>
          <span className="sr-only">
            {t(`boxes.goalProgress.${goal.period}`, {
              name: goal.name,
              n: goal.count,
              target: withUnit(goal.target, unit),
            })}
          </span>
        </span>
      )}
      {box.readOnly && (
        <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
          <Lock className="size-3" aria-hidden />
          {t('keepBoxes.readOnlyBadge')}
        </span>
      )}
      {pendingCount > 0 && (
        <span
          className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
          data-testid="pending-count"
        >
          <CloudUpload className="size-3.5" aria-hidden />
          {t('outbox.pending', { count: pendingCount })}
        </span>
      )}
    </span>
  );
}
