import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stats } from '../../../shared/schemas/stats';
import { SegmentedChoice } from '../../components/ui/SegmentedChoice';
import { toLocalDay } from '../../lib/date-range';
import { formatDay } from '../../lib/format';
import { PerDayBars } from './PerDayBars';
import { type Bucket, GROUPINGS, type Grouping, groupDays, trendLine } from './per-day-groups';
import { useBarChoice } from './useBarChoice';

function bucketName(bucket: Bucket, grouping: Grouping, language: string, weekOf: (date: string) => string) {
  if (grouping === 'day') return formatDay(bucket.start, language);
  if (grouping === 'week') return weekOf(formatDay(bucket.start, language));
  const [year = 0, month = 1] = bucket.start.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));
}

/**
 * Events per day, week or month over the range, as plain SVG bars: today marked, a least-squares trend line, and
 * the value of the bar under the pointer, the finger or the arrow keys written above the chart.
 */
export function PerDayChart({ perDay }: { perDay: Stats['perDay'] }) {
  const { t, i18n } = useTranslation();
  const [grouping, setGrouping] = useState<Grouping>('day');
  const buckets = groupDays(perDay, grouping, toLocalDay(new Date()));
  const { chosen, setChosen, pick, step } = useBarChoice(buckets.length);
  if (perDay.length === 0) return null;
  const width = 100 / buckets.length;
  const trend = trendLine(buckets.map((bucket) => bucket.count));
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const selected = chosen === null ? undefined : buckets[Math.min(chosen, buckets.length - 1)];
  const todayIndex = buckets.findIndex((bucket) => bucket.hasToday);
  const valueText = (bucket: Bucket) =>
    t('reports.chart.value', {
      period: bucketName(bucket, grouping, i18n.language, (date) => t('reports.chart.weekOf', { date })),
      count: bucket.count,
    });

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-semibold">{t('reports.perDay')}</figcaption>
        <SegmentedChoice
          label={t('reports.chart.groupBy')}
          options={GROUPINGS.map((value) => ({ value, label: t(`reports.chart.${value}`) }))}
          value={grouping}
          onChange={(value) => {
            setGrouping(value);
            setChosen(null);
          }}
        />
      </div>
      <p
        className="mb-2 min-h-5 text-sm text-slate-700 dark:text-slate-200"
        aria-live="polite"
        data-testid="chart-value"
      >
        {selected ? valueText(selected) : t('reports.chart.hint')}
      </p>
      {/* Time runs in the reading direction: the bars are mirrored in Arabic. */}
      <div className="relative">
        <PerDayBars
          buckets={buckets}
          selected={selected}
          label={t('reports.perDayLabel', { count: total, days: perDay.length })}
          valueText={valueText}
          trend={trend}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('reports.chart.hint')}
          aria-valuemin={1}
          aria-valuemax={buckets.length}
          aria-valuenow={(chosen ?? 0) + 1}
          aria-valuetext={selected ? valueText(selected) : t('reports.chart.hint')}
          className="absolute inset-0 cursor-crosshair rounded focus-visible:outline-2 focus-visible:outline-brand-500"
          onPointerMove={(event) => event.pointerType === 'mouse' && pick(event)}
          onPointerDown={pick}
          onPointerLeave={(event) => event.pointerType === 'mouse' && setChosen(null)}
          onKeyDown={step}
        />
        {todayIndex >= 0 && (
          <div
            className="pointer-events-none absolute -bottom-5 -translate-x-1/2 text-xs font-semibold text-amber-700 rtl:translate-x-1/2 dark:text-amber-300"
            style={{ insetInlineStart: `${(todayIndex + 0.5) * width}%` }}
          >
            {t('reports.chart.today')}
          </div>
        )}
      </div>
      <PerDayAxis first={perDay[0]?.date ?? ''} last={perDay.at(-1)?.date ?? ''} trend={trend !== null} />
    </figure>
  );
}

/** Under the chart: its first and last day, and the trend line's key when there is one. */
function PerDayAxis({ first, last, trend }: { first: string; last: string; trend: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
      <span>{formatDay(first, i18n.language)}</span>
      {trend && (
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block w-4 border-t-2 border-dashed border-amber-600" />
          {t('reports.chart.trend')}
        </span>
      )}
      <span>{formatDay(last, i18n.language)}</span>
    </div>
  );
}
