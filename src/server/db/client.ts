import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** One pool for the whole process; every query goes through it. */
export function openDatabase(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20, idleTimeoutMillis: 30_000 });
  // A pooled connection that dies while idle (a database restart) is dropped; the next query opens a new one.
  pool.on('error', options.onIdleError ?? (() => {}));
  return drizzle(pool, { schema });
}

export async function serverVersion(db: Database): Promise<string> {
  const { rows } = await db.$client.query<{ server_version: string }>('SHOW server_version');
  return rows[0]?.server_version.split(' ')[0] ?? 'unknown';
}
