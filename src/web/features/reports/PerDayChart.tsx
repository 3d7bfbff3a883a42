import { useTranslation } from 'react-i18next';
import type { Stats } from '../../../shared/schemas/stats';
import { formatDay } from '../../lib/format';

const HEIGHT = 120;

/** Events per day over the range, as plain SVG bars. */
export function PerDayChart({ perDay }: { perDay: Stats['perDay'] }) {
  const { t, i18n } = useTranslation();
  if (perDay.length === 0) return null;
  const max = Math.max(1, ...perDay.map((day) => day.count));
  const width = 100 / perDay.length;
  const first = perDay[0];
  const last = perDay[perDay.length - 1];
  const total = perDay.reduce((sum, day) => sum + day.count, 0);

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <figcaption className="mb-3 font-semibold">{t('reports.perDay')}</figcaption>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
        role="img"
        aria-label={t('reports.perDayLabel', { count: total, days: perDay.length })}
      >
        {perDay.map((day, index) => {
          const height = (day.count / max) * (HEIGHT - 4);
          return (
            <rect
              key={day.date}
              x={index * width + width * 0.15}
              y={HEIGHT - height}
              width={width * 0.7}
              height={Math.max(height, day.count > 0 ? 2 : 0.5)}
              rx={Math.min(1, width * 0.2)}
              className={day.count > 0 ? 'fill-brand-500' : 'fill-slate-200 dark:fill-slate-700'}
            >
              <title>{`${formatDay(day.date, i18n.language)}: ${day.count}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>{formatDay(first.date, i18n.language)}</span>
          <span>{formatDay(last.date, i18n.language)}</span>
        </div>
      )}
    </figure>
  );
}
