import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEvent } from './outbox-event';

interface OutboxDatabase extends DBSchema {
  events: { key: string; value: OutboxEvent; indexes: { byUser: string } };
}

let database: Promise<IDBPDatabase<OutboxDatabase>> | undefined;

function open() {
  database ??= openDB<OutboxDatabase>('korai-outbox', 1, {
    upgrade(db) {
      db.createObjectStore('events', { keyPath: 'key' }).createIndex('byUser', 'userId');
    },
  });
  return database;
}

/** The outbox on this device (IndexedDB): each change is one transaction, so tabs and retries never disagree. */
export const outboxStore = {
  async add(event: OutboxEvent): Promise<void> {
    await (await open()).add('events', event);
  },

  /** A user's waiting events, oldest first. */
  async listFor(userId: string): Promise<OutboxEvent[]> {
    const events = await (await open()).getAllFromIndex('events', 'byUser', userId);
    return events.sort((a, b) => a.queuedAt - b.queuedAt);
  },

  /** Counts a send about to begin; nothing when the event is no longer waiting. */
  async claim(key: string): Promise<OutboxEvent | undefined> {
    const tx = (await open()).transaction('events', 'readwrite');
    const event = await tx.store.get(key);
    const claimed = event && { ...event, attempts: event.attempts + 1 };
    if (claimed) await tx.store.put(claimed);
    await tx.done;
    return claimed;
  },

  /** After the server's acknowledgement: the event leaves, unless the person took it back meanwhile. */
  async settle(key: string): Promise<'settled' | 'undone'> {
    const tx = (await open()).transaction('events', 'readwrite');
    const event = await tx.store.get(key);
    if (!event?.undo) await tx.store.delete(key);
    await tx.done;
    return event?.undo ? 'undone' : 'settled';
  },

  async remove(key: string): Promise<void> {
    await (await open()).delete('events', key);
  },

  /**
   * The person takes an event back. Never sent, it simply goes. Otherwise the server may have it (or has
   * acknowledged it, and it left the outbox): it stays, or comes back, marked to be sent and moved to the trash.
   */
  async undo(event: OutboxEvent): Promise<OutboxEvent | undefined> {
    const tx = (await open()).transaction('events', 'readwrite');
    const waiting = await tx.store.get(event.key);
    let undone: OutboxEvent | undefined;
    if (waiting?.attempts === 0) await tx.store.delete(event.key);
    else {
      undone = waiting ? { ...waiting, undo: true } : { ...event, attempts: 1, undo: true, acknowledged: true };
      await tx.store.put(undone);
    }
    await tx.done;
    return undone;
  },

  /** Everything a deleted account left waiting. */
  async removeAllOf(userId: string): Promise<void> {
    const tx = (await open()).transaction('events', 'readwrite');
    for (const key of await tx.store.index('byUser').getAllKeys(userId)) await tx.store.delete(key);
    await tx.done;
  },
};
