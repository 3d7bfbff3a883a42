import { CheckCircle2, Pause, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import type { Goal } from '../../../shared/schemas/goals';
import { sharedUnit } from '../../../shared/shared-unit';
import { Button } from '../../components/ui/Button';
import { formatDay } from '../../lib/format';
import { GoalPauseDialog } from './GoalPauseDialog';
import { GoalTargetProgress } from './GoalTargetProgress';

export function GoalCard({
  goal,
  boxes,
  onOpen,
  onToggle,
  onEdit,
  onDelete,
}: {
  goal: Goal;
  boxes: Box[];
  onOpen: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [pausing, setPausing] = useState(false);
  const linked = goal.boxIds.map((id) => boxes.find((box) => box.id === Number(id))).filter((box) => box !== undefined);

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <button
        type="button"
        onClick={onOpen}
        className="w-full text-start focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={t('goals.openEvents', { name: goal.name })}
      >
        <h3 className="font-semibold text-slate-900 dark:text-white">{goal.name}</h3>
        {!(goal.target && goal.progress) && (
          <p className="mt-1 text-2xl font-bold text-brand-600 dark:text-brand-100" data-testid="goal-count">
            {t('goals.events', { count: goal.currentCount })}
          </p>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('goals.since', { date: formatDay(goal.startDate, i18n.language) })}
          {goal.endDate && ` · ${t('goals.until', { date: formatDay(goal.endDate, i18n.language) })}`}
        </p>
      </button>
      {goal.target && goal.progress && (
        <GoalTargetProgress target={goal.target} progress={goal.progress} unit={sharedUnit(linked)} />
      )}
      <ul className="mt-3 flex flex-wrap gap-1" aria-label={t('goals.boxes')}>
        {linked.map((box) => (
          <li key={box.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
            <span aria-hidden>{box.emoji}</span> {box.name}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-1">
        <Button variant="secondary" className="flex-1" onClick={onToggle}>
          {goal.isActive ? (
            <CheckCircle2 className="size-4" aria-hidden />
          ) : (
            <RotateCcw className="size-4" aria-hidden />
          )}
          {t(goal.isActive ? 'goals.complete' : 'goals.reactivate')}
        </Button>
        {goal.target && goal.isActive && (
          <Button
            variant="ghost"
            onClick={() => setPausing(true)}
            aria-label={t('goals.pause.open', { name: goal.name })}
          >
            <Pause className="size-4" aria-hidden />
          </Button>
        )}
        <Button variant="ghost" onClick={onEdit} aria-label={t('goals.edit', { name: goal.name })}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={t('goals.delete', { name: goal.name })}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      {pausing && <GoalPauseDialog goal={goal} onClose={() => setPausing(false)} />}
    </li>
  );
}
