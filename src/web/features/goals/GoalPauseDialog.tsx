import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createGoalPauseRequestSchema, type Goal } from '../../../shared/schemas/goals';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextField } from '../../components/ui/TextField';
import { toLocalDay } from '../../lib/date-range';
import { formatDay } from '../../lib/format';
import { GoalPauseList } from './GoalPauseList';
import { useGoalMutations } from './useGoals';

type PauseForm = z.input<typeof createGoalPauseRequestSchema>;

/**
 * Days set aside for a goal, or for all of them (a holiday, an illness): they neither break its streak nor extend
 * it. The goal's pauses are listed, each one can be taken away.
 */
export function GoalPauseDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mutations = useGoalMutations();
  const today = toLocalDay(new Date());
  const form = useForm<PauseForm, unknown, z.output<typeof createGoalPauseRequestSchema>>({
    resolver: zodResolver(createGoalPauseRequestSchema),
    defaultValues: { goalId: goal.id, from: today, to: today },
  });
  const { errors } = form.formState;
  const range = (pause: { from: string; to: string }) =>
    pause.from === pause.to
      ? formatDay(pause.from, i18n.language)
      : `${formatDay(pause.from, i18n.language)} – ${formatDay(pause.to, i18n.language)}`;

  const submit = form.handleSubmit((values) =>
    mutations.pause.mutate(values, {
      onSuccess: () => {
        showSuccessToast(t('goals.pause.created'));
        onClose();
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('goals.pause.title', { name: goal.name })}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.pause.text')}</p>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('goals.pause.from')}
            type="date"
            error={errors.from?.message && t(errors.from.message)}
            {...form.register('from')}
          />
          <TextField
            label={t('goals.pause.to')}
            type="date"
            error={errors.to?.message && t(errors.to.message)}
            {...form.register('to')}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-500"
            onChange={(event) => form.setValue('goalId', event.target.checked ? null : goal.id)}
          />
          {t('goals.pause.allGoals')}
        </label>
        {goal.pauses.length > 0 && <GoalPauseList pauses={goal.pauses} range={range} />}
        <FormActions onCancel={onClose} submitLabel={t('goals.pause.save')} submitting={mutations.pause.isPending} />
      </form>
    </Dialog>
  );
}
