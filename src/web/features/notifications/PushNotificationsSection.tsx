import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Switch } from '../../components/ui/Switch';
import type { PushState } from './usePushNotifications';

/** Push in this browser: on or off, why it cannot be, and a test notification once it is on. */
export function PushNotificationsSection({
  push,
  toggling,
  onToggle,
  testing,
  onTest,
}: {
  push: PushState;
  toggling: boolean;
  onToggle: (on: boolean) => void;
  testing: boolean;
  onTest: () => void;
}) {
  const { t } = useTranslation();
  return (
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
          disabled={toggling || (push.permission === 'denied' && !push.subscribed)}
          onCheckedChange={onToggle}
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
        <Button variant="secondary" disabled={testing} onClick={onTest}>
          <BellRing className="size-4" aria-hidden />
          {t('notifications.push.sendTest')}
        </Button>
      )}
    </div>
  );
}
