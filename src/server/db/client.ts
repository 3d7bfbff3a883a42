import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

const CONNECT_TIMEOUT_MS = 5_000;

/** A client that reads the server's address when it connects, so a pool follows a server that moved port. */
function clientFollowing(url: () => string): new () => pg.Client {
  return class FollowingClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionString: url() });
    }
  };
}

/**
 * One pool for the whole process; every query goes through it. `url` may be a function when the server's
 * address can change (the embedded server restarted on another port): each new connection asks it.
 */
export function openDatabase(
  url: string | (() => string),
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({
    ...(typeof url === 'string' ? { connectionString: url } : { Client: clientFollowing(url) }),
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    // A server that accepts connections but never answers (a stopped process, another program on its port)
    // costs a request 5 s and a 503, not a hang.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A pooled connection that dies while idle (a database restart) is dropped; the next query opens a new one.
  pool.on('error', options.onIdleError ?? (() => {}));
  return drizzle(pool, { schema });
}

export async function serverVersion(db: Database): Promise<string> {
  const { rows } = await db.$client.query<{ server_version: string }>('SHOW server_version');
  return rows[0]?.server_version.split(' ')[0] ?? 'unknown';
}
