import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Subscription } from '../../../shared/schemas/billing';
import { SettingsCard } from '../../components/SettingsCard';
import { primaryLinkButton } from '../../components/ui/link-styles';
import { formatDay, formatMoney } from '../../lib/format';

const STATUS_CLASS = {
  active: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-amber-100 text-amber-950',
  paused: 'bg-violet-100 text-violet-950',
  trialing: 'bg-sky-100 text-sky-950',
  inactive: 'bg-slate-200 text-slate-800',
} as const;

/** The plan now: its name and status in the spec's words, its price, and when it renews or ends. */
export function CurrentPlanCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDay(iso, i18n.language) : '');
  const price = subscription.priceCents === null ? null : formatMoney(subscription.priceCents, i18n.language);
  const planName = t(`shell.badge.${subscription.plan}`);
  // Paused and cancelled are different states: a pause resumes, a cancellation ends on a date.
  const badge = subscription.paused ? 'paused' : subscription.status;
  const badgeText =
    badge === 'cancelled' && subscription.endsAt
      ? t('subscription.status.cancelledUntil', { date: date(subscription.endsAt) })
      : t(`subscription.status.${badge}`);
  const when = subscription.renewsAt
    ? t('management.renewsOn', { date: date(subscription.renewsAt) })
    : subscription.status === 'trialing'
      ? t('management.trialEnds', { date: date(subscription.endsAt) })
      : subscription.paused && subscription.endsAt
        ? t('management.pausedUntil', { date: date(subscription.endsAt) })
        : subscription.endsAt && subscription.plan !== 'free'
          ? t('management.endsOn', { date: date(subscription.endsAt) })
          : null;
  return (
    <SettingsCard title={t('management.currentPlan')}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold">{planName}</p>
          <span
            className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATUS_CLASS[badge]}`}
            data-testid="subscription-status"
          >
            {badgeText}
          </span>
        </div>
        {price && subscription.interval && (
          <p>{t(subscription.interval === 'year' ? 'management.priceAnnual' : 'management.priceMonthly', { price })}</p>
        )}
        {subscription.status === 'trialing' && <p>{t('shell.trialDaysLeft', { count: subscription.trialDaysLeft })}</p>}
        {when && <p className="text-slate-700 dark:text-slate-200">{when}</p>}
        {subscription.plan === 'free' && <p>{t('management.freeText')}</p>}
        {(subscription.plan === 'free' || subscription.status === 'trialing') && (
          <Link href="/subscribe" className={`${primaryLinkButton} inline-flex self-start`}>
            {t('subscribe.upgrade')}
          </Link>
        )}
      </div>
    </SettingsCard>
  );
}
