import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingInterval, PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { FreePlanAction } from './FreePlanAction';
import { IntervalSwitch } from './IntervalSwitch';
import { PlanCard } from './PlanCard';
import { PlanComparison } from './PlanComparison';
import { ProPrice } from './ProPrice';
import { ProTrialFooter } from './ProTrialFooter';
import { planFeatures } from './plan-features';
import { TestModeBadge } from './TestModeBadge';
import { useBuyPro } from './useBuyPro';
import { useSubscription } from './useSubscription';

/** /subscribe: Free and Pro side by side, monthly or annual, and the way to pay for Pro. */
export function SubscribeScreen({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const [billing, setBilling] = useState<BillingInterval>('month');
  const { buy, redirecting } = useBuyPro(billing);
  const trialing = user.subscriptionStatus === 'trialing' && user.trialDaysLeft > 0;
  const onPaidPlan = user.effectivePlan !== 'free' && !trialing;

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
              <span className="text-3xl font-bold">
                {formatMoney(PLANS.free.monthlyPriceCents ?? 0, i18n.language)}
              </span>{' '}
              <span className="text-slate-600 dark:text-slate-300">{t('landing.perMonth')}</span>
            </p>
          }
          features={planFeatures('free', t)}
          badge={user.effectivePlan === 'free' ? t('subscribe.yourPlan') : undefined}
          action={<FreePlanAction onPaidPlan={onPaidPlan} trialing={trialing} />}
        />
        <PlanCard
          name="Pro"
          highlighted
          price={<ProPrice billing={billing} />}
          features={planFeatures('pro', t)}
          badge={
            trialing
              ? t('shell.trialDaysLeft', { count: user.trialDaysLeft })
              : onPaidPlan
                ? t('subscribe.yourPlan')
                : undefined
          }
          action={
            onPaidPlan ? (
              <Button onClick={() => toast({ title: t('subscribe.alreadyActive') })}>
                {t('subscribe.alreadyActive')}
              </Button>
            ) : (
              <Button onClick={() => void buy()} disabled={redirecting}>
                {redirecting ? t('subscribe.redirecting') : t('subscribe.upgrade')}
              </Button>
            )
          }
          footer={<ProTrialFooter user={user} trialing={trialing} />}
        />
      </div>
      <PlanComparison />
    </section>
  );
}
