import type pg from 'pg';
import { openConnection } from '../db/client.js';

export interface Connection {
  client: pg.Client;
  /** One statement at a time: the jobs share the connection, and pg wants each statement to wait for the last. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<Row>>;
  alive: boolean;
  lost?: Error;
}

/**
 * The scheduler's own connection (never the app's pool, which requests may keep busy), opened again at the
 * server's address of the moment once it is lost. Says once that the database cannot be reached, and once that
 * it answers again.
 */
export function createSchedulerConnection(options: {
  url: string | (() => string);
  name: string;
  log: (message: string, error?: unknown) => void;
  stopped: () => boolean;
}) {
  let current: Connection | undefined;
  let connecting: Promise<Connection> | undefined;
  let unreachable = false;

  async function open(): Promise<Connection> {
    if (options.stopped()) throw new Error('the scheduler has stopped');
    const client = openConnection(options.url, `korai-scheduler ${options.name}`.slice(0, 63));
    let last: Promise<unknown> = Promise.resolve();
    const opened: Connection = {
      client,
      alive: true,
      query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
        const result = last.then(() => client.query<Row>(text, values));
        last = result.catch(() => undefined);
        return result;
      },
    };
    // A server that dies (or ends this connection) reports it here, also while the connection is idle: without
    // a listener the error would end the process.
    client.on('error', (error) => {
      opened.alive = false;
      opened.lost ??= error;
    });
    client.on('end', () => {
      opened.alive = false;
    });
    try {
      await client.connect();
    } catch (error) {
      opened.alive = false;
      void client.end().catch(() => {});
      throw error;
    }
    if (options.stopped()) {
      void client.end().catch(() => {});
      throw new Error('the scheduler has stopped');
    }
    if (unreachable) options.log('scheduled jobs: the database answers again');
    unreachable = false;
    current = opened;
    return opened;
  }

  return {
    get(): Promise<Connection> {
      if (current?.alive) return Promise.resolve(current);
      connecting ??= open().finally(() => {
        connecting = undefined;
      });
      return connecting;
    },
    /** A failed attempt to connect: logged the first time only. */
    unreachable(error: unknown) {
      if (!unreachable && !options.stopped()) {
        options.log('scheduled jobs: the database cannot be reached; trying again', error);
      }
      unreachable = true;
    },
    /** Ends the connection, waiting a second at most. */
    async close(wait: (ms: number) => Promise<void>) {
      const open = current;
      current = undefined;
      if (open) await Promise.race([open.client.end().catch(() => undefined), wait(1_000)]);
    },
  };
}

export type SchedulerConnection = ReturnType<typeof createSchedulerConnection>;
