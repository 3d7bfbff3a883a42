import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { clusterDirCandidates, locateCluster } from '../db/cluster-location.js';
import { acquireAppLock } from '../db/embedded.js';
import { serverAccount } from '../db/server-account.js';
import { MANIFEST, PASSWORD_FILE } from './take-instance-backup.js';

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * Brings an instance back from a backup into a DATA_DIR that holds none: refused while a Korai runs on it (its
 * lock) or when a cluster is already there. The cluster goes where the app will look for it (cluster-location.ts),
 * owned by the server's account when Korai runs as root; the next start replays the backup's log.
 */
export async function restoreInstanceBackup(file: string, dataDir: string, log: (message: string) => void) {
  await fs.mkdir(dataDir, { recursive: true });
  const release = await acquireAppLock(dataDir);
  const staging = path.join(dataDir, `.restore-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    for (const candidate of clusterDirCandidates(dataDir)) {
      if (await exists(path.join(candidate, 'PG_VERSION'))) {
        throw new Error(`${dataDir} already holds an instance (${candidate}); restore into an empty DATA_DIR.`);
      }
    }
    await fs.mkdir(staging, { recursive: true, mode: 0o700 });
    await tar.x({ file, cwd: staging, strict: true });
    if (
      !(await exists(path.join(staging, MANIFEST))) ||
      !(await exists(path.join(staging, 'postgres', 'backup_label')))
    ) {
      throw new Error(`${file} is not a Korai instance backup.`);
    }
    const account = await serverAccount();
    const { clusterDir } = await locateCluster(dataDir, account, log);
    await fs.mkdir(path.dirname(clusterDir), { recursive: true });
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.cp(path.join(staging, 'postgres'), clusterDir, { recursive: true });
    await fs.chmod(clusterDir, 0o700);
    if (account) await chownTree(clusterDir, account.uid, account.gid);
    await fs.copyFile(path.join(staging, PASSWORD_FILE), path.join(dataDir, PASSWORD_FILE));
    await fs.chmod(path.join(dataDir, PASSWORD_FILE), 0o600);
    const manifest = JSON.parse(await fs.readFile(path.join(staging, MANIFEST), 'utf8')) as { takenAt: string };
    log(`restored the instance backed up at ${manifest.takenAt} into ${clusterDir}`);
    return { clusterDir, takenAt: manifest.takenAt };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await release();
  }
}

async function chownTree(folder: string, uid: number, gid: number): Promise<void> {
  await fs.chown(folder, uid, gid);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(inside, uid, gid);
    else await fs.chown(inside, uid, gid);
  }
}
