import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../shared/schemas/goals';
import { sharedUnit } from '../../../shared/shared-unit';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { TextField } from '../../components/ui/TextField';
import { useBoxes } from '../../hooks/useBoxes';
import { GoalBoxesField } from './GoalBoxesField';
import { GoalTargetFields } from './GoalTargetFields';
import { useGoalForm } from './useGoalForm';

/** Create a goal, or edit the one given: a name, its boxes, a start and an optional end; kept across a reload. */
export function GoalDialog({ goal, open, onClose }: { goal?: Goal; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, close, submit, saving, nameOrBoxesError, targetError } = useGoalForm(goal, open, onClose);
  const { errors } = form.formState;
  const boxes = useBoxes();
  const chosen = form.watch('boxIds') ?? [];
  const unit = sharedUnit((boxes.data ?? []).filter((box) => chosen.includes(box.id)));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(goal ? 'goals.editTitle' : 'goals.createTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {nameOrBoxesError && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(nameOrBoxesError)}
          </p>
        )}
        <TextField
          label={t('goals.name')}
          placeholder={t('goals.namePlaceholder')}
          maxLength={100}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="boxIds"
          render={({ field }) => <GoalBoxesField value={field.value} onChange={field.onChange} />}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('goals.startDate')}
            type="date"
            error={errors.startDate?.message && t(errors.startDate.message)}
            {...form.register('startDate')}
          />
          <TextField
            label={t('goals.endDate')}
            type="date"
            error={errors.endDate?.message && t(errors.endDate.message)}
            {...form.register('endDate', { setValueAs: (value: string | null) => value || null })}
          />
        </div>
        <Controller
          control={form.control}
          name="target"
          render={({ field }) => (
            <GoalTargetFields
              value={field.value}
              onChange={field.onChange}
              unit={unit}
              error={targetError && t(targetError)}
            />
          )}
        />
        <FormActions onCancel={close} submitLabel={t(goal ? 'common.save' : 'goals.create')} submitting={saving} />
      </form>
    </Dialog>
  );
}
