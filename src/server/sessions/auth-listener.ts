import type pg from 'pg';
import type { Database } from '../db/client.js';

/** The channel PostgreSQL's triggers name a user on when their sessions end or their row changes. */
const AUTH_CHANNEL = 'korai_auth';
const RELISTEN_MS = 1_000;

/**
 * Listens on the auth channel on a connection of its own: each user named goes to `onUser`. When the connection
 * drops, `onDown` is told and the connection is made again a second later, until `close`.
 */
export function listenForAuthChanges(db: Database, onUser: (userId: string) => void, onDown: () => void) {
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function dropListener() {
    if (!listener) return;
    const client = listener;
    listener = undefined;
    onDown();
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
        if (message.channel === AUTH_CHANNEL && message.payload) onUser(message.payload);
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
    listening: () => listener !== undefined,
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (listener) {
        listener.removeAllListeners('notification');
        void listener.end().catch(() => undefined);
        listener = undefined;
      }
    },
  };
}
