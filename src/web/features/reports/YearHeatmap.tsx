import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayOfWeek } from '../../../shared/days';
import type { BoxYearReport } from '../../../shared/schemas/reports';
import { readingStep } from '../../lib/direction';

const CELL = 10;
const GAP = 2;

interface YearHeatmapProps {
  report: BoxYearReport;
  color: string;
  chosen: string | null;
  onChoose: (date: string) => void;
  dayText: (day: BoxYearReport['year'][number]) => string;
}

/**
 * The year as a grid of weeks, a day's shade by its events; a tap, or the arrow keys (with Shift a week at a time),
 * choose a day.
 */
export function YearHeatmap({ report, color, chosen, onChoose, dayText }: YearHeatmapProps) {
  const { t } = useTranslation();
  const { year, today } = report;
  const first = year[0]?.date ?? today;
  const offset = dayOfWeek(first);
  const columns = Math.ceil((year.length + offset) / 7);
  const max = Math.max(1, ...year.map((day) => day.count));
  const total = year.reduce((sum, day) => sum + day.count, 0);
  const selected = year.find((day) => day.date === chosen);
  const level = (count: number) => (count === 0 ? 0 : Math.ceil((count / max) * 4));

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const date = (event.target as Element).getAttribute('data-date');
    if (date) onChoose(date);
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 };
    const weekMoves: Record<string, number> = { ArrowRight: 7, ArrowLeft: -7, ArrowDown: 1, ArrowUp: -1 };
    const key = (event.shiftKey ? weekMoves : moves)[event.key];
    if (key === undefined) return;
    const move = readingStep(event.currentTarget, event.key, key);
    event.preventDefault();
    const next = addDays(chosen ?? today, chosen ? move : 0);
    if (next >= first && next <= today) onChoose(next);
  };

  return (
    // Weeks run in the reading direction: the grid is mirrored in Arabic.
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
              fill={shade ? color : undefined}
              fillOpacity={shade ? shade / 4 : undefined}
              stroke={day.date === chosen || day.date === today ? 'currentColor' : undefined}
              strokeWidth={day.date === chosen ? 2 : 1}
              className={`cursor-pointer ${shade ? '' : 'fill-slate-200 dark:fill-slate-700'}`}
            >
              <title>{dayText(day)}</title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}
