import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NOTIFICATION_TIMES, SUGGESTED_TIMES } from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/Button';

/** Every quarter hour of the day, `00:00` to `23:45`. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  return `${hours}:${String((index % 4) * 15).padStart(2, '0')}`;
});

/** Up to three times: the one-tap choices, and any quarter hour through the selects. */
export function TimesPicker({
  times,
  onChange,
  newTime,
}: {
  times: string[];
  onChange: (times: string[]) => void;
  /** Where a new time starts (09:00 in Settings, 14:00 in a box's own dialog). */
  newTime: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const full = times.length >= MAX_NOTIFICATION_TIMES;
  const free = (preferred: string) =>
    [preferred, ...SUGGESTED_TIMES, ...QUARTER_HOURS].find((time) => !times.includes(time)) ?? preferred;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium">{t('notifications.dialog.times')}</legend>
      <p id={`${id}-suggested`} className="text-sm text-slate-600 dark:text-slate-300">
        {t('notifications.dialog.suggested')}
      </p>
      <div className="flex flex-wrap gap-2">
        {SUGGESTED_TIMES.map((time) => {
          const chosen = times.includes(time);
          return (
            <button
              key={time}
              type="button"
              aria-pressed={chosen}
              aria-describedby={`${id}-suggested`}
              disabled={!chosen && full}
              onClick={() => onChange(chosen ? times.filter((other) => other !== time) : [...times, time])}
              className="min-h-11 min-w-16 rounded-full border border-slate-300 px-4 font-medium tabular-nums disabled:opacity-50 aria-pressed:border-brand-500 aria-pressed:bg-brand-500 aria-pressed:text-white dark:border-slate-600"
            >
              {time}
            </button>
          );
        })}
      </div>
      <ul className="flex flex-col gap-2">
        {times.map((time, index) => (
          <li key={time} className="flex items-center gap-2">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {t('notifications.dialog.timeLabel', { index: index + 1 })}
            </label>
            <select
              id={`${id}-${index}`}
              value={time}
              onChange={(event) => onChange(times.map((other, at) => (at === index ? event.target.value : other)))}
              className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white px-3 tabular-nums dark:border-slate-600 dark:bg-slate-800"
            >
              {QUARTER_HOURS.filter((option) => option === time || !times.includes(option)).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <Button
              variant="ghost"
              aria-label={t('notifications.dialog.removeTime', { time })}
              onClick={() => onChange(times.filter((other) => other !== time))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={full} onClick={() => onChange([...times, free(newTime)])}>
        <Plus className="size-4" aria-hidden />
        {t('notifications.dialog.addTime')}
      </Button>
    </fieldset>
  );
}
