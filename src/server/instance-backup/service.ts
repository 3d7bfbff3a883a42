import fs from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS } from '../../shared/days.js';
import type { InstanceBackupStatus } from '../../shared/schemas/instance-backup.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { listBackups, pruneBackups } from './backup-files.js';
import { type BackupSource, takeInstanceBackup } from './take-instance-backup.js';

/** The dashboard warns once the last backup (or, before any, the instance itself) is older than this. */
export const BACKUP_STALE_MS = 2 * DAY_MS;

/**
 * The embedded instance's backups: taken on BACKUP_SCHEDULE (or by `npm run backup`), the newest BACKUP_KEEP kept,
 * and their state for the admin dashboard. With an external PostgreSQL (DATABASE_URL) there is nothing to take:
 * that server is backed up with its own tools (pg_dump).
 */
export function createInstanceBackups(
  config: Pick<Config, 'dataDir' | 'backupSchedule' | 'backupKeep'>,
  source: (() => BackupSource) | undefined,
  clock: Clock,
) {
  const enabled = source !== undefined && config.backupSchedule !== 'off';
  return {
    enabled,

    /** Takes one now and prunes the oldest beyond the ones kept. */
    async run() {
      if (!source) throw new Error('no embedded PostgreSQL to back up (DATABASE_URL is set)');
      const taken = await takeInstanceBackup(source(), clock.now());
      const pruned = await pruneBackups(config.dataDir, config.backupKeep);
      return { file: path.basename(taken.file), bytes: taken.bytes, pruned };
    },

    async status(): Promise<InstanceBackupStatus> {
      if (!source) return { state: 'external', schedule: null, keep: config.backupKeep, last: null, stale: false };
      const [last] = await listBackups(config.dataDir);
      const since = last?.takenAt ?? (await fs.stat(path.join(source().clusterDir, 'PG_VERSION'))).mtime;
      return {
        state: enabled ? 'scheduled' : 'off',
        schedule: enabled ? config.backupSchedule : null,
        keep: config.backupKeep,
        last: last ? { takenAt: last.takenAt.toISOString(), bytes: last.bytes, file: path.basename(last.file) } : null,
        stale: clock.now().getTime() - since.getTime() > BACKUP_STALE_MS,
      };
    },
  };
}

export type InstanceBackups = ReturnType<typeof createInstanceBackups>;
