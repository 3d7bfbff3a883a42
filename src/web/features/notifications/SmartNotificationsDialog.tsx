import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import {
  AI_TONES,
  type AiTone,
  MAX_NOTIFICATION_BOXES,
  NOTIFICATION_BOX_FILTER_FROM,
  type NotificationSettings,
  SETTINGS_DIALOG_DEFAULT_TIME,
} from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { SearchField } from '../../components/ui/SearchField';
import { Switch } from '../../components/ui/Switch';
import { useBoxes } from '../../hooks/useBoxes';
import { filterByName } from '../../lib/filter-by-name';
import { confirmSaved } from './confirm-saved';
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
  const boxes = useBoxes();
  const { save } = useNotificationSettings(false);
  const push = usePushNotifications().state;
  const [enabled, setEnabled] = useState(current.enabled || current.data.length === 0);
  const [selected, setSelected] = useState(current.data.map((row) => row.boxId));
  const [times, setTimes] = useState(current.times.length ? current.times : [SETTINGS_DIALOG_DEFAULT_TIME]);
  const [tone, setTone] = useState<AiTone>(current.aiTone);
  const [tooMany, setTooMany] = useState(false);
  const [query, setQuery] = useState('');
  // Every box is offered; the chosen ones stay in view whatever the filter hides.
  const offered = (list: Box[]) => [
    ...list.filter((box) => selected.includes(box.id)),
    ...filterByName(list, query).filter((box) => !selected.includes(box.id)),
  ];
  useEffect(() => {
    if (selected.length < MAX_NOTIFICATION_BOXES) setTooMany(false);
  }, [selected.length]);
  const blocked = times.length === 0 || (enabled && selected.length === 0);

  function toggleBox(id: number, on: boolean) {
    if (on && selected.length >= MAX_NOTIFICATION_BOXES) return setTooMany(true);
    setSelected(on ? [...selected, id] : selected.filter((other) => other !== id));
  }

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
      <fieldset>
        <legend className="mb-2 font-medium">
          {t('notifications.dialog.boxes', { count: MAX_NOTIFICATION_BOXES })}
        </legend>
        <QueryState
          query={boxes}
          failedTitle={t('notifications.loadFailed')}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.dialog.noBoxes')}</p>}
        >
          {(list) => (
            <>
              {list.length >= NOTIFICATION_BOX_FILTER_FROM && (
                <div className="mb-2">
                  <SearchField
                    label={t('boxes.filter')}
                    placeholder={t('boxes.filter')}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                </div>
              )}
              <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
                {offered(list).map((box) => (
                  <li key={box.id}>
                    <label className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-slate-50 dark:hover:bg-slate-800">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-500"
                        checked={selected.includes(box.id)}
                        onChange={(event) => toggleBox(box.id, event.target.checked)}
                      />
                      <span aria-hidden>{box.emoji}</span>
                      <span className="truncate">{box.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
        {tooMany && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('notifications.validation.tooManyBoxes')}
          </p>
        )}
      </fieldset>
      <TimesPicker times={times} onChange={setTimes} newTime={SETTINGS_DIALOG_DEFAULT_TIME} />
      <fieldset>
        <legend className="mb-2 font-medium">{t('notifications.dialog.tone')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {AI_TONES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-3 has-checked:border-brand-500 dark:border-slate-700"
            >
              <input
                type="radio"
                name="ai-tone"
                className="size-4 accent-brand-500"
                checked={tone === option}
                onChange={() => setTone(option)}
              />
              {t(`notifications.tone.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.dialog.method')}</p>
      <Button type="submit" disabled={blocked || save.isPending}>
        {save.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
