import type { Bucket, trendLine } from './per-day-groups';

const HEIGHT = 120;

interface PerDayBarsProps {
  buckets: Bucket[];
  selected: Bucket | undefined;
  label: string;
  valueText: (bucket: Bucket) => string;
  trend: ReturnType<typeof trendLine>;
}

/** The bars of the chart, today's column marked and the trend line across them. */
export function PerDayBars({ buckets, selected, label, valueText, trend }: PerDayBarsProps) {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const width = 100 / buckets.length;
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 4);
  const todayIndex = buckets.findIndex((bucket) => bucket.hasToday);
  return (
    <svg
      viewBox={`0 0 100 ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-32 w-full rtl:-scale-x-100"
      role="img"
      aria-label={label}
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
  );
}
