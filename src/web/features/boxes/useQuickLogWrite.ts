import { useCallback } from 'react';
import type { Box } from '../../../shared/schemas/boxes';
import { newOutboxEvent } from '../../api/outbox/outbox-event';
import { sendOutbox } from '../../api/outbox/outbox-sender';
import { pendingEvents } from '../../api/outbox/pending-events';
import { toOffsetDateTime } from '../../lib/date-range';

export interface QuickLogEntry {
  box: Box;
  quantity: number;
  /** When it happened; null for now. */
  at: Date | null;
  unit: string | null;
  /** The unit counts the box's own things ("3 bicchieri"), rather than measuring ("5 km"). */
  counts: boolean;
  tags: string[];
  /** A descriptive box's description: the words the reader did not need, else the box's name. */
  words: string[];
}

/**
 * A quick log written down: kept on this device and sent by the outbox, as a tap is. A descriptive box gets one
 * event with the quantity, the words and the tags; a counter box counts times, so "2 caffè" and "3 bicchieri" are
 * two and three +1, and a measure ("5 km") is one +1 (its preview says the measure is not kept).
 */
export function useQuickLogWrite(userId: string) {
  return useCallback(
    async ({ box, quantity, at, unit, counts, tags, words }: QuickLogEntry) => {
      const now = new Date();
      const eventDate = at ? toOffsetDateTime(at) : undefined;
      const when = eventDate ? { eventDate } : {};
      const hashtags = tags.map((tag) => `#${tag}`);
      const bodies =
        box.trackingMode === 'descriptive'
          ? [{ description: [...(words.length ? words : [box.name]), ...hashtags].join(' '), quantity, ...when }]
          : Array.from({ length: unit && !counts ? 1 : quantity }, () => ({ quantity: 1, ...when }));
      for (const body of bodies) {
        await pendingEvents.queue(
          newOutboxEvent({ userId, boxId: box.id, kind: box.trackingMode, body }, now, navigator.onLine),
        );
      }
      sendOutbox();
    },
    [userId],
  );
}
