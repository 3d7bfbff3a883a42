import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { Box } from '../../../shared/schemas/boxes';
import type { Goal } from '../../../shared/schemas/goals';
import type { User } from '../../../shared/schemas/user';
import { ProTeaser } from '../../components/ProTeaser';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useBoxes } from '../../hooks/useBoxes';
import { useDialogAcrossReload } from '../../hooks/useDialogAcrossReload';
import { GoalCard } from './GoalCard';
import { GoalDialog } from './GoalDialog';
import { GoalEventsDialog } from './GoalEventsDialog';
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
  // The goal dialog open when the page was reloaded opens again, with its draft, once the goals are known.
  useDialogAcrossReload(editing === 'new' ? 'goal:new' : editing ? `goal:${editing.id}` : null, (key) => {
    if (!key.startsWith('goal:')) return true;
    if (key === 'goal:new') {
      setEditing('new');
      return true;
    }
    if (!goals.data) return goals.isError;
    setEditing(goals.data.find((goal) => `goal:${goal.id}` === key) ?? null);
    return true;
  });

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

  function toggle(goal: Goal) {
    mutations.toggle.mutate(goal, {
      onSuccess: () => showSuccessToast(t(goal.isActive ? 'goals.completed' : 'goals.reactivated')),
    });
  }

  function remove(goal: Goal) {
    mutations.remove.mutate(goal.id, {
      onSuccess: ({ message }) => {
        setDeleting(null);
        showSuccessToast(message);
      },
    });
  }

  const columns = (list: Goal[], linkable: Box[]) =>
    [
      { key: 'active', title: t('goals.toComplete'), goals: list.filter((goal) => goal.isActive) },
      { key: 'done', title: t('goals.done'), goals: list.filter((goal) => !goal.isActive) },
    ].map((column) => (
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
                boxes={linkable}
                onOpen={() => setViewing(goal)}
                onToggle={() => toggle(goal)}
                onEdit={() => setEditing(goal)}
                onDelete={() => setDeleting(goal)}
              />
            ))}
          </ul>
        )}
      </section>
    ));

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
      <QueryState
        query={goals}
        failedTitle={t('goals.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="🎯" title={t('goals.emptyTitle')} text={t('goals.emptyText')} />}
      >
        {(list) => (
          // A goal card names its boxes, so the goals wait for them.
          <QueryState query={boxes} failedTitle={t('boxes.loadFailed')}>
            {(linkable) => <div className="grid gap-6 md:grid-cols-2">{columns(list, linkable)}</div>}
          </QueryState>
        )}
      </QueryState>
      <GoalDialog
        goal={editing === 'new' || editing === null ? undefined : editing}
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
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
