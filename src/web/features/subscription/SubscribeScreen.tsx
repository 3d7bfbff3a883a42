import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type BillingInterval, PLANS, priceCents, TRIAL_DAYS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { ApiError } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { formatDay, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { IntervalSwitch } from './IntervalSwitch';
import { PlanCard } from './PlanCard';
import { PlanComparison } from './PlanComparison';
import { planFeatures } from './plan-features';
import { TestModeBadge } from './TestModeBadge';
import { useCheckout, useSubscription } from './useSubscription';

/** /subscribe: Free and Pro side by side, monthly or annual, and the way to pay for Pro. */
export function SubscribeScreen({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const subscription = useSubscription();
  const checkout = useCheckout();
  const [billing, setBilling] = useState<BillingInterval>('month');
  const trialing = user.subscriptionStatus === 'trialing' && user.trialDaysLeft > 0;
  const onPaidPlan = user.effectivePlan !== 'free' && !trialing;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const alreadyActive = () => toast({ title: t('subscribe.alreadyActive') });

  async function buy() {
    try {
      const { url } = await checkout.mutateAsync({ planId: 'pro', interval: billing });
      if (!url) throw new Error('no checkout url');
      window.location.assign(url);
    } catch (error) {
      const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast({
        variant: 'destructive',
        title: t('billing.checkoutErrorTitle'),
        description: refusal ? error.message : t('billing.checkoutError'),
      });
    }
  }

  const freeAction = onPaidPlan ? (
    <Button variant="secondary" onClick={() => navigate('/subscription-management')}>
      {t('subscribe.manage')}
    </Button>
  ) : trialing ? (
    <Button variant="secondary" onClick={() => toast({ title: t('subscribe.freeAfterTrialHint') })}>
      {t('subscribe.freeAfterTrial')}
    </Button>
  ) : (
    <Button variant="secondary" onClick={alreadyActive}>
      {t('subscribe.alreadyActive')}
    </Button>
  );

  const proAction = onPaidPlan ? (
    <Button onClick={alreadyActive}>{t('subscribe.alreadyActive')}</Button>
  ) : (
    <Button onClick={() => void buy()} disabled={checkout.isPending}>
      {checkout.isPending ? t('subscribe.redirecting') : t('subscribe.upgrade')}
    </Button>
  );

  const proPrice =
    billing === 'month' ? (
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

  return (
    <section aria-labelledby="subscribe-title" className="flex flex-col gap-6">
      <div className="text-center">
        <h1 id="subscribe-title" className="text-3xl font-bold">
          {t('subscribe.title')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('subscribe.subtitle')}</p>
      </div>
      {subscription.isError ? (
        <LoadFailed
          title={t('subscription.loadFailed')}
          error={subscription.error}
          onRetry={() => void subscription.refetch()}
        />
      ) : (
        subscription.data?.testMode && <TestModeBadge />
      )}
      <IntervalSwitch value={billing} onChange={setBilling} />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          name="Free"
          price={
            <p>
              <span className="text-3xl font-bold">{money(PLANS.free.monthlyPriceCents ?? 0)}</span>{' '}
              <span className="text-slate-600 dark:text-slate-300">{t('landing.perMonth')}</span>
            </p>
          }
          features={planFeatures('free', t)}
          badge={user.effectivePlan === 'free' ? t('subscribe.yourPlan') : undefined}
          action={freeAction}
        />
        <PlanCard
          name="Pro"
          highlighted
          price={proPrice}
          features={planFeatures('pro', t)}
          badge={
            trialing
              ? t('shell.trialDaysLeft', { count: user.trialDaysLeft })
              : onPaidPlan
                ? t('subscribe.yourPlan')
                : undefined
          }
          action={proAction}
          footer={
            trialing && user.trialExpiresAt ? (
              // Said before paying: buying during the trial keeps its days, and the first charge waits for its end.
              <p className="text-center text-sm text-slate-700 dark:text-slate-200" data-testid="trial-kept">
                {t('subscribe.trialKept', { date: formatDay(user.trialExpiresAt, i18n.language) })}
              </p>
            ) : (
              <p className="text-center text-sm text-slate-600 dark:text-slate-300">
                <strong className="text-brand-700 dark:text-brand-100">
                  {t('subscribe.trialFooter', { count: TRIAL_DAYS })}
                </strong>{' '}
                {t('subscribe.trialFooterNote')}
              </p>
            )
          }
        />
      </div>
      <PlanComparison />
    </section>
  );
}
