import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GoalPause } from '../../../shared/schemas/goals';
import { Button } from '../../components/ui/Button';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useGoalMutations } from './useGoals';

/** A goal's pauses, those for every goal marked, each with a button that takes it away. */
export function GoalPauseList({ pauses, range }: { pauses: GoalPause[]; range: (pause: GoalPause) => string }) {
  const { t } = useTranslation();
  const { unpause } = useGoalMutations();
  return (
    <section aria-label={t('goals.pause.list')}>
      <h3 className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('goals.pause.list')}</h3>
      <ul className="flex flex-col gap-1">
        {pauses.map((pause) => (
          <li key={pause.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              {range(pause)}
              {pause.goalId === null && ` · ${t('goals.pause.forAll')}`}
            </span>
            <Button
              variant="ghost"
              aria-label={t('goals.pause.remove', { range: range(pause) })}
              disabled={unpause.isPending}
              onClick={() => unpause.mutate(pause.id, { onSuccess: ({ message }) => showSuccessToast(message) })}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
