import { useCallback } from 'react';
import type { Box } from '../../../shared/schemas/boxes';
import type { CreateEventRequest } from '../../../shared/schemas/events';
import { newOutboxEvent } from '../../api/outbox/outbox-event';
import { type EventOutcome, outcomeOf, sendOutbox } from '../../api/outbox/outbox-sender';
import { pendingEvents } from '../../api/outbox/pending-events';

/** How long Save waits for the server before leaving the event to the outbox. */
const ANSWER_WAIT_MS = 6000;

/**
 * A descriptive event, kept on this device first. Online, it resolves with the server's answer ('sent' or
 * 'refused'); offline, or with no answer in time, with 'deferred': the outbox sends it later. Rejects only
 * when the device cannot keep it.
 */
export function useCreateEvent(userId: string) {
  return useCallback(
    async (box: Box, body: CreateEventRequest): Promise<EventOutcome> => {
      const online = navigator.onLine;
      const event = newOutboxEvent({ userId, boxId: box.id, kind: 'descriptive', body }, new Date(), online);
      await pendingEvents.queue(event);
      const outcome = online ? outcomeOf(event.key, ANSWER_WAIT_MS) : Promise.resolve('deferred' as const);
      sendOutbox();
      return outcome;
    },
    [userId],
  );
}
