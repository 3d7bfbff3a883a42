import { notifyManager, queryOptions } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import type { OutboxEvent } from './outbox-event';
import { outboxStore } from './outbox-store';

let channel: BroadcastChannel | undefined;
const otherTabListeners = new Set<(userId: string) => void>();

/** One channel per tab: a BroadcastChannel never hears its own messages, only the other tabs'. */
function tabs(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('korai-outbox');
    channel.onmessage = ({ data }: MessageEvent<{ userId: string }>) => {
      for (const listener of otherTabListeners) listener(data.userId);
    };
  }
  return channel;
}

function setPending(userId: string, update: (events: OutboxEvent[]) => OutboxEvent[]) {
  queryClient.setQueryData<OutboxEvent[]>(queryKeys.outbox(userId), (events = []) => update(events));
}

const without = (key: string) => (events: OutboxEvent[]) => events.filter((event) => event.key !== key);

/**
 * Shows a change to the outbox at once, writes it, then reads the outbox back and tells the other tabs.
 * A read already under way is cancelled first, so it cannot bring back what the change removed.
 */
async function change(userId: string, show: (events: OutboxEvent[]) => OutboxEvent[], write: () => Promise<void>) {
  await queryClient.cancelQueries({ queryKey: queryKeys.outbox(userId) });
  setPending(userId, show);
  try {
    await write();
  } finally {
    void queryClient.invalidateQueries({ queryKey: queryKeys.outbox(userId) });
    tabs()?.postMessage({ userId });
  }
}

/** The signed-in person's events waiting on this device, as a query over the outbox store. */
export const pendingEvents = {
  query: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.outbox(userId),
      queryFn: () => outboxStore.listFor(userId),
      staleTime: Number.POSITIVE_INFINITY,
      // It reads the device, not the network: offline is when it matters most.
      networkMode: 'always',
    }),

  /** Shows the event as waiting at once; rejects, taking it back off the screen, if the device cannot keep it. */
  queue(event: OutboxEvent): Promise<void> {
    return change(
      event.userId,
      (events) => [...events, event],
      async () => {
        try {
          await outboxStore.add(event);
        } catch (error) {
          setPending(event.userId, without(event.key));
          throw error;
        }
      },
    );
  },

  undo(event: OutboxEvent): Promise<void> {
    return change(
      event.userId,
      // Still waiting, it stops counting; already acknowledged, the server's count must lose it.
      (events) =>
        events.some((waiting) => waiting.key === event.key)
          ? without(event.key)(events)
          : [...events, { ...event, attempts: 1, undo: true, acknowledged: true }],
      async () => {
        const undone = await outboxStore.undo(event);
        setPending(event.userId, (events) => [...without(event.key)(events), ...(undone ? [undone] : [])]);
      },
    );
  },

  /**
   * An event the store no longer holds leaves the screen, in the same render as `alongside` (the query-cache
   * change that takes its place, such as the server's count going up by the one that was waiting).
   */
  async leave(event: OutboxEvent, alongside: () => void): Promise<void> {
    await change(
      event.userId,
      (events) => events,
      async () =>
        notifyManager.batch(() => {
          setPending(event.userId, without(event.key));
          alongside();
        }),
    );
  },

  /** A deleted account's events are never sent. */
  async dropAllOf(userId: string): Promise<void> {
    await change(
      userId,
      () => [],
      () => outboxStore.removeAllOf(userId),
    );
  },

  /** Called when another tab changed a user's outbox (sent, queued or undid something): read it again. */
  onOtherTabChange(listener: (userId: string) => void): () => void {
    tabs();
    otherTabListeners.add(listener);
    return () => otherTabListeners.delete(listener);
  },
};
