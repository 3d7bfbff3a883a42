import { useTranslation } from 'react-i18next';
import type { BoxYearReport } from '../../../shared/schemas/reports';
import { formatDay } from '../../lib/format';

/** A box's current streak and its longest one, with the longest one's first and last day. */
export function YearStreaks({ report }: { report: BoxYearReport }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
        <dt className="text-sm text-slate-600 dark:text-slate-300">{t('reports.year.current')}</dt>
        <dd className="text-xl font-bold" data-testid="current-streak">
          {t('reports.days', { count: report.currentStreak })}
        </dd>
      </div>
      <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
        <dt className="text-sm text-slate-600 dark:text-slate-300">{t('reports.year.longest')}</dt>
        <dd className="text-xl font-bold" data-testid="longest-streak">
          {t('reports.days', { count: report.longestStreak })}
        </dd>
        {report.longestStreakFrom && report.longestStreakTo && (
          <dd className="text-xs text-slate-600 dark:text-slate-300">
            {t('reports.year.longestRange', {
              from: formatDay(report.longestStreakFrom, i18n.language),
              to: formatDay(report.longestStreakTo, i18n.language),
            })}
          </dd>
        )}
      </div>
    </dl>
  );
}
