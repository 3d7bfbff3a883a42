import os from 'node:os';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** What a query needs: the pool's database, or one connection's (a heavy job's, see bulk-pool.ts). */
export type AnyDatabase = NodePgDatabase<typeof schema>;

export type Database = AnyDatabase & {
  $client: pg.Pool;
  /** This process's writes that may end a session or change a user, counted by its connections (see clientClass). */
  $authWrites: { count: number };
};

/** The database inside `db.transaction(...)`: what a step of a larger write takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connections a process keeps, from the cores it may use: PostgreSQL does the most work with about two busy
 * connections per core (one running while another waits on I/O or on its client), and more only add memory and
 * contention; a request that finds them all busy waits in the pool's queue.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.max(4, 2 * cores);
}

/** Statements that may end a session or change a user: what a cached session must not outlive. */
const AUTH_WRITE = /\b(?:update|delete\s+from)\s+"?(?:users|sessions)"?\s/i;
const TRANSACTION_END = /^\s*(?:commit|rollback)\b/i;
const TRANSACTION_BEGIN = /^\s*begin\b/i;
/** Starts a statement that changes users or sessions in no way a cached session cares about (a session extended). */
export const SESSION_TOUCH = '/* session touch */';

/**
 * The pool's connections. Each counts, in `authWrites`, every statement that may end a session or change a user,
 * as it is sent and again once it (or the transaction holding it) has committed, so a session cache can tell
 * that what it read may be out of date. With `url` a function, each connection reads the server's address as it
 * connects, so a pool follows a server that moved port.
 */
function clientClass(url: string | (() => string), authWrites: { count: number }): new () => pg.Client {
  return class KoraiClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(typeof url === 'string' ? config : { ...config, connectionString: url() });
      // A connection whose server dies while it is checked out between two statements (a job's transaction when
      // PostgreSQL is killed) reports it here rather than ending the process; its next statement fails and the
      // pool drops it.
      this.on('error', () => {});
      const send = this.query.bind(this) as (...args: unknown[]) => unknown;
      let uncommitted = false;
      const counted = () => {
        authWrites.count += 1;
      };
      this.query = ((...args: unknown[]) => {
        const first = args[0] as string | { text?: unknown } | undefined;
        const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
        const writes = !text.startsWith(SESSION_TOUCH) && AUTH_WRITE.test(text);
        const ends = uncommitted && TRANSACTION_END.test(text);
        if (writes) {
          counted();
          uncommitted = true;
        }
        if (ends) uncommitted = false;
        const result = send(...args);
        if ((writes || ends) && result instanceof Promise) result.then(counted, counted);
        if (TRANSACTION_BEGIN.test(text) && result instanceof Promise)
          result.catch((error) => this.dropAfterBegin(error));
        return result;
      }) as typeof this.query;
    }

    /**
     * Drizzle's pooled `transaction()` sends BEGIN before its try/finally (drizzle-orm#6241, open upstream), so a
     * BEGIN that fails (PostgreSQL killed, the connection cut) never gives the connection back: the pool would wait
     * for it forever, and a shutdown with it. Such a connection is handed back here, as broken.
     */
    private dropAfterBegin(error: Error) {
      const pooled = this as pg.Client & { release?: (error?: Error) => void };
      if (typeof pooled.release !== 'function') return;
      const release = pooled.release;
      pooled.release = () => {};
      release(error);
    }
  };
}

/** The settings every connection of the app opens with, in its pool or on its own. */
const CONNECTION_SETTINGS = {
  // A server that accepts connections but never answers (a stopped process, another program on its port)
  // costs a request 5 s and a 503, not a hang.
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  // Korai's statements each read one person's rows: compiling one with JIT (which a PostgreSQL built with LLVM
  // does once a plan's estimated cost is high, as a year of correlations' is) costs tens to hundreds of ms
  // and never pays back.
  options: '-c jit=off',
} satisfies pg.ClientConfig;

/**
 * A connection of its own, outside the pool, for work that must not queue behind requests (the scheduler's claims
 * and locks). With `url` a function it reads the server's address as it connects, as the pool's do. Not connected
 * yet; it reports a server's death as an 'error' event, so give it a listener.
 */
export function openConnection(url: string | (() => string), applicationName: string): pg.Client {
  return new pg.Client({
    ...CONNECTION_SETTINGS,
    connectionString: typeof url === 'string' ? url : url(),
    application_name: applicationName,
  });
}

/**
 * One pool for the whole process; every query goes through it. `url` may be a function when the server's
 * address can change (the embedded server restarted on another port): each new connection asks it.
 */
export function openDatabase(
  url: string | (() => string),
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  const authWrites = { count: 0 };
  const pool = new pg.Pool({
    ...(typeof url === 'string' ? { connectionString: url } : {}),
    Client: clientClass(url, authWrites),
    max: options.max ?? defaultPoolSize(),
    idleTimeoutMillis: 30_000,
    ...CONNECTION_SETTINGS,
  });
  // A pooled connection that dies while idle (a database restart) is dropped; the next query opens a new one.
  pool.on('error', options.onIdleError ?? (() => {}));
  return Object.assign(drizzle(pool, { schema }), { $authWrites: authWrites });
}

export async function serverVersion(db: Database): Promise<string> {
  const { rows } = await db.$client.query<{ server_version: string }>('SHOW server_version');
  return rows[0]?.server_version.split(' ')[0] ?? 'unknown';
}
