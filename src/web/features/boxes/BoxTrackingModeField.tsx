import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A box's tracking type: a counter tapped, or events described one by one. */
export function BoxTrackingModeField({ registration }: { registration: UseFormRegisterReturn<'trackingMode'> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('boxes.trackingType')}</legend>
      {(['counter', 'descriptive'] as const).map((mode) => (
        <label
          key={mode}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
        >
          <input type="radio" value={mode} className="mt-1 accent-brand-500" {...registration} />
          <span>
            <span className="block font-medium">
              {t(mode === 'counter' ? 'boxes.modeCounter' : 'boxes.modeDescriptive')}
            </span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              {t(mode === 'counter' ? 'boxes.modeCounterHint' : 'boxes.modeDescriptiveHint')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
