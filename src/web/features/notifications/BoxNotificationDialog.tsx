import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import {
  BOX_DIALOG_DEFAULT_TIME,
  MAX_NOTIFICATION_BOXES,
  type NotificationSettings,
} from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { Switch } from '../../components/ui/Switch';
import { confirmSaved } from './confirm-saved';
import { TimesPicker } from './TimesPicker';
import { useNotificationSettings } from './useNotificationSettings';
import { usePushNotifications } from './usePushNotifications';

/** The bell of a box card: smart notifications for this box on or off, and the times they come. */
export function BoxNotificationDialog({ box, onClose }: { box: Box | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useNotificationSettings(box !== null);
  return (
    <Dialog
      open={box !== null}
      onOpenChange={(next) => !next && onClose()}
      title={box ? t('notifications.box.title', { name: box.name }) : ''}
    >
      <QueryState query={settings} failedTitle={t('notifications.loadFailed')}>
        {(current) => box && <BoxNotificationForm box={box} current={current} onDone={onClose} />}
      </QueryState>
    </Dialog>
  );
}

function BoxNotificationForm({
  box,
  current,
  onDone,
}: {
  box: Box;
  current: NotificationSettings;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { save } = useNotificationSettings(false);
  const push = usePushNotifications();
  const others = current.data.map((row) => row.boxId).filter((id) => id !== box.id);
  const wasOn = current.enabled && current.data.some((row) => row.boxId === box.id && row.isEnabled);
  const [on, setOn] = useState(wasOn || !current.data.some((row) => row.boxId === box.id));
  const [times, setTimes] = useState(current.times.length ? current.times : [BOX_DIALOG_DEFAULT_TIME]);
  const full = on && others.length >= MAX_NOTIFICATION_BOXES;

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const selectedBoxes = on ? [...others, box.id] : others;
        save.mutate(
          {
            enabled: selectedBoxes.length > 0 && (on || current.enabled),
            selectedBoxes,
            times,
            aiTone: current.aiTone,
            aiContext: current.aiContext,
            notificationMethod: 'browser',
          },
          {
            onSuccess: ({ message }) => {
              confirmSaved(message, selectedBoxes.length > 0 && on, push.state.data?.subscribed === true);
              onDone();
            },
          },
        );
      }}
    >
      <Switch label={t('notifications.box.switch')} checked={on} onCheckedChange={setOn} />
      {full && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('notifications.validation.tooManyBoxes')}
        </p>
      )}
      {push.state.data && !push.state.data.subscribed && (
        <p
          role="note"
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('notifications.smartNeedsPush')}
        </p>
      )}
      <TimesPicker times={times} onChange={setTimes} newTime={BOX_DIALOG_DEFAULT_TIME} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.dialog.timesShared')}</p>
      <Button type="submit" disabled={full || times.length === 0 || save.isPending}>
        {save.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
