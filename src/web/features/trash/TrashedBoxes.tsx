import { useTranslation } from 'react-i18next';
import type { TrashedBox } from '../../../shared/schemas/trash';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime } from '../../lib/format';
import { TrashItem } from './TrashItem';
import { useTrashedBoxes } from './useTrash';

/** The trash's boxes: each with its events' count and when it was deleted. */
export function TrashedBoxes({
  busy,
  onRestore,
  onPurge,
}: {
  busy: boolean;
  onRestore: (box: TrashedBox) => void;
  onPurge: (box: TrashedBox) => void;
}) {
  const { t, i18n } = useTranslation();
  // Its own observer: a query re-renders only for the fields read, and the screen reads the list alone (its count),
  // so a failure arriving while this tab is hidden would never reach a result handed down from there.
  const boxes = useTrashedBoxes();
  return (
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
              details={`${t('trash.boxEvents', { count: box.eventCount })} · ${t('trash.deletedAt', { date: formatDateTime(box.deletedAt, i18n.language) })}`}
              busy={busy}
              onRestore={() => onRestore(box)}
              onPurge={() => onPurge(box)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
