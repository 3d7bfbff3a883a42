import { useTranslation } from 'react-i18next';
import { CURRENCY, PLANS } from '../../../shared/plans';
import { formatMoney } from '../../lib/format';
import { LandingSection } from './LandingSection';

const price = (cents: number, language: string) => formatMoney(cents, language, CURRENCY);

/** Free and Pro, with prices and limits read from the plan table the server enforces. */
export function PlanCards() {
  const { t, i18n } = useTranslation();
  return (
    <LandingSection id="plans-title" title={t('landing.plansTitle')} tone="muted">
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <article className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-semibold">Free</h3>
          <p className="mt-2 text-3xl font-bold">{price(0, i18n.language)}</p>
          <ul className="mt-4 space-y-1 text-slate-600">
            <li>{t('landing.planBoxes', { count: PLANS.free.maxBoxes })}</li>
            <li>{t('landing.planUnlimitedEvents')}</li>
            <li>{t('landing.planInsights', { count: PLANS.free.monthlyInsights })}</li>
            <li>{t('landing.planBasicReports')}</li>
          </ul>
        </article>
        <article className="rounded-2xl border-2 border-brand-500 bg-white p-6">
          <h3 className="text-xl font-semibold">Pro</h3>
          <p className="mt-2 text-3xl font-bold">
            {price(PLANS.pro.monthlyPriceCents ?? 0, i18n.language)}
            <span className="text-base font-normal text-slate-600"> {t('landing.perMonth')}</span>
          </p>
          <p className="text-sm text-slate-600">
            {t('landing.orYearly', { price: price(PLANS.pro.annualPriceCents ?? 0, i18n.language) })}
          </p>
          <ul className="mt-4 space-y-1 text-slate-600">
            <li>{t('landing.planBoxes', { count: PLANS.pro.maxBoxes })}</li>
            <li>{t('landing.planGoals')}</li>
            <li>{t('landing.planUnlimitedInsights')}</li>
            <li>{t('landing.planAdvancedReports')}</li>
          </ul>
        </article>
      </div>
    </LandingSection>
  );
}
