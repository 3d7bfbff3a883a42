import { CalendarDays } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addDays, dayOfWeek } from '../../../shared/days';
import type { Box } from '../../../shared/schemas/boxes';
import type { BoxYearReport } from '../../../shared/schemas/reports';
import { secondaryLinkButton } from '../../components/ui/link-styles';
import { Panel } from '../../components/ui/Panel';
import { QueryState } from '../../components/ui/QueryState';
import { readingStep } from '../../lib/direction';
import { formatDay } from '../../lib/format';
import { useBoxYear } from './useBoxYear';

const CELL = 10;
const GAP = 2;

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
  const first = year[0]?.date ?? report.today;
  const offset = dayOfWeek(first);
  const columns = Math.ceil((year.length + offset) / 7);
  const max = Math.max(1, ...year.map((day) => day.count));
  const total = year.reduce((sum, day) => sum + day.count, 0);
  const selected = year.find((day) => day.date === chosen);
  const dayText = (day: { date: string; count: number }) =>
    t('reports.year.day', { date: formatDay(day.date, i18n.language), count: day.count });
  const level = (count: number) => (count === 0 ? 0 : Math.ceil((count / max) * 4));

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const date = (event.target as Element).getAttribute('data-date');
    if (date) setChosen(date);
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 };
    const weekMoves: Record<string, number> = { ArrowRight: 7, ArrowLeft: -7, ArrowDown: 1, ArrowUp: -1 };
    const key = (event.shiftKey ? weekMoves : moves)[event.key];
    if (key === undefined) return;
    const move = readingStep(event.currentTarget, event.key, key);
    event.preventDefault();
    const next = addDays(chosen ?? report.today, chosen ? move : 0);
    if (next >= first && next <= report.today) setChosen(next);
  };

  return (
    <div className="mt-2 flex flex-col gap-3">
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
      {/* Weeks run in the reading direction: the grid is mirrored in Arabic. */}
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('reports.year.label', { count: total })}
        aria-valuemin={1}
        aria-valuemax={year.length}
        aria-valuenow={selected ? year.indexOf(selected) + 1 : year.length}
        aria-valuetext={selected ? dayText(selected) : t('reports.year.hint')}
        onPointerDown={pick}
        onKeyDown={step}
        className="rounded focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <svg
          viewBox={`0 0 ${columns * (CELL + GAP)} ${7 * (CELL + GAP)}`}
          className="h-auto w-full rtl:-scale-x-100"
          aria-hidden
          data-testid="year-heatmap"
        >
          {year.map((day, index) => {
            const place = index + offset;
            const shade = level(day.count);
            return (
              <rect
                key={day.date}
                data-date={day.date}
                data-count={day.count}
                x={Math.floor(place / 7) * (CELL + GAP)}
                y={(place % 7) * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                fill={shade ? box.color : undefined}
                fillOpacity={shade ? shade / 4 : undefined}
                stroke={day.date === chosen || day.date === report.today ? 'currentColor' : undefined}
                strokeWidth={day.date === chosen ? 2 : 1}
                className={`cursor-pointer ${shade ? '' : 'fill-slate-200 dark:fill-slate-700'}`}
              >
                <title>{dayText(day)}</title>
              </rect>
            );
          })}
        </svg>
      </div>
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
