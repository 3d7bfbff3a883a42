import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../project-root.js';
import type { Database } from './client.js';
import { postgresFailure } from './errors.js';

const UNDEFINED_TABLE = '42P01';

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

/** The last migration this build carries, by the time drizzle-kit gave it (what the migrator records as applied). */
function lastMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(projectRoot, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Whether the database has every migration of this build: what a readiness probe asks before sending traffic. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const { rows } = await db.$client.query<{ last: string | null }>(
      'SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.last ?? 0) >= lastMigrationMillis();
  } catch (error) {
    if (postgresFailure(error)?.code === UNDEFINED_TABLE) return false;
    throw error;
  }
}
