import fs from 'node:fs/promises';
import path from 'node:path';

/** An instance backup on disk. */
export interface BackupFile {
  file: string;
  takenAt: Date;
  bytes: number;
}

const NAME = /^korai-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** Where the instance's backups are kept: DATA_DIR/backups. */
export const backupsFolder = (dataDir: string) => path.join(path.resolve(dataDir), 'backups');

/** `korai-20261128-030000Z.tar.gz`: the UTC time it was taken, so names sort as times do. */
export function backupName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `korai-${stamp}Z.tar.gz`;
}

/** The backups in the folder, newest first (only finished ones: a backup is renamed into place once complete). */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const folder = backupsFolder(dataDir);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const found: BackupFile[] = [];
  for (const name of names) {
    const parts = NAME.exec(name);
    if (!parts) continue;
    const [, y, mo, d, h, mi, s] = parts.map(Number);
    const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
    if (!stat) continue;
    found.push({
      file: path.join(folder, name),
      takenAt: new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s)),
      bytes: stat.size,
    });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Keeps the newest `keep` backups and deletes the others; says how many went. */
export async function pruneBackups(dataDir: string, keep: number): Promise<number> {
  const old = (await listBackups(dataDir)).slice(keep);
  for (const backup of old) await fs.rm(backup.file, { force: true });
  return old.length;
}
