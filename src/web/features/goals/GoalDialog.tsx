import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createGoalRequestSchema, type Goal } from '../../../shared/schemas/goals';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextField } from '../../components/ui/TextField';
import { useBoxes } from '../../hooks/useBoxes';
import { useFormDraft } from '../../hooks/useFormDraft';
import { localDayOf, toLocalDay } from '../../lib/date-range';
import { GoalTargetFields } from './GoalTargetFields';
import { useGoalMutations } from './useGoals';

type GoalForm = z.input<typeof createGoalRequestSchema>;

/** Create a goal, or edit the one given: a name, its boxes, a start and an optional end; kept across a reload. */
export function GoalDialog({ goal, open, onClose }: { goal?: Goal; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutations = useGoalMutations();
  const boxes = useBoxes();
  const saved: GoalForm = {
    name: goal?.name ?? '',
    boxIds: goal?.boxIds.map(Number) ?? [],
    startDate: (goal && localDayOf(goal.startDate)) ?? toLocalDay(new Date()),
    endDate: goal?.endDate ? localDayOf(goal.endDate) : null,
    target: goal?.target ?? null,
  };
  const form = useForm<GoalForm, unknown, z.output<typeof createGoalRequestSchema>>({
    resolver: zodResolver(createGoalRequestSchema),
    values: saved,
  });
  const draft = useFormDraft(form, open ? `goal:${goal?.id ?? 'new'}` : null, saved);
  const { errors } = form.formState;
  const saving = mutations.create.isPending || mutations.update.isPending;
  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  const close = () => {
    draft.clear();
    onClose();
  };
  const nameOrBoxes = errors.name?.message ?? errors.boxIds?.message;
  const target = errors.target;
  const targetError =
    target?.message ??
    target?.count?.message ??
    target?.weekdays?.message ??
    target?.direction?.message ??
    target?.period?.message;

  const submit = form.handleSubmit((values) => {
    const body = { ...values, endDate: values.endDate ?? null, target: values.target ?? null };
    const onSuccess = () => {
      showSuccessToast(t(goal ? 'goals.updated' : 'goals.created'));
      close();
    };
    if (goal) mutations.update.mutate({ id: goal.id, body }, { onSuccess });
    else mutations.create.mutate(body, { onSuccess });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(goal ? 'goals.editTitle' : 'goals.createTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {nameOrBoxes && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t(nameOrBoxes)}
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
          render={({ field }) => (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('goals.boxes')}
              </legend>
              <QueryState
                query={boxes}
                failedTitle={t('boxes.loadFailed')}
                isEmpty={(list) => list.length === 0}
                empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.noBoxes')}</p>}
              >
                {(list) => (
                  <div className="flex flex-wrap gap-2">
                    {list.map((box) => {
                      const selected = (field.value ?? []).map(Number).includes(box.id);
                      return (
                        <label
                          key={box.id}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
                        >
                          <input
                            type="checkbox"
                            name="boxIds"
                            className="accent-brand-500"
                            checked={selected}
                            onChange={() => {
                              const ids = (field.value ?? []).map(Number);
                              field.onChange(selected ? ids.filter((id) => id !== box.id) : [...ids, box.id]);
                            }}
                          />
                          <span aria-hidden>{box.emoji}</span>
                          {box.name}
                        </label>
                      );
                    })}
                  </div>
                )}
              </QueryState>
            </fieldset>
          )}
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
            <GoalTargetFields value={field.value} onChange={field.onChange} error={targetError && t(targetError)} />
          )}
        />
        <FormActions onCancel={close} submitLabel={t(goal ? 'common.save' : 'goals.create')} submitting={saving} />
      </form>
    </Dialog>
  );
}
