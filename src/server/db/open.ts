import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { type EmbeddedPostgres, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

export interface OpenedDatabase {
  db: Database;
  kind: 'embedded' | 'external';
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set, else the embedded server in DATA_DIR; migrated either way.
 * A tool (`joinRunningApp`) uses the embedded server of an app already running on DATA_DIR when there is one.
 */
export async function openConfiguredDatabase(
  config: Config,
  log: (message: string) => void,
  options: { joinRunningApp?: boolean } = {},
): Promise<OpenedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  const shared = !config.databaseUrl && options.joinRunningApp ? await runningEmbeddedUrl(config.dataDir) : undefined;
  const url =
    config.databaseUrl ?? shared ?? (embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log })).url();
  const db = openDatabase(url, { onIdleError: (error) => log(`database connection lost: ${error.message}`) });
  try {
    await runMigrations(db);
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    kind: config.databaseUrl ? 'external' : 'embedded',
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
