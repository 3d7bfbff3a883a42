import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { Goal } from '../../../shared/schemas/goals';
import type { User } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { showErrorToast, showSuccessToast } from '../../components/ui/error-toast';
import { Spinner } from '../../components/ui/Spinner';
import { useBoxes } from '../boxes/useBoxes';
import { GoalCard } from './GoalCard';
import { GoalDialog } from './GoalDialog';
import { GoalEventsDialog } from './GoalEventsDialog';
import { ProTeaser } from './ProTeaser';
import { useGoalMutations, useGoals } from './useGoals';

export function GoalsScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const hasGoals = PLANS[user.effectivePlan].hasGoals;
  const goals = useGoals(hasGoals);
  const boxes = useBoxes();
  const mutations = useGoalMutations();
  const [editing, setEditing] = useState<Goal | 'new' | null>(null);
  const [viewing, setViewing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);

  if (!hasGoals) {
    return (
      <section aria-labelledby="goals-title" className="flex flex-col gap-4">
        <h1 id="goals-title" className="text-2xl font-bold">
          {t('goals.title')}
        </h1>
        <ProTeaser title={t('goals.proTitle')} text={t('goals.proText')} />
      </section>
    );
  }

  async function toggle(goal: Goal) {
    try {
      await mutations.update.mutateAsync({ id: goal.id, body: { isActive: !goal.isActive } });
      showSuccessToast(t(goal.isActive ? 'goals.completed' : 'goals.reactivated'));
    } catch (error) {
      showErrorToast(error, 'goals.statusFailed');
    }
  }

  async function remove(goal: Goal) {
    try {
      const { message } = await mutations.remove.mutateAsync(goal.id);
      setDeleting(null);
      showSuccessToast(message);
    } catch (error) {
      showErrorToast(error, 'goals.deleteFailed');
    }
  }

  const list = goals.data ?? [];
  const columns = [
    { key: 'active', title: t('goals.toComplete'), goals: list.filter((goal) => goal.isActive) },
    { key: 'done', title: t('goals.done'), goals: list.filter((goal) => !goal.isActive) },
  ];

  return (
    <section aria-labelledby="goals-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="goals-title" className="text-2xl font-bold">
            {t('goals.title')}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.subtitle')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-5" aria-hidden />
          {t('goals.new')}
        </Button>
      </div>
      {goals.isPending ? (
        <Spinner />
      ) : goals.isError ? (
        <p role="alert" className="text-red-700">
          {goals.error.message}
        </p>
      ) : list.length === 0 ? (
        <EmptyState icon="🎯" title={t('goals.emptyTitle')} text={t('goals.emptyText')} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {columns.map((column) => (
            <section key={column.key} aria-labelledby={`goals-${column.key}`}>
              <h2 id={`goals-${column.key}`} className="mb-2 flex items-center gap-2 font-semibold">
                {column.title}
                <span className="rounded-full bg-slate-200 px-2 text-sm dark:bg-slate-700">{column.goals.length}</span>
              </h2>
              {column.goals.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.columnEmpty')}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {column.goals.map((goal) => (
                    <GoalCard
                      key={goal.id}
                      goal={goal}
                      boxes={boxes.data ?? []}
                      onOpen={() => setViewing(goal)}
                      onToggle={() => void toggle(goal)}
                      onEdit={() => setEditing(goal)}
                      onDelete={() => setDeleting(goal)}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
      <GoalDialog
        goal={editing === 'new' || editing === null ? undefined : editing}
        boxes={boxes.data ?? []}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      {viewing && <GoalEventsDialog goal={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('goals.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('goals.deleteText')}
        confirmLabel={t('common.delete')}
        busy={mutations.remove.isPending}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
