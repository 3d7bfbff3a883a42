import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

export interface OpenedDatabase {
  db: Database;
  /** Where the database is, for a connection of its own (the scheduler's); a function while the embedded server may move. */
  url: string | (() => string);
  kind: 'embedded' | 'external';
  /** The embedded cluster's folder. */
  dataDirectory?: string;
  /** How many times the embedded server died and was started again; none for an external server. */
  restarts?: () => number;
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
  const shared = !config.databaseUrl && options.joinRunningApp ? await runningEmbeddedUrl(config.dataDir) : undefined;
  const embedded =
    config.databaseUrl || shared ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const url = config.databaseUrl ?? shared ?? (embedded && (() => embedded.url()));
  if (!url) throw new Error('no database to open');
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
    url,
    kind: config.databaseUrl ? 'external' : 'embedded',
    dataDirectory: embedded?.clusterDir,
    ...(embedded ? { restarts: () => embedded.restarts() } : {}),
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
