import { eq } from 'drizzle-orm';
import { localDate } from '../../shared/local-dates.js';
import type { BackupStatus } from '../../shared/schemas/backup.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { backupStream } from './backup-stream.js';

export async function backupStatus(user: UserRow): Promise<BackupStatus> {
  return { lastBackupAt: user.lastBackupAt?.toISOString() ?? null };
}

/** The file and its dated name, read on `bulk`; the download is remembered as the last backup. */
export async function downloadBackup({ db, clock }: ServiceDeps, user: UserRow, bulk: AnyDatabase) {
  const now = clock.now();
  const stream = await backupStream(bulk, user, now);
  await db.update(users).set({ lastBackupAt: now }).where(eq(users.id, user.id));
  return { fileName: `korai-backup-${localDate(now, user.timeZone)}.json`, stream };
}
