import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { formatDateTime } from '../../lib/format';
import { TrashItem } from './TrashItem';
import { type TrashKind, useTrashedBoxes, useTrashedEvents, useTrashMutations } from './useTrash';

/** /cestino: boxes and events deleted in the last 30 days, restorable or deletable for good. */
export function TrashScreen() {
  const { t, i18n } = useTranslation();
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

  const deleted = (at: string) => t('trash.deletedAt', { date: formatDateTime(at, i18n.language) });
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
          <QueryState
            query={boxes}
            failedTitle={t('trash.boxesLoadFailed')}
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState icon="🗑️" title={t('trash.emptyBoxes')} />}
          >
            {(list) => (
              <ul className="flex flex-col gap-2">
                {list.map((box) => (
                  <TrashItem
                    key={box.id}
                    icon={box.emoji}
                    title={box.name}
                    details={`${t('trash.boxEvents', { count: box.eventCount })} · ${deleted(box.deletedAt)}`}
                    busy={busy}
                    onRestore={() => run('restore', 'boxes', box.id)}
                    onPurge={() => setPurging({ kind: 'boxes', id: box.id, name: box.name })}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </TabsContent>
        <TabsContent value="events">
          <QueryState
            query={events}
            failedTitle={t('trash.eventsLoadFailed')}
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState icon="🗑️" title={t('trash.emptyEvents')} />}
          >
            {(list) => (
              <ul className="flex flex-col gap-2">
                {list.map((event) => (
                  <TrashItem
                    key={event.id}
                    icon={event.box.emoji}
                    title={event.description}
                    details={
                      <>
                        {event.box.name} · {deleted(event.deletedAt)}
                        {event.boxInTrash && (
                          <span className="block text-amber-800 dark:text-amber-300">{t('trash.boxInTrash')}</span>
                        )}
                      </>
                    }
                    busy={busy}
                    onRestore={() => run('restore', 'events', event.id)}
                    onPurge={() => setPurging({ kind: 'events', id: event.id, name: event.description })}
                  />
                ))}
              </ul>
            )}
          </QueryState>
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
