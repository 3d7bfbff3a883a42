import { BellRing, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { showErrorToast } from '../../api/error-toast';
import { SettingsCard } from '../../components/SettingsCard';
import { Button } from '../../components/ui/Button';
import { QueryState } from '../../components/ui/QueryState';
import { Switch } from '../../components/ui/Switch';
import { showSuccessToast } from '../../components/ui/success-toast';
import { toast } from '../../lib/toast';
import { SmartNotificationsDialog } from './SmartNotificationsDialog';
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
          <div className="flex flex-col gap-2 border-b border-slate-200 pb-4 dark:border-slate-700">
            <div className="flex items-center gap-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${push.subscribed ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'}`}
              >
                {t(push.subscribed ? 'notifications.push.badgeOn' : 'notifications.push.badgeOff')}
              </span>
            </div>
            {push.supported ? (
              <Switch
                label={t('notifications.push.label')}
                checked={push.subscribed}
                disabled={toggle.isPending || (push.permission === 'denied' && !push.subscribed)}
                onCheckedChange={setPush}
              />
            ) : (
              <p role="note" className="text-sm text-slate-700 dark:text-slate-200">
                {t('notifications.push.unsupported')}
              </p>
            )}
            {push.supported && push.permission === 'denied' && (
              <p role="note" className="text-sm text-amber-900 dark:text-amber-200">
                {t('notifications.push.deniedHelp')}
              </p>
            )}
            {push.supported && push.permission === 'default' && !push.subscribed && (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.push.defaultHelp')}</p>
            )}
            {push.subscribed && (
              <Button
                variant="secondary"
                disabled={test.isPending}
                onClick={() => test.mutate(undefined, { onSuccess: ({ message }) => showSuccessToast(message) })}
              >
                <BellRing className="size-4" aria-hidden />
                {t('notifications.push.sendTest')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
      <div className="flex flex-col gap-2 pt-4">
        {pro ? (
          <QueryState query={settings} failedTitle={t('notifications.loadFailed')}>
            {(current) => (
              <>
                <Switch
                  label={t('notifications.smartLabel')}
                  checked={current.enabled}
                  disabled={!state.data?.subscribed || save.isPending || current.data.length === 0}
                  onCheckedChange={(enabled) =>
                    save.mutate({
                      enabled,
                      selectedBoxes: current.data.map((row) => row.boxId),
                      times: current.times,
                      aiTone: current.aiTone,
                      aiContext: current.aiContext,
                      notificationMethod: 'browser',
                    })
                  }
                />
                {/* Why the switch is greyed, and the one thing that mends it. */}
                {!state.data?.subscribed ? (
                  <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.smartNeedsPush')}</p>
                ) : (
                  current.data.length === 0 && (
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {t('notifications.smartNeedsBoxes', { button: t('notifications.configure') })}
                    </p>
                  )
                )}
                <Button variant="secondary" onClick={() => setDialogOpen(true)}>
                  <Settings2 className="size-4" aria-hidden />
                  {t('notifications.configure')}
                </Button>
              </>
            )}
          </QueryState>
        ) : (
          <div className="rounded-xl border border-brand-100 p-3 dark:border-slate-700">
            <p className="mb-1 inline-block rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white">
              {t('toast.proFeature')}
            </p>
            <p className="font-medium">{t('notifications.proTeaserTitle')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.proTeaserText')}</p>
          </div>
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
