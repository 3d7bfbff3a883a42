import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.js';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { databaseUrl } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbServerUrl: string;
    dbTemplate: string;
    dbKind: 'embedded' | 'external';
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server when set, else a throw-away embedded cluster.
 * The schema is migrated once into a template database; each worker clones it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let serverUrl: string;
  if (external) {
    serverUrl = external;
  } else {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-test-'));
    const embedded = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    stopEmbedded = () => embedded.stop();
    serverUrl = embedded.url('postgres');
  }

  const template = `korai_test_${process.pid}`;
  await createDatabaseIfMissing(serverUrl, template);
  const db = openDatabase(databaseUrl(serverUrl, template), { max: 2 });
  await runMigrations(db);
  await db.$client.end();

  project.provide('dbServerUrl', serverUrl);
  project.provide('dbTemplate', template);
  project.provide('dbKind', external ? 'external' : 'embedded');

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'",
      [template],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    }
    await client.end();
    await stopEmbedded?.();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
