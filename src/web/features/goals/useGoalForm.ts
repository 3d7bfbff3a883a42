import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createGoalRequestSchema, type Goal } from '../../../shared/schemas/goals';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useFormDraft } from '../../hooks/useFormDraft';
import { localDayOf, toLocalDay } from '../../lib/date-range';
import { useGoalMutations } from './useGoals';

type GoalForm = z.input<typeof createGoalRequestSchema>;

/** The goal dialog's form, its draft kept across a reload, and saving it as a new goal or over the one given. */
export function useGoalForm(goal: Goal | undefined, open: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const mutations = useGoalMutations();
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
  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  const close = () => {
    draft.clear();
    onClose();
  };
  const { errors } = form.formState;
  const target = errors.target;
  const submit = form.handleSubmit((values) => {
    const body = { ...values, endDate: values.endDate ?? null, target: values.target ?? null };
    const onSuccess = () => {
      showSuccessToast(t(goal ? 'goals.updated' : 'goals.created'));
      close();
    };
    if (goal) mutations.update.mutate({ id: goal.id, body }, { onSuccess });
    else mutations.create.mutate(body, { onSuccess });
  });
  return {
    form,
    close,
    submit,
    saving: mutations.create.isPending || mutations.update.isPending,
    nameOrBoxesError: errors.name?.message ?? errors.boxIds?.message,
    targetError:
      target?.message ??
      target?.count?.message ??
      target?.weekdays?.message ??
      target?.direction?.message ??
      target?.period?.message,
  };
}
