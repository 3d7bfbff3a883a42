import { useTranslation } from 'react-i18next';
import type { TrashedEvent } from '../../../shared/schemas/trash';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime } from '../../lib/format';
import { TrashItem } from './TrashItem';
import { useTrashedEvents } from './useTrash';

/** The trash's events: each with its box, when it was deleted, and whether its box is in the trash too. */
export function TrashedEvents({
  busy,
  onRestore,
  onPurge,
}: {
  busy: boolean;
  onRestore: (event: TrashedEvent) => void;
  onPurge: (event: TrashedEvent) => void;
}) {
  const { t, i18n } = useTranslation();
  // Its own observer: a query re-renders only for the fields read, and the screen reads the list alone (its count),
  // so a failure arriving while this tab is hidden would never reach a result handed down from there.
  const events = useTrashedEvents();
  return (
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
                  {event.box.name} · {t('trash.deletedAt', { date: formatDateTime(event.deletedAt, i18n.language) })}
                  {event.boxInTrash && (
                    <span className="block text-amber-800 dark:text-amber-300">{t('trash.boxInTrash')}</span>
                  )}
                </>
              }
              busy={busy}
              onRestore={() => onRestore(event)}
              onPurge={() => onPurge(event)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
