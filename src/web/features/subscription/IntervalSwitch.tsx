import { useTranslation } from 'react-i18next';
import { annualSavingsPercent, type BillingInterval, PLANS } from '../../../shared/plans';

/** Monthly or annual billing, with what the annual price saves. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation();
  const options: [BillingInterval, string][] = [
    ['month', t('subscribe.monthly')],
    ['year', t('subscribe.annual')],
  ];
  return (
    <fieldset className="inline-flex self-center rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">{t('subscribe.billing')}</legend>
      {options.map(([interval, label]) => (
        <label
          key={interval}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 font-medium text-slate-700 transition has-[:checked]:bg-brand-500 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:text-slate-200"
        >
          <input
            type="radio"
            name="billing"
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {label}
          {interval === 'year' && (
            <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
              {t('subscribe.save', { percent: annualSavingsPercent(PLANS.pro) })}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
