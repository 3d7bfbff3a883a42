import { useTranslation } from 'react-i18next';
import type { GoalTarget, TargetPeriodResult, TargetProgress, TargetStatus } from '../../../shared/schemas/goals';
import { withUnit } from '../../../shared/shared-unit';
import { formatDay } from '../../lib/format';

const STATUS_CLASSES: Record<TargetStatus, string> = {
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  onTrack: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  behind: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  over: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  rest: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  paused: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100',
  missed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

/** A period's name in the history: its day, or its first and last day. */
function periodName({ start, end }: TargetPeriodResult, language: string) {
  return start === end ? formatDay(start, language) : `${formatDay(start, language)} – ${formatDay(end, language)}`;
}

/** Where a goal stands against its target: this period's count, its status, what is left, the streak, the history. */
export function GoalTargetProgress({
  target,
  progress,
  unit,
}: {
  target: GoalTarget;
  progress: TargetProgress;
  /** The unit the goal's boxes share, shown beside each figure of a target in quantity. */
  unit: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { period, status } = progress;
  const amount = (n: number) => withUnit(n, target.measure === 'quantity' ? unit : null);
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="goal-target">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {t(`goals.target.summary.${target.direction}.${target.period}`, { n: amount(target.count) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-2xl font-bold text-brand-600 dark:text-brand-100" data-testid="goal-target-count">
          {t(`goals.progress.${target.period}`, { n: period.count, target: amount(target.count) })}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
          {t(`goals.status.${status}`)}
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {status !== 'rest' && status !== 'paused' && status !== 'missed' && (
          <span>{t(`goals.left.${target.direction}`, { n: amount(progress.left) })} · </span>
        )}
        {target.period !== 'total' && <span>{t(`goals.streak.${target.period}`, { n: progress.streak })}</span>}
      </p>
      {progress.history.length > 0 && (
        <ol className="flex gap-1" aria-label={t('goals.history')}>
          {progress.history.map((past) => (
            <li
              key={past.start}
              className={`size-3 rounded-full ${past.paused ? 'border-2 border-violet-400 bg-transparent' : past.met ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-600'}`}
            >
              <span className="sr-only">
                {t(past.paused ? 'goals.historyPaused' : past.met ? 'goals.historyMet' : 'goals.historyMissed', {
                  period: periodName(past, i18n.language),
                  n: amount(past.count),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
