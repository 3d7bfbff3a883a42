import type pg from 'pg';
import type { Database } from '../db/client.js';

/** The channel PostgreSQL's triggers name a user on when their sessions end or their row changes. */
const AUTH_CHANNEL = 'korai_auth';
const MAX_ENTRIES = 10_000;
/** A bound on any staleness should a notification ever be missed; notifications are what keep entries right. */
const ENTRY_TTL_MS = 60_000;
const RELISTEN_MS = 1_000;

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
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function forgetUser(userId: string) {
    notifications += 1;
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  }

  function dropListener() {
    if (!listener) return;
    const client = listener;
    listener = undefined;
    entries.clear();
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
  }

  async function listen() {
    retry = undefined;
    if (closed) return;
    let client: pg.Client | undefined;
    try {
      // A connection of its own, made as the pool makes its own (same server, same timeouts), but outside it: it
      // stays open for good, and must not hold up the pool's end.
      const pool = db.$client as pg.Pool & { Client: new (options: unknown) => pg.Client; options: unknown };
      client = new pool.Client(pool.options);
      client.on('error', () => dropListener());
      client.on('end', () => dropListener());
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === AUTH_CHANNEL && message.payload) forgetUser(message.payload);
      });
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
      if (closed) return void client.end();
      listener = client;
    } catch {
      void client?.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
    }
  }

  void listen();

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (
        !listener ||
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
      if (!listener || ticket.notifications !== notifications || ticket.localWrites !== db.$authWrites.count) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, { value, userId, storedAt: ticket.storedAt, localWrites: ticket.localWrites });
    },

    /** Replaces the value of an entry still held (a session extended by this process). */
    update(key: string, value: T) {
      const entry = entries.get(key);
      if (entry) entry.value = value;
    },

    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (listener) {
        listener.removeAllListeners('notification');
        void listener.end().catch(() => undefined);
        listener = undefined;
      }
      entries.clear();
    },
  };
}
