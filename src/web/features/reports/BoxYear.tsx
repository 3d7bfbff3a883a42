import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Box } from '../../../shared/schemas/boxes';
import type { BoxYearReport } from '../../../shared/schemas/reports';
import { secondaryLinkButton } from '../../components/ui/link-styles';
import { Panel } from '../../components/ui/Panel';
import { QueryState } from '../../components/ui/QueryState';
import { formatDay } from '../../lib/format';
import { useBoxYear } from './useBoxYear';
import { YearHeatmap } from './YearHeatmap';
import { YearStreaks } from './YearStreaks';

/** A box's current and longest streak, and its last 365 days as a calendar heatmap; a day opens its events. */
export function BoxYear({ box }: { box: Box }) {
  const { t } = useTranslation();
  const year = useBoxYear(box.id);
  return (
    <Panel icon={<CalendarDays className="size-4 text-brand-500" aria-hidden />} title={t('reports.year.title')}>
      <QueryState query={year} failedTitle={t('reports.year.loadFailed')}>
        {(data) => <YearFigures box={box} report={data} />}
      </QueryState>
    </Panel>
  );
}

function YearFigures({ box, report }: { box: Box; report: BoxYearReport }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const { year } = report;
  const total = year.reduce((sum, day) => sum + day.count, 0);
  const selected = year.find((day) => day.date === chosen);
  const dayText = (day: { date: string; count: number }) =>
    t('reports.year.day', { date: formatDay(day.date, i18n.language), count: day.count });

  return (
    <div className="mt-2 flex flex-col gap-3">
      <YearStreaks report={report} />
      <YearHeatmap report={report} color={box.color} chosen={chosen} onChoose={setChosen} dayText={dayText} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
        <span>{t('reports.year.label', { count: total })}</span>
        <span className="inline-flex items-center gap-1" aria-hidden>
          {t('reports.year.less')}
          {[0, 1, 2, 3, 4].map((shade) => (
            <span
              key={shade}
              className={`inline-block size-3 rounded-sm ${shade ? '' : 'bg-slate-200 dark:bg-slate-700'}`}
              style={shade ? { backgroundColor: box.color, opacity: shade / 4 } : undefined}
            />
          ))}
          {t('reports.year.more')}
        </span>
      </div>
      <div className="flex min-h-11 flex-wrap items-center gap-3" aria-live="polite">
        {selected ? (
          <>
            <span className="text-sm font-medium" data-testid="chosen-day">
              {dayText(selected)}
            </span>
            <Link
              href={`/search?box=${box.id}&from=${selected.date}&to=${selected.date}`}
              className={`inline-flex ${secondaryLinkButton}`}
            >
              {t('reports.year.open', { date: formatDay(selected.date, i18n.language) })}
            </Link>
          </>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-300">{t('reports.year.hint')}</span>
        )}
      </div>
    </div>
  );
}
