import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stats } from '../../../shared/schemas/stats';
import { SegmentedChoice } from '../../components/ui/SegmentedChoice';
import { toLocalDay } from '../../lib/date-range';
import { isRtl, readingStep } from '../../lib/direction';
import { formatDay } from '../../lib/format';
import { type Bucket, GROUPINGS, type Grouping, groupDays, trendLine } from './per-day-groups';

const HEIGHT = 120;

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
  const [chosen, setChosen] = useState<number | null>(null);
  if (perDay.length === 0) return null;
  const buckets = groupDays(perDay, grouping, toLocalDay(new Date()));
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const width = 100 / buckets.length;
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4);
  const trend = trendLine(buckets.map((bucket) => bucket.count));
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const selected = chosen === null ? undefined : buckets[Math.min(chosen, buckets.length - 1)];
  const todayIndex = buckets.findIndex((bucket) => bucket.hasToday);
  const valueText = (bucket: Bucket) =>
    t('reports.chart.value', {
      period: bucketName(bucket, grouping, i18n.language, (date) => t('reports.chart.weekOf', { date })),
      count: bucket.count,
    });

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fromStart = isRtl(event.currentTarget) ? box.right - event.clientX : event.clientX - box.left;
    const index = Math.floor((fromStart / box.width) * buckets.length);
    setChosen(Math.max(0, Math.min(buckets.length - 1, index)));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    const key = moves[event.key];
    if (key === undefined) return;
    event.preventDefault();
    const move = readingStep(event.currentTarget, event.key, key);
    const from = chosen ?? (move > 0 ? -1 : buckets.length);
    setChosen(Math.max(0, Math.min(buckets.length - 1, from + move)));
  };

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
        <svg
          viewBox={`0 0 100 ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full rtl:-scale-x-100"
          role="img"
          aria-label={t('reports.perDayLabel', { count: total, days: perDay.length })}
        >
          {todayIndex >= 0 && (
            <rect
              x={todayIndex * width}
              y={0}
              width={width}
              height={HEIGHT}
              className="fill-amber-100 dark:fill-amber-900/40"
              data-testid="today-mark"
            />
          )}
          {buckets.map((bucket, index) => {
            const height = HEIGHT - y(bucket.count);
            const active = selected === bucket;
            return (
              <rect
                key={bucket.start}
                x={index * width + width * 0.15}
                y={HEIGHT - Math.max(height, bucket.count > 0 ? 2 : 0.5)}
                width={width * 0.7}
                height={Math.max(height, bucket.count > 0 ? 2 : 0.5)}
                rx={Math.min(1, width * 0.2)}
                className={
                  active
                    ? 'fill-brand-800 dark:fill-brand-300'
                    : bucket.count > 0
                      ? 'fill-brand-500'
                      : 'fill-slate-200 dark:fill-slate-700'
                }
              >
                <title>{valueText(bucket)}</title>
              </rect>
            );
          })}
          {trend && (
            <line
              x1={width / 2}
              y1={y(trend.first)}
              x2={100 - width / 2}
              y2={y(trend.last)}
              vectorEffect="non-scaling-stroke"
              strokeWidth={2}
              strokeDasharray="6 4"
              className="stroke-amber-600 dark:stroke-amber-400"
              data-testid="trend-line"
            />
          )}
        </svg>
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
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>{formatDay(perDay[0]?.date ?? '', i18n.language)}</span>
        {trend && (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="inline-block w-4 border-t-2 border-dashed border-amber-600" />
            {t('reports.chart.trend')}
          </span>
        )}
        <span>{formatDay(perDay.at(-1)?.date ?? '', i18n.language)}</span>
      </div>
    </figure>
  );
}
