import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { showErrorToast, showSuccessToast } from '../../components/ui/error-toast';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { formatDateTime } from '../../lib/format';
import { TrashItem } from './TrashItem';
import { type TrashKind, useTrashedBoxes, useTrashedEvents, useTrashMutations } from './useTrash';

const FAILURES = {
  restore: { boxes: 'trash.restoreBoxFailed', events: 'trash.restoreEventFailed' },
  purge: { boxes: 'trash.purgeBoxFailed', events: 'trash.purgeEventFailed' },
} as const;

/** /cestino: boxes and events deleted in the last 30 days, restorable or deletable for good. */
export function TrashScreen() {
  const { t, i18n } = useTranslation();
  const boxes = useTrashedBoxes();
  const events = useTrashedEvents();
  const { restore, purge } = useTrashMutations();
  const [purging, setPurging] = useState<{ kind: TrashKind; id: number; name: string } | null>(null);
  const busy = restore.isPending || purge.isPending;

  async function run(action: 'restore' | 'purge', kind: TrashKind, id: number) {
    try {
      const { message } = await (action === 'restore' ? restore : purge).mutateAsync({ kind, id });
      setPurging(null);
      showSuccessToast(message);
    } catch (error) {
      setPurging(null);
      showErrorToast(error, FAILURES[action][kind]);
    }
  }

  const deleted = (at: string) => t('trash.deletedAt', { date: formatDateTime(at, i18n.language) });

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
          <TabsTrigger value="boxes">{t('trash.boxesTab', { count: boxes.data?.length ?? 0 })}</TabsTrigger>
          <TabsTrigger value="events">{t('trash.eventsTab', { count: events.data?.length ?? 0 })}</TabsTrigger>
        </TabsList>
        <TabsContent value="boxes">
          {boxes.isPending ? (
            <Spinner />
          ) : !boxes.data?.length ? (
            <EmptyState icon="🗑️" title={t('trash.emptyBoxes')} />
          ) : (
            <ul className="flex flex-col gap-2">
              {boxes.data.map((box) => (
                <TrashItem
                  key={box.id}
                  icon={box.emoji}
                  title={box.name}
                  details={`${t('trash.boxEvents', { count: box.eventCount })} · ${deleted(box.deletedAt)}`}
                  busy={busy}
                  onRestore={() => void run('restore', 'boxes', box.id)}
                  onPurge={() => setPurging({ kind: 'boxes', id: box.id, name: box.name })}
                />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="events">
          {events.isPending ? (
            <Spinner />
          ) : !events.data?.length ? (
            <EmptyState icon="🗑️" title={t('trash.emptyEvents')} />
          ) : (
            <ul className="flex flex-col gap-2">
              {events.data.map((event) => (
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
                  onRestore={() => void run('restore', 'events', event.id)}
                  onPurge={() => setPurging({ kind: 'events', id: event.id, name: event.description })}
                />
              ))}
            </ul>
          )}
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
        onConfirm={() => purging && void run('purge', purging.kind, purging.id)}
        onClose={() => setPurging(null)}
      />
    </section>
  );
}
