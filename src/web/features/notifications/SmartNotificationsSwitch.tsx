import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings, NotificationSettingsRequest } from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/Button';
import { Switch } from '../../components/ui/Switch';

/** The smart notifications' master switch, why it may be greyed, and the button that configures them. */
export function SmartNotificationsSwitch({
  current,
  pushOn,
  saving,
  onSave,
  onConfigure,
}: {
  current: NotificationSettings;
  pushOn: boolean;
  saving: boolean;
  onSave: (settings: NotificationSettingsRequest) => void;
  onConfigure: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        label={t('notifications.smartLabel')}
        checked={current.enabled}
        disabled={!pushOn || saving || current.data.length === 0}
        onCheckedChange={(enabled) =>
          onSave({
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
      {!pushOn ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.smartNeedsPush')}</p>
      ) : (
        current.data.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('notifications.smartNeedsBoxes', { button: t('notifications.configure') })}
          </p>
        )
      )}
      <Button variant="secondary" onClick={onConfigure}>
        <Settings2 className="size-4" aria-hidden />
        {t('notifications.configure')}
      </Button>
    </>
  );
}
