import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BOX_COLOR } from '../../../shared/schemas/boxes';
import type { BoxFormApi } from './useBoxForm';

const COLORS = ['#317873', '#1e3a8a', '#7c3aed', '#db2777', '#dc2626', '#ea580c', '#ca8a04', '#16a34a'];

/** A box's colour: one of the suggested ones, or any from the colour input. */
export function BoxColorField({ form }: { form: BoxFormApi }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="color"
      render={({ field }) => (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('boxes.color')}</legend>
          <div className="flex flex-wrap items-center gap-2">
            {COLORS.map((color) => (
              <button
                key={color}
                type="button"
                onClick={() => field.onChange(color)}
                aria-label={t('boxes.useColor', { color })}
                aria-pressed={field.value === color}
                className="size-9 rounded-full ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-slate-900 dark:ring-offset-slate-900 dark:aria-pressed:ring-white"
                style={{ backgroundColor: color }}
              />
            ))}
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t('boxes.customColor')}</span>
              <input
                type="color"
                value={field.value ?? DEFAULT_BOX_COLOR}
                onChange={(event) => field.onChange(event.target.value)}
                className="size-10 cursor-pointer rounded-lg border border-slate-300 bg-transparent p-0.5"
              />
            </label>
          </div>
        </fieldset>
      )}
    />
  );
}
