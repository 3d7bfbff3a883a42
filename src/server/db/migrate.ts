import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../project-root.js';
import type { Database } from './client.js';

/** Any number of app processes may start at once: an advisory lock lets one migrate while the others wait. */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', ['korai:migrations']);
    await migrate(db, { migrationsFolder: path.join(projectRoot, 'drizzle') });
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['korai:migrations']).catch(() => undefined);
    client.release();
  }
}
