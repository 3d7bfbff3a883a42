import { useQuery } from '@tanstack/react-query';
import type { OutboxEvent } from './outbox-event';
import { pendingEvents } from './pending-events';

const NONE: OutboxEvent[] = [];

/** The person's events waiting on this device, oldest first; shown at once, kept in step with the other tabs. */
export function usePendingEvents(userId: string): OutboxEvent[] {
  return useQuery(pendingEvents.query(userId)).data ?? NONE;
}
