import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { Spinner } from '../../components/ui/Spinner';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentsCards } from './PaymentsCards';
import { PlanLimitsCard } from './PlanLimitsCard';
import { SubscriptionSettingsCard } from './SubscriptionSettingsCard';
import { TestModeBadge } from './TestModeBadge';
import { useSubscription } from './useSubscription';

/** /subscription-management: the plan, its limits, payments, and the settings that change it. */
export function SubscriptionManagementScreen() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const data = subscription.data;
  // As the spec has it, payments are shown to paying users, not on Free or during the trial.
  const paying = data !== undefined && data.plan !== 'free' && data.status !== 'trialing';
  return (
    <section aria-labelledby="management-title" className="flex flex-col gap-4">
      <h1 id="management-title" className="text-2xl font-bold">
        {t('management.title')}
      </h1>
      {subscription.isPending ? (
        <Spinner />
      ) : subscription.isError ? (
        <LoadFailed error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        data && (
          <>
            {data.testMode && <TestModeBadge />}
            <div className="grid gap-4 md:grid-cols-2">
              <CurrentPlanCard subscription={data} />
              <PlanLimitsCard plan={data.plan} />
              {paying && <PaymentsCards />}
              <SubscriptionSettingsCard subscription={data} />
            </div>
          </>
        )
      )}
    </section>
  );
}
