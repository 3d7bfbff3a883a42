import { useTranslation } from 'react-i18next';
import type { RestoreResult } from '../../../shared/schemas/backup';
import { formatNumber } from '../../lib/format';

const FIGURES = [
  'boxesCreated',
  'boxesMatched',
  'eventsAdded',
  'eventsSkipped',
  'goalsAdded',
  'conversationsAdded',
  'notificationSettingsAdded',
] as const;

/** What a restore does (or would do): the figures, then what the plan left out, named. */
export function RestoreFigures({ result }: { result: RestoreResult }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const { leftOut } = result;
  const leftOutLines = [
    leftOut.boxes.length ? t('backup.leftOutBoxes', { names: leftOut.boxes.join(', ') }) : null,
    leftOut.events ? t('backup.leftOutEvents', { count: number(leftOut.events) }) : null,
    leftOut.goals ? t('backup.leftOutGoals', { count: number(leftOut.goals) }) : null,
    leftOut.notificationSettings
      ? t('backup.leftOutNotifications', { count: number(leftOut.notificationSettings) })
      : null,
    leftOut.stars ? t('backup.leftOutStars', { count: number(leftOut.stars) }) : null,
  ].filter((line): line is string => line !== null);

  return (
    <div className="mt-3 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="restore-figures">
        {FIGURES.filter((figure) => result[figure] > 0 || figure === 'eventsAdded').map((figure) => (
          <div key={figure} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{t(`backup.figures.${figure}`)}</dt>
            <dd className="text-end font-semibold tabular-nums">{number(result[figure])}</dd>
          </div>
        ))}
      </dl>
      {leftOutLines.length > 0 && (
        <div className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">{t('backup.leftOutTitle')}</p>
          <ul className="mt-1 list-disc ps-5">
            {leftOutLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
