import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { packageVersion } from '../project-root.js';
import { type BackupFile, backupName, backupsFolder } from './backup-files.js';
import { copyCluster, copyWal } from './copy-cluster.js';

/** The embedded server to back up: a superuser's address, its cluster's folder, and DATA_DIR (its password). */
export interface BackupSource {
  url: string;
  clusterDir: string;
  dataDir: string;
}

/** What a backup says of itself, at its top: what took it and which log positions it spans. */
export const MANIFEST = 'korai-backup.json';
export const PASSWORD_FILE = 'postgres-password';

/**
 * A consistent copy of the whole instance, with PostgreSQL's own base-backup functions: a temporary replication
 * slot holds every write-ahead log segment from here on, `pg_backup_start` marks the start, the cluster's files
 * are copied while the server keeps working, `pg_backup_stop` gives the backup label, and the log up to that point
 * goes with them. Restored, PostgreSQL replays that log: every transaction committed before the backup started is
 * there. Written as a .tar.gz under DATA_DIR/backups, renamed into place only once complete.
 */
export async function takeInstanceBackup(source: BackupSource, at: Date): Promise<BackupFile> {
  const folder = backupsFolder(source.dataDir);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const staging = path.join(folder, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  const client = new pg.Client({ connectionString: source.url, application_name: 'korai-backup' });
  client.on('error', () => {});
  await client.connect();
  try {
    const slot = `korai_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const started = await client.query<{ lsn: string }>('SELECT pg_backup_start($1, true)::text AS lsn', [
      `korai ${at.toISOString()}`,
    ]);
    try {
      await copyCluster(source.clusterDir, path.join(staging, 'postgres'));
    } catch (error) {
      await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
      throw error;
    }
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const stop = stopped.rows[0];
    if (!stop) throw new Error('pg_backup_stop gave no label');
    await fs.writeFile(path.join(staging, 'postgres', 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) await fs.writeFile(path.join(staging, 'postgres', 'tablespace_map'), stop.spcmapfile);
    await copyWal(source.clusterDir, path.join(staging, 'postgres', 'pg_wal'));
    await fs.copyFile(path.join(source.dataDir, PASSWORD_FILE), path.join(staging, PASSWORD_FILE));
    const manifest = {
      format: 1,
      korai: packageVersion,
      takenAt: at.toISOString(),
      startLsn: started.rows[0]?.lsn,
      stopLsn: stop.lsn,
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const file = path.join(folder, backupName(at));
    const partial = `${file}.partial`;
    await tar.c({ gzip: true, cwd: staging, file: partial, portable: true }, [MANIFEST, PASSWORD_FILE, 'postgres']);
    await fs.rename(partial, file);
    return { file, takenAt: at, bytes: (await fs.stat(file)).size };
  } finally {
    // The temporary slot goes with the session.
    await client.end().catch(() => undefined);
    await fs.rm(staging, { recursive: true, force: true });
  }
}
