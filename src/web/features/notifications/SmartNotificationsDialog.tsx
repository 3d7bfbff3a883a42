import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AiTone,
  type NotificationSettings,
  SETTINGS_DIALOG_DEFAULT_TIME,
} from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { Switch } from '../../components/ui/Switch';
import { AiToneField } from './AiToneField';
import { confirmSaved } from './confirm-saved';
import { NotificationBoxesField } from './NotificationBoxesField';
import { TimesPicker } from './TimesPicker';
import { useNotificationSettings } from './useNotificationSettings';
import { usePushNotifications } from './usePushNotifications';

/** Settings' smart-notification dialog: the master switch, up to 3 of all the boxes, up to 3 times, the tone. */
export function SmartNotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useNotificationSettings(open);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('notifications.dialog.title')}>
      <QueryState query={settings} failedTitle={t('notifications.loadFailed')}>
        {(current) => <SmartNotificationsForm current={current} onDone={onClose} />}
      </QueryState>
    </Dialog>
  );
}

function SmartNotificationsForm({ current, onDone }: { current: NotificationSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const { save } = useNotificationSettings(false);
  const push = usePushNotifications().state;
  const [enabled, setEnabled] = useState(current.enabled || current.data.length === 0);
  const [selected, setSelected] = useState(current.data.map((row) => row.boxId));
  const [times, setTimes] = useState(current.times.length ? current.times : [SETTINGS_DIALOG_DEFAULT_TIME]);
  const [tone, setTone] = useState<AiTone>(current.aiTone);
  const blocked = times.length === 0 || (enabled && selected.length === 0);

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            enabled,
            selectedBoxes: selected,
            times,
            aiTone: tone,
            aiContext: current.aiContext,
            notificationMethod: 'browser',
          },
          {
            onSuccess: ({ message }) => {
              confirmSaved(message, enabled, push.data?.subscribed === true);
              onDone();
            },
          },
        );
      }}
    >
      <Switch label={t('notifications.dialog.enabled')} checked={enabled} onCheckedChange={setEnabled} />
      <NotificationBoxesField selected={selected} onSelectedChange={setSelected} />
      <TimesPicker times={times} onChange={setTimes} newTime={SETTINGS_DIALOG_DEFAULT_TIME} />
      <AiToneField tone={tone} onChange={setTone} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.dialog.method')}</p>
      <Button type="submit" disabled={blocked || save.isPending}>
        {save.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
