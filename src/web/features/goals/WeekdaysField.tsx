import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../../lib/format';

/** The weekdays a daily target keeps to, Monday (0) first; none chosen means every day. */
export function WeekdaysField({
  value,
  onChange,
}: {
  value: number[] | null;
  onChange: (weekdays: number[] | null) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('goals.target.weekdays')}
      </legend>
      <div className="flex flex-wrap gap-1">
        {weekdayNames(i18n.language).map((name, day) => {
          const chosen = value?.includes(day) ?? false;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={chosen}
              onClick={() => {
                const weekdays = chosen ? (value ?? []).filter((each) => each !== day) : [...(value ?? []), day].sort();
                onChange(weekdays.length ? weekdays : null);
              }}
              className="min-h-11 min-w-11 rounded-full border border-slate-300 px-2 text-sm aria-pressed:border-brand-500 aria-pressed:bg-brand-500 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600"
            >
              {name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
