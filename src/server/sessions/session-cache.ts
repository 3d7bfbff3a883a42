import type { Database } from '../db/client.js';
import { listenForAuthChanges } from './auth-listener.js';

const MAX_ENTRIES = 10_000;
/** A bound on any staleness should a notification ever be missed; notifications are what keep entries right. */
const ENTRY_TTL_MS = 60_000;

interface Entry<T> {
  value: T;
  userId: string;
  storedAt: number;
  /** The process's count of its own writes to users and sessions when the entry was stored. */
  localWrites: number;
}

/**
 * Signed-in sessions by token hash, so a request needs no session lookup. Correct across app processes: a
 * trigger on `users` and `sessions` notifies every process listening (LISTEN korai_auth) of the user whose
 * sessions ended or whose row changed, as the change commits (another process hears it a moment later, as
 * PostgreSQL delivers notifications once the commit is done); this process's own writes to those tables drop
 * every entry at once (see `$authWrites` in db/client.ts). While the listening connection is down nothing is
 * cached.
 */
export function createSessionCache<T>(db: Database) {
  const entries = new Map<string, Entry<T>>();
  let notifications = 0;

  function forgetUser(userId: string) {
    notifications += 1;
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  }

  const auth = listenForAuthChanges(db, forgetUser, () => entries.clear());

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (
        !auth.listening() ||
        entry.localWrites !== db.$authWrites.count ||
        performance.now() - entry.storedAt > ENTRY_TTL_MS
      ) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },

    /** Taken before reading the database; `set` then stores only if nothing changed while it read. */
    ticket() {
      return { notifications, localWrites: db.$authWrites.count, storedAt: performance.now() };
    },

    set(ticket: ReturnType<typeof this.ticket>, key: string, userId: string, value: T) {
      if (!auth.listening() || ticket.notifications !== notifications || ticket.localWrites !== db.$authWrites.count)
        return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, { value, userId, storedAt: ticket.storedAt, localWrites: ticket.localWrites });
    },

    /** Replaces the value of an entry still held (a session extended by this process). */
    update(key: string, value: T) {
      const entry = entries.get(key);
      if (entry) entry.value = value;
    },

    close() {
      auth.close();
      entries.clear();
    },
  };
}
