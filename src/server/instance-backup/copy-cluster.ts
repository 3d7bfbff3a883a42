import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a base backup leaves out of a data directory (PostgreSQL's "Making a Base Backup Using the Low Level API"):
 * the write-ahead log (copied once the backup has stopped), the running server's own files, and folders PostgreSQL
 * empties at start. The folders themselves are kept, empty.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old']);

/**
 * Copies a running cluster's files for a base backup. Files change and vanish while it copies (a temporary file
 * removed, a table truncated): a vanished file is skipped, a changing one is copied as it is, and the write-ahead
 * log replayed at restore makes it consistent.
 */
export async function copyCluster(from: string, to: string, top = true): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(ignoreVanished([]));
  for (const entry of entries) {
    if (entry.name.startsWith('pgsql_tmp') || (top && LEFT_OUT.has(entry.name))) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await fs.mkdir(target, { mode: 0o700 });
      else await copyCluster(source, target, false);
    } else if (entry.isFile()) {
      await fs.copyFile(source, target).catch(ignoreVanished(undefined));
    }
  }
}

/** The write-ahead log's segments as they are once the backup stopped; its folders (archive_status...) empty. */
export async function copyWal(clusterDir: string, to: string): Promise<void> {
  const wal = path.join(clusterDir, 'pg_wal');
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await fs.readdir(wal, { withFileTypes: true })) {
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await fs.mkdir(target, { recursive: true, mode: 0o700 });
    else if (entry.isFile()) await fs.copyFile(path.join(wal, entry.name), target).catch(ignoreVanished(undefined));
  }
}

function ignoreVanished<T>(value: T) {
  return (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}
