import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { clusterDirCandidates } from '../db/cluster-location.js';
import { openConfiguredDatabase } from '../db/open.js';
import { pruneBackups } from '../instance-backup/backup-files.js';
import { takeInstanceBackup } from '../instance-backup/take-instance-backup.js';

const PG_DUMP_HINT =
  'DATABASE_URL is set: back that PostgreSQL up with its own tools, e.g. pg_dump --format=custom --file=korai.dump "$DATABASE_URL".';

/** `npm run backup`: one backup of the embedded instance now, beside a running app or on its own. */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_HINT);
    return 1;
  }
  const database = await openConfiguredDatabase(config, () => {}, { joinRunningApp: true });
  try {
    const clusterDir =
      database.dataDirectory ??
      clusterDirCandidates(config.dataDir).find((candidate) => fs.existsSync(path.join(candidate, 'PG_VERSION')));
    if (!clusterDir) throw new Error(`no instance in ${config.dataDir}`);
    const url = typeof database.url === 'string' ? database.url : database.url();
    const taken = await takeInstanceBackup({ url, clusterDir, dataDir: config.dataDir }, new Date());
    const pruned = await pruneBackups(config.dataDir, config.backupKeep);
    console.log(`Backed up to ${taken.file} (${(taken.bytes / 1_048_576).toFixed(1)} MB).`);
    if (pruned) console.log(`Removed the ${pruned} oldest, keeping ${config.backupKeep} (BACKUP_KEEP).`);
    return 0;
  } catch (error) {
    console.error(`The backup failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
