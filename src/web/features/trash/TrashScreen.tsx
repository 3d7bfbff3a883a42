import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { showSuccessToast } from '../../components/ui/success-toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { TrashedBoxes } from './TrashedBoxes';
import { TrashedEvents } from './TrashedEvents';
import { type TrashKind, useTrashedBoxes, useTrashedEvents, useTrashMutations } from './useTrash';

/** /cestino: boxes and events deleted in the last 30 days, restorable or deletable for good. */
export function TrashScreen() {
  const { t } = useTranslation();
  const boxes = useTrashedBoxes();
  const events = useTrashedEvents();
  const actions = { boxes: useTrashMutations('boxes'), events: useTrashMutations('events') };
  const [purging, setPurging] = useState<{ kind: TrashKind; id: number; name: string } | null>(null);
  const busy = Object.values(actions).some(({ restore, purge }) => restore.isPending || purge.isPending);

  function run(action: 'restore' | 'purge', kind: TrashKind, id: number) {
    actions[kind][action].mutate(id, {
      onSuccess: ({ message }) => showSuccessToast(message),
      onSettled: () => setPurging(null),
    });
  }

  // A count shows once it is known: a list still loading, or failed, is not an empty one.
  const tabLabel = (kind: TrashKind, list: unknown[] | undefined) =>
    list ? t(`trash.${kind}Tab`, { count: list.length }) : t(`trash.${kind}TabName`);

  return (
    <section aria-labelledby="trash-title" className="flex flex-col gap-4">
      <div>
        <h1 id="trash-title" className="text-2xl font-bold">
          {t('trash.title')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('trash.retention', { count: TRASH_RETENTION_DAYS })}
        </p>
      </div>
      <Tabs defaultValue="boxes">
        <TabsList aria-label={t('trash.title')}>
          <TabsTrigger value="boxes">{tabLabel('boxes', boxes.data)}</TabsTrigger>
          <TabsTrigger value="events">{tabLabel('events', events.data)}</TabsTrigger>
        </TabsList>
        <TabsContent value="boxes">
          <TrashedBoxes
            busy={busy}
            onRestore={(box) => run('restore', 'boxes', box.id)}
            onPurge={(box) => setPurging({ kind: 'boxes', id: box.id, name: box.name })}
          />
        </TabsContent>
        <TabsContent value="events">
          <TrashedEvents
            busy={busy}
            onRestore={(event) => run('restore', 'events', event.id)}
            onPurge={(event) => setPurging({ kind: 'events', id: event.id, name: event.description })}
          />
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={purging !== null}
        title={t(purging?.kind === 'events' ? 'trash.purgeEventTitle' : 'trash.purgeBoxTitle', {
          name: purging?.name ?? '',
        })}
        message={t('trash.purgeText')}
        confirmLabel={t('trash.purge')}
        busy={busy}
        onConfirm={() => purging && run('purge', purging.kind, purging.id)}
        onClose={() => setPurging(null)}
      />
    </section>
  );
}
