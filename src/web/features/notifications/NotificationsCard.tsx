import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { showErrorToast } from '../../api/error-toast';
import { SettingsCard } from '../../components/SettingsCard';
import { QueryState } from '../../components/ui/QueryState';
import { Switch } from '../../components/ui/Switch';
import { showSuccessToast } from '../../components/ui/success-toast';
import { toast } from '../../lib/toast';
import { PushNotificationsSection } from './PushNotificationsSection';
import { SmartNotificationsDialog } from './SmartNotificationsDialog';
import { SmartNotificationsSwitch } from './SmartNotificationsSwitch';
import { SmartNotificationsTeaser } from './SmartNotificationsTeaser';
import { useNotificationSettings } from './useNotificationSettings';
import { PushSetupError, usePushNotifications } from './usePushNotifications';

/** Settings' notification system card: push in this browser, the smart reminders and the weekly digest mail. */
export function NotificationsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { state, toggle, test } = usePushNotifications();
  const { settings, save, digest } = useNotificationSettings();
  const [dialogOpen, setDialogOpen] = useState(false);
  const pro = PLANS[user.effectivePlan].maxNotificationBoxes > 0;

  function setPush(on: boolean) {
    toggle.mutate(on, {
      onSuccess: () => showSuccessToast(t(on ? 'notifications.push.subscribed' : 'notifications.push.unsubscribed')),
      onError: (error) =>
        error instanceof PushSetupError
          ? toast({ variant: 'destructive', title: t('common.error'), description: error.message })
          : showErrorToast(error, 'notifications.updateFailed'),
    });
  }

  return (
    <SettingsCard title={t('notifications.card.title')}>
      <QueryState query={state} failedTitle={t('notifications.loadFailed')}>
        {(push) => (
          <PushNotificationsSection
            push={push}
            toggling={toggle.isPending}
            onToggle={setPush}
            testing={test.isPending}
            onTest={() => test.mutate(undefined, { onSuccess: ({ message }) => showSuccessToast(message) })}
          />
        )}
      </QueryState>
      <div className="flex flex-col gap-2 pt-4">
        {pro ? (
          <QueryState query={settings} failedTitle={t('notifications.loadFailed')}>
            {(current) => (
              <SmartNotificationsSwitch
                current={current}
                pushOn={state.data?.subscribed === true}
                saving={save.isPending}
                onSave={(body) => save.mutate(body)}
                onConfigure={() => setDialogOpen(true)}
              />
            )}
          </QueryState>
        ) : (
          <SmartNotificationsTeaser />
        )}
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
        <QueryState query={settings} failedTitle={t('notifications.loadFailed')}>
          {(current) => (
            <Switch
              label={t('notifications.digestLabel')}
              checked={current.weeklyDigest}
              disabled={digest.isPending}
              onCheckedChange={(on) => digest.mutate(on, { onSuccess: ({ message }) => showSuccessToast(message) })}
            />
          )}
        </QueryState>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.digestHint')}</p>
      </div>
      <SmartNotificationsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </SettingsCard>
  );
}
