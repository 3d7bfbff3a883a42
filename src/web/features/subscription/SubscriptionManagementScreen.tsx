import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/QueryState';
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
  return (
    <section aria-labelledby="management-title" className="flex flex-col gap-4">
      <h1 id="management-title" className="text-2xl font-bold">
        {t('management.title')}
      </h1>
      <QueryState query={subscription} failedTitle={t('subscription.loadFailed')}>
        {(data) => (
          <>
            {data.testMode && <TestModeBadge />}
            <div className="grid gap-4 md:grid-cols-2">
              <CurrentPlanCard subscription={data} />
              <PlanLimitsCard plan={data.plan} />
              {/* As the spec has it, payments are shown to paying users, not on Free or during the trial. */}
              {data.plan !== 'free' && data.status !== 'trialing' && <PaymentsCards />}
              <SubscriptionSettingsCard subscription={data} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
