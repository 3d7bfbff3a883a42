import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Box } from '../../../shared/schemas/boxes';
import { showErrorToast } from '../../api/error-toast';
import { invalidateEventViews } from '../../api/invalidate-event-views';
import { type OutboxEvent, pendingDelta } from '../../api/outbox/outbox-event';
import { startOutboxSender } from '../../api/outbox/outbox-sender';
import { pendingEvents } from '../../api/outbox/pending-events';
import { queryKeys } from '../../api/query-keys';
import { debounce } from '../../lib/debounce';

/** After a burst of taps, what shows events is fetched again once, not once per tap. */
const REFRESH_AFTER_MS = 400;

/** The count an event added while it waited now belongs to the server's figure, until the boxes are fetched again. */
function moveIntoTodayCount(queryClient: QueryClient, event: OutboxEvent) {
  const delta = pendingDelta(event, new Date());
  if (!delta) return;
  queryClient.setQueryData<Box[]>(queryKeys.boxes, (boxes) =>
    boxes?.map((box) => (box.id === event.boxId ? { ...box, todayCount: box.todayCount + delta } : box)),
  );
}

/**
 * Keeps the signed-in person's outbox sending while the app is open, and shows what becomes of each event:
 * counts that stay steady as events leave the outbox, the 'Errore' toast once for a refusal, and one refresh
 * of every view of events after a round that delivered something (here or in another tab).
 */
export function useEventOutbox(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = debounce(() => invalidateEventViews(queryClient, { withBoxes: true }), REFRESH_AFTER_MS);
    const stopSending = startOutboxSender(userId, (outcome) => {
      switch (outcome.type) {
        case 'sent':
          // A fetch of the boxes already under way may predate this event: its answer would lose it.
          void queryClient
            .cancelQueries({ queryKey: queryKeys.boxes, exact: true })
            .then(() => pendingEvents.leave(outcome.event, () => moveIntoTodayCount(queryClient, outcome.event)));
          break;
        case 'refused':
          void pendingEvents.leave(outcome.event, () => {});
          if (!outcome.event.undo) {
            showErrorToast(
              outcome.error,
              outcome.event.kind === 'counter' ? 'boxes.counterFailed' : 'boxes.eventFailed',
            );
          }
          break;
        case 'signed-out':
          // Whoever the stored token now belongs to (no one, or another account) gets a screen of their own.
          void queryClient.resetQueries();
          break;
        case 'round-ended':
          if (outcome.sent > 0) refresh();
          break;
      }
    });
    // Another tab's changes: the server's counts first, then the outbox, so nothing is counted twice or not at all.
    const followOtherTab = debounce(async () => {
      await queryClient.refetchQueries({ queryKey: queryKeys.boxes, exact: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.outbox(userId) });
      invalidateEventViews(queryClient);
    }, REFRESH_AFTER_MS);
    const stopListening = pendingEvents.onOtherTabChange((changed) => {
      if (changed === userId) followOtherTab();
    });
    return () => {
      stopSending();
      stopListening();
      refresh.cancel();
      followOtherTab.cancel();
    };
  }, [userId, queryClient]);
}
