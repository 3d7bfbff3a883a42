import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import type { Goal } from '../../../shared/schemas/goals';
import { GoalCard } from './GoalCard';

export interface GoalActions {
  open: (goal: Goal) => void;
  toggle: (goal: Goal) => void;
  edit: (goal: Goal) => void;
  remove: (goal: Goal) => void;
}

/** One column of the goals screen (to complete, or done) with its count, or a word when it has none. */
export function GoalColumn({
  id,
  title,
  goals,
  boxes,
  actions,
}: {
  id: string;
  title: string;
  goals: Goal[];
  boxes: Box[];
  actions: GoalActions;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`goals-${id}`}>
      <h2 id={`goals-${id}`} className="mb-2 flex items-center gap-2 font-semibold">
        {title}
        <span className="rounded-full bg-slate-200 px-2 text-sm dark:bg-slate-700">{goals.length}</span>
      </h2>
      {goals.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.columnEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {goals.map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              boxes={boxes}
              onOpen={() => actions.open(goal)}
              onToggle={() => actions.toggle(goal)}
              onEdit={() => actions.edit(goal)}
              onDelete={() => actions.remove(goal)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
