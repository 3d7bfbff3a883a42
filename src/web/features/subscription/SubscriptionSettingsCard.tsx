import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Subscription } from '../../../shared/schemas/billing';
import { showErrorToast } from '../../api/error-toast';
import { SettingsCard } from '../../components/SettingsCard';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { showSuccessToast } from '../../components/ui/success-toast';
import { formatDay } from '../../lib/format';
import { SubscriptionSwitches } from './SubscriptionSwitches';
import { type SubscriptionAction, useSubscriptionChange } from './useSubscription';

const FAILURES: Record<SubscriptionAction, string> = {
  pause: 'management.pauseFailed',
  resume: 'management.resumeFailed',
  cancel: 'management.cancelFailed',
  autoRenewOn: 'management.autoRenewFailed',
  autoRenewOff: 'management.autoRenewFailed',
  remindersOn: 'management.remindersFailed',
  remindersOff: 'management.remindersFailed',
};

/** Auto-renew, pause and cancel: each a real change at the payment provider, confirmed before it is made. */
export function SubscriptionSettingsCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const change = useSubscriptionChange();
  const [confirming, setConfirming] = useState<'pause' | 'cancel' | null>(null);
  // The paid period's end: when it would renew, or when a cancelled or paused plan stops.
  const periodEnd = subscription.renewsAt ?? subscription.endsAt;
  const until = periodEnd ? formatDay(periodEnd, i18n.language) : '';

  async function run(action: SubscriptionAction) {
    try {
      const { message } = await change.mutateAsync(action);
      showSuccessToast(message);
    } catch (error) {
      showErrorToast(error, FAILURES[action]);
    } finally {
      setConfirming(null);
    }
  }

  return (
    <SettingsCard title={t('management.settingsTitle')}>
      <div className="flex flex-col gap-3">
        {subscription.manageable && (
          <>
            <SubscriptionSwitches
              subscription={subscription}
              busy={change.isPending}
              onChange={(action) => void run(action)}
            />
            <div className="flex flex-wrap gap-2">
              {subscription.paused ? (
                <Button variant="secondary" disabled={change.isPending} onClick={() => void run('resume')}>
                  {t('management.resume')}
                </Button>
              ) : (
                <Button variant="secondary" disabled={change.isPending} onClick={() => setConfirming('pause')}>
                  {t('management.pause')}
                </Button>
              )}
              {subscription.autoRenew && (
                <Button variant="danger" disabled={change.isPending} onClick={() => setConfirming('cancel')}>
                  {t('management.cancel')}
                </Button>
              )}
            </div>
          </>
        )}
        <Link
          href="/settings"
          className="inline-flex min-h-11 items-center self-start font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {t('management.openSettings')}
        </Link>
        <ConfirmDialog
          open={confirming === 'pause'}
          title={t('management.pauseTitle')}
          message={t('management.pauseText', { date: until })}
          confirmLabel={t('management.pauseConfirm')}
          cancelLabel={t('management.keepSubscription')}
          tone="primary"
          busy={change.isPending}
          onConfirm={() => void run('pause')}
          onClose={() => setConfirming(null)}
        />
        <ConfirmDialog
          open={confirming === 'cancel'}
          title={t('management.cancelTitle')}
          message={t('management.cancelText', { date: until })}
          confirmLabel={t('management.cancelConfirm')}
          cancelLabel={t('management.keepSubscription')}
          busy={change.isPending}
          onConfirm={() => void run('cancel')}
          onClose={() => setConfirming(null)}
        />
      </div>
    </SettingsCard>
  );
}
