import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import { showErrorToast } from '../../api/error-toast';
import { newOutboxEvent, type OutboxEvent } from '../../api/outbox/outbox-event';
import { sendOutbox } from '../../api/outbox/outbox-sender';
import { pendingEvents } from '../../api/outbox/pending-events';
import { showSuccessToast } from '../../components/ui/success-toast';
import { toast } from '../../lib/toast';

/**
 * A counter tap: kept on this device and counted at once, sent by the outbox, and undoable from its toast for
 * 5 seconds. A refusal takes the count back with the 'Errore' toast (see useEventOutbox).
 */
export function useCounterTap(userId: string) {
  const { t } = useTranslation();
  return useCallback(
    (box: Box) => {
      const event = newOutboxEvent(
        { userId, boxId: box.id, kind: 'counter', body: { quantity: 1 } },
        new Date(),
        navigator.onLine,
      );
      pendingEvents.queue(event).then(sendOutbox, (error) => showErrorToast(error, 'boxes.counterFailed'));
      toast({
        title: t('boxes.tapRecorded'),
        description: box.name,
        action: {
          label: t('common.undo'),
          altText: t('boxes.undoTap', { name: box.name }),
          onAction: () => undo(event, t('boxes.tapUndone'), box.name),
        },
      });
    },
    [userId, t],
  );
}

/**
 * `count` times +1 at a moment the person chose (a forgotten coffee), each kept on this device and sent by the
 * outbox like a tap. Resolves once all are kept; rejects when the device cannot keep them.
 */
export function useCounterLater(userId: string) {
  return useCallback(
    async (box: Box, eventDate: string, count: number) => {
      const now = new Date();
      const events = Array.from({ length: count }, () =>
        newOutboxEvent({ userId, boxId: box.id, kind: 'counter', body: { quantity: 1, eventDate } }, now, true),
      );
      for (const event of events) await pendingEvents.queue(event);
      sendOutbox();
    },
    [userId],
  );
}

function undo(event: OutboxEvent, done: string, boxName: string) {
  pendingEvents.undo(event).then(
    () => {
      sendOutbox();
      showSuccessToast(done, boxName);
    },
    (error) => showErrorToast(error, 'boxes.undoFailed'),
  );
}
