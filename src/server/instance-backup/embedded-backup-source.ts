import type { OpenedDatabase } from '../db/open.js';
import type { BackupSource } from './take-instance-backup.js';

/** The embedded instance as a backup reads it: the app's own superuser connection, its cluster, its DATA_DIR. */
export function embeddedBackupSource(database: OpenedDatabase, dataDir: string): () => BackupSource {
  const { url, dataDirectory } = database;
  if (!dataDirectory) throw new Error('no embedded PostgreSQL to back up');
  return () => ({ url: typeof url === 'string' ? url : url(), clusterDir: dataDirectory, dataDir });
}
