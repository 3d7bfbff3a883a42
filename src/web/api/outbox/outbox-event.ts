import { nanoid } from 'nanoid';
import type { CreateEventRequest } from '../../../shared/schemas/events';
import { localDayOf, toLocalDay, toOffsetDateTime } from '../../lib/date-range';

/** An event made on this device, kept until the server has acknowledged it. */
export interface OutboxEvent {
  /** The Idempotency-Key, minted when the person acted: every retry sends the same one. */
  key: string;
  userId: string;
  boxId: number;
  kind: 'counter' | 'descriptive';
  body: CreateEventRequest;
  /** When the event happens (the chosen date, else the moment of the action), for today's count. */
  at: string;
  queuedAt: number;
  /** Sends begun: after the first, the server may have the event even if no answer came back. */
  attempts: number;
  /** Taken back by the person: sent (harmless with its key) and then moved to the trash. */
  undo?: boolean;
  /** Taken back after the server acknowledged it, so the server's count of today already includes it. */
  acknowledged?: boolean;
}

/**
 * A new event for the outbox, its key minted now. Without a chosen date, an event queued offline keeps the moment
 * the person acted; one sent at once is dated by the server's clock, so a device's clock running ahead cannot
 * turn a tap into a reminder.
 */
export function newOutboxEvent(
  input: Pick<OutboxEvent, 'userId' | 'boxId' | 'kind' | 'body'>,
  now: Date,
  online: boolean,
): OutboxEvent {
  const dated = input.body.eventDate !== undefined;
  const body = dated || online ? input.body : { ...input.body, eventDate: toOffsetDateTime(now) };
  return {
    ...input,
    key: nanoid(),
    body,
    at: dated ? new Date(input.body.eventDate as string).toISOString() : now.toISOString(),
    queuedAt: now.getTime(),
    attempts: 0,
  };
}

/** What a waiting event adds to its box's count of today, on top of the server's figure. */
export function pendingDelta(event: OutboxEvent, now: Date): number {
  const at = new Date(event.at);
  if (localDayOf(event.at) !== toLocalDay(now) || at > now) return 0;
  if (!event.undo) return 1;
  return event.acknowledged ? -1 : 0;
}

/** A box's count of today: the server's figure with what waits on this device. */
export function todayCountWithPending(
  serverCount: number,
  events: readonly OutboxEvent[],
  boxId: number,
  now: Date,
): number {
  const pending = events.reduce((sum, event) => sum + (event.boxId === boxId ? pendingDelta(event, now) : 0), 0);
  return Math.max(0, serverCount + pending);
}

/** Events still to be recorded (an undone one is bookkeeping, not something the person waits for). */
export function awaitingDelivery(events: readonly OutboxEvent[], boxId?: number): number {
  return events.filter((event) => !event.undo && (boxId === undefined || event.boxId === boxId)).length;
}
