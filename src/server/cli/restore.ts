import { loadConfig } from '../config.js';
import { restoreInstanceBackup } from '../instance-backup/restore-instance-backup.js';

/** `npm run restore -- FILE`: the instance of a backup, into an empty DATA_DIR (never beside a running app). */
async function main(argv: string[]): Promise<number> {
  const [file] = argv;
  if (!file) {
    console.error('usage: npm run restore -- FILE (a korai-….tar.gz from DATA_DIR/backups)');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore that PostgreSQL with its own tools (pg_restore).');
    return 1;
  }
  try {
    await restoreInstanceBackup(file, config.dataDir, (message) => console.log(message));
    console.log(`Start Korai (npm start) on ${config.dataDir}: PostgreSQL replays the backup's log as it starts.`);
    return 0;
  } catch (error) {
    console.error(`The restore failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
