import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { backupStatus, downloadBackup } from './download-backup.js';
import { restoreBackup } from './restore-backup.js';

export type { RestoreFigures } from './restore-backup.js';

/** Backups: the download and the restore, put together here for the routes. */
export function createBackupService(deps: ServiceDeps) {
  return {
    status: (user: UserRow) => backupStatus(user),
    download: (user: UserRow, bulk: AnyDatabase) => downloadBackup(deps, user, bulk),
    restore: (user: UserRow, job: { db: AnyDatabase; signal: AbortSignal }, body: unknown, dryRun: boolean) =>
      restoreBackup(deps, user, job, body, dryRun),
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
