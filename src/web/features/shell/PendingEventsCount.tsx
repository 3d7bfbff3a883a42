import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { awaitingDelivery } from '../../api/outbox/outbox-event';
import { usePendingEvents } from '../../api/outbox/usePendingEvents';

/** The header's count of events kept on this device until the server has them; nothing when none wait. */
export function PendingEventsCount({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const count = awaitingDelivery(usePendingEvents(userId));
  return (
    <span role="status">
      {count > 0 && (
        <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
          <CloudUpload className="size-4" aria-hidden />
          {/* A phone's header has room for the number alone. */}
          <span aria-hidden className="sm:hidden">
            {count}
          </span>
          <span aria-hidden className="hidden sm:inline">
            {t('outbox.pending', { count })}
          </span>
          <span className="sr-only">{t('outbox.pendingLong', { count })}</span>
        </span>
      )}
    </span>
  );
}
