import { useTranslation } from 'react-i18next';
import { type BillingInterval, priceCents } from '../../../shared/plans';
import { formatMoney } from '../../lib/format';

/** Pro's price on /subscribe: per month, or per year with what that makes a month. */
export function ProPrice({ billing }: { billing: BillingInterval }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return billing === 'month' ? (
    <p>
      <span className="text-3xl font-bold">{money(priceCents('pro', 'month'))}</span>{' '}
      <span className="text-slate-600 dark:text-slate-300">{t('landing.perMonth')}</span>
    </p>
  ) : (
    <p>
      <span className="text-3xl font-bold">{money(priceCents('pro', 'year'))}</span>{' '}
      <span className="text-slate-600 dark:text-slate-300">{t('subscribe.perYear')}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-300">
        {t('subscribe.monthlyEquivalent', { price: money(Math.round(priceCents('pro', 'year') / 12)) })}
      </span>
    </p>
  );
}
