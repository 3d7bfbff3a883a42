import { useTranslation } from 'react-i18next';
import type { Stats } from '../../../shared/schemas/stats';
import { formatNumber } from '../../lib/format';

export const TOP_BOXES = 5;

/** The five busiest boxes, with bars and percentages. */
export function Distribution({ distribution }: { distribution: Stats['distribution'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="distribution-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="distribution-title" className="mb-3 font-semibold">
        {t('reports.distribution')}
      </h2>
      <ul className="flex flex-col gap-3">
        {distribution.slice(0, TOP_BOXES).map((entry) => (
          <li key={entry.id}>
            <div className="flex justify-between gap-2 text-sm">
              <span className="truncate">
                <span aria-hidden>{entry.emoji}</span> {entry.name}
              </span>
              <span className="shrink-0 text-slate-600 dark:text-slate-300">
                {entry.count} · {formatNumber(entry.percentage, i18n.language)}%
              </span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
              <div
                className="h-full rounded-full"
                style={{ width: `${Math.max(2, entry.percentage)}%`, backgroundColor: entry.color || '#1e3a8a' }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
