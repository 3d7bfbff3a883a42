import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InsightsUsage } from '../../../shared/schemas/ai';
import { formatNumber } from '../../lib/format';
import { planFeatures } from '../subscription/plan-features';
import { insightsLeft } from './useInsightsUsage';

/** Questions asked this month against the plan's limit: '2/5', or '2/∞' when there is none. */
export function InsightsCounter({ usage }: { usage: InsightsUsage }) {
  const { t, i18n } = useTranslation();
  const unlimited = insightsLeft(usage) === null;
  const count = usage.totalInsightsUsed.thisMonth;
  const used = formatNumber(count, i18n.language);
  const limit = unlimited ? '∞' : formatNumber(usage.limit, i18n.language);
  return (
    <p
      className="flex min-h-11 items-center gap-1 rounded-full bg-slate-200/70 px-3 text-sm font-medium dark:bg-slate-800"
      data-testid="insights-counter"
    >
      <span className="sr-only">
        {unlimited ? t('korai.counterUnlimited', { used, count }) : t('korai.counterLimited', { used, limit, count })}
      </span>
      <span aria-hidden>{t('korai.counterShort')}</span>
      {/* In the reading order of the language: '2/5', and in Arabic '٢ من ٥' read from the right. */}
      <span aria-hidden className="tabular-nums">
        {t('korai.counterValue', { used, limit })}
      </span>
    </p>
  );
}

/** 'Ti rimangono solo N insights questo mese', once 3 or fewer are left. */
export function LowQuotaWarning({ left }: { left: number }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="rounded-xl bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('korai.lowQuota', { count: left })}
    </p>
  );
}

/** The monthly insights are used up: why the question box is closed, and what Pro gives. */
export function InsightsExhausted() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center gap-2">
        <Lock className="size-5 text-brand-500" aria-hidden />
        <h2 className="font-semibold">{t('korai.exhaustedTitle')}</h2>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('korai.exhaustedText')}</p>
      <ul className="list-inside list-disc text-sm text-slate-700 dark:text-slate-200">
        {planFeatures('pro', t).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        href="/subscribe"
        className="inline-flex min-h-11 items-center justify-center self-start rounded-xl bg-brand-500 px-4 font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {t('korai.upgrade')}
      </Link>
    </div>
  );
}
