import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../shared/schemas/admin';
import { formatDay, formatNumber } from '../../lib/format';

const HEIGHT = 60;
const SERIES = [
  { key: 'signups', className: 'fill-brand-500' },
  { key: 'events', className: 'fill-sky-600 dark:fill-sky-400' },
  { key: 'activeUsers', className: 'fill-amber-600 dark:fill-amber-400' },
] as const;

/**
 * Sign-ups, events and active users per day, as plain SVG bars like the Reports chart: one row per figure, each on
 * its own scale, so a thousand events a day do not flatten three sign-ups. Right to left, time runs leftwards,
 * as the dates under it do.
 */
export function AnalyticsChart({ days }: { days: Analytics['days'] }) {
  const { t, i18n } = useTranslation();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const width = 100 / days.length;

  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <figcaption className="font-semibold">{t('admin.chart.title')}</figcaption>
      {SERIES.map(({ key, className }) => {
        const values = days.map((day) => day[key]);
        const max = Math.max(1, ...values);
        const total = values.reduce((sum, value) => sum + value, 0);
        return (
          <div key={key} className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span className="font-medium">{t(`admin.chart.${key}`)}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t('admin.chart.max', { value: formatNumber(max === 1 && total === 0 ? 0 : max, i18n.language) })}
              </span>
            </div>
            <svg
              viewBox={`0 0 100 ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-16 w-full rtl:-scale-x-100"
              role="img"
              aria-label={t('admin.chart.label', {
                series: t(`admin.chart.${key}`),
                total: formatNumber(total, i18n.language),
                count: days.length,
              })}
            >
              {days.map((day, index) => {
                const value = day[key];
                const height = (value / max) * (HEIGHT - 2);
                return (
                  <rect
                    key={day.day}
                    x={index * width + width * 0.1}
                    y={HEIGHT - height}
                    width={width * 0.8}
                    height={Math.max(height, value > 0 ? 1.5 : 0.5)}
                    className={value > 0 ? className : 'fill-slate-200 dark:fill-slate-700'}
                  >
                    <title>{`${formatDay(day.day, i18n.language)}: ${formatNumber(value, i18n.language)}`}</title>
                  </rect>
                );
              })}
            </svg>
          </div>
        );
      })}
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{formatDay(first.day, i18n.language)}</span>
        <span>{formatDay(last.day, i18n.language)}</span>
      </div>
    </figure>
  );
}
