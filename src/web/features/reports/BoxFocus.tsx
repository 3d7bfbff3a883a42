import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import type { Stats } from '../../../shared/schemas/stats';
import { formatDay } from '../../lib/format';
import { boxFocusFigures } from './box-focus';

/** One box's days in the range: active days and best day. An advanced report, so Pro only. */
export function BoxFocus({ box, stats }: { box: Box; stats: Stats }) {
  const { t, i18n } = useTranslation();
  const { activeDays, bestDay } = boxFocusFigures(stats.perDay);
  return (
    <section
      aria-labelledby="focus-title"
      className="rounded-2xl border-s-4 bg-white p-4 dark:bg-slate-900"
      style={{ borderInlineStartColor: box.color }}
    >
      <h2 id="focus-title" className="font-semibold">
        <span aria-hidden>{box.emoji}</span> {t('reports.focusTitle', { name: box.name })}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700 dark:text-slate-200">
        <li>{t('reports.focusActiveDays', { count: activeDays, days: stats.days })}</li>
        {bestDay && (
          <li>{t('reports.focusBestDay', { count: bestDay.count, date: formatDay(bestDay.date, i18n.language) })}</li>
        )}
      </ul>
    </section>
  );
}
