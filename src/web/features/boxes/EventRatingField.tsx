import { Star } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormApi } from './useEventForm';

/** An event's rating, one to five stars; the chosen star again takes the rating away. */
export function EventRatingField({ form }: { form: EventFormApi }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="rating"
      render={({ field }) => (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('boxes.rating')}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                aria-label={t('boxes.ratingValue', { count: value })}
                aria-pressed={field.value === value}
                onClick={() => field.onChange(field.value === value ? null : value)}
                className="flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <Star
                  aria-hidden
                  className={`size-6 ${(field.value ?? 0) >= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
                />
              </button>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
