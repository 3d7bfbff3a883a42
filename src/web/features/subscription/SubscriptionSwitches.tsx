import { useTranslation } from 'react-i18next';
import { RENEWAL_REMINDER_DAYS } from '../../../shared/plans';
import type { Subscription } from '../../../shared/schemas/billing';
import { Switch } from '../../components/ui/Switch';
import type { SubscriptionAction } from './useSubscription';

/** Auto-renew (not while paused) and the renewal reminders, each with what it means. */
export function SubscriptionSwitches({
  subscription,
  busy,
  onChange,
}: {
  subscription: Subscription;
  busy: boolean;
  onChange: (action: SubscriptionAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        label={t('management.autoRenew')}
        checked={subscription.autoRenew}
        disabled={busy || subscription.paused}
        onCheckedChange={(on) => onChange(on ? 'autoRenewOn' : 'autoRenewOff')}
      />
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">{t('management.autoRenewHint')}</p>
      <Switch
        label={t('management.reminders')}
        checked={subscription.renewalReminders}
        disabled={busy}
        onCheckedChange={(on) => onChange(on ? 'remindersOn' : 'remindersOff')}
      />
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('management.remindersHint', { days: RENEWAL_REMINDER_DAYS })}
      </p>
    </>
  );
}
