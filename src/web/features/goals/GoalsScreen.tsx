import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { Box } from '../../../shared/schemas/boxes';
import type { Goal } from '../../../shared/schemas/goals';
import type { User } from '../../../shared/schemas/user';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useBoxes } from '../../hooks/useBoxes';
import { type GoalActions, GoalColumn } from './GoalColumn';
import { GoalDialog } from './GoalDialog';
import { GoalEventsDialog } from './GoalEventsDialog';
import { GoalsHeader } from './GoalsHeader';
import { GoalsTeaser } from './GoalsTeaser';
import { useGoalDialogs } from './useGoalDialogs';
import { useGoalMutations, useGoals } from './useGoals';

export function GoalsScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const hasGoals = PLANS[user.effectivePlan].hasGoals;
  const goals = useGoals(hasGoals);
  const boxes = useBoxes();
  const mutations = useGoalMutations();
  const { editing, setEditing, viewing, setViewing, deleting, setDeleting } = useGoalDialogs(goals);

  if (!hasGoals) return <GoalsTeaser />;

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

  const actions: GoalActions = { open: setViewing, toggle, edit: setEditing, remove: setDeleting };
  const columns = (list: Goal[], linkable: Box[]) => (
    <div className="grid gap-6 md:grid-cols-2">
      <GoalColumn
        id="active"
        title={t('goals.toComplete')}
        goals={list.filter((goal) => goal.isActive)}
        boxes={linkable}
        actions={actions}
      />
      <GoalColumn
        id="done"
        title={t('goals.done')}
        goals={list.filter((goal) => !goal.isActive)}
        boxes={linkable}
        actions={actions}
      />
    </div>
  );

  return (
    <section aria-labelledby="goals-title" className="flex flex-col gap-4">
      <GoalsHeader onCreate={() => setEditing('new')} />
      <QueryState
        query={goals}
        failedTitle={t('goals.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="🎯" title={t('goals.emptyTitle')} text={t('goals.emptyText')} />}
      >
        {(list) => (
          // A goal card names its boxes, so the goals wait for them.
          <QueryState query={boxes} failedTitle={t('boxes.loadFailed')}>
            {(linkable) => columns(list, linkable)}
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
