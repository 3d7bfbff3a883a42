import path from 'node:path';
import { DAY_MS } from '../shared/days.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { loadLandingRenderer } from './http/landing-page.js';
import { loadSignedInRenderer } from './http/signed-in-page.js';
import { embeddedBackupSource } from './instance-backup/embedded-backup-source.js';
import { startJobs } from './jobs/scheduler.js';
import { loggerOptions } from './logger.js';
import { OUTBOX_RETENTION_DAYS } from './mail/mailer.js';
import { CATCH_UP_MS } from './notifications/service.js';
import { projectRoot } from './project-root.js';

const config = loadConfig();

let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
try {
  database = await openConfiguredDatabase(config, (message) => console.log(message));
} catch (error) {
  console.error(`Korai could not start: ${(error as Error).message}`);
  process.exit(1);
}

const prerenderer = path.join(projectRoot, 'dist', 'ssr', 'prerender.js');
const app = await buildApp({
  db: database.db,
  config,
  database: database.kind,
  dataDirectory: database.dataDirectory,
  ...(database.restarts ? { restarts: database.restarts } : {}),
  ...(database.kind === 'embedded' && database.dataDirectory
    ? { backupSource: embeddedBackupSource(database, config.dataDir) }
    : {}),
  webRoot: path.join(projectRoot, 'dist', 'web'),
  renderLanding: await loadLandingRenderer(prerenderer),
  renderSignedIn: await loadSignedInRenderer(prerenderer),
  logger: loggerOptions(config),
});

const QUARTER_MS = 15 * 60_000;
const HOUR_MS = 4 * QUARTER_MS;
/**
 * A job with `catchUp` must not be skipped: a minute no process ran (all were stopped, the database was down) is
 * still run that late, and a failed run is tried again. Each of these reads the clock, not its minute, so one late
 * run does all that was missed: a window of one interval is enough, and reminders keep their own (CATCH_UP_MS).
 */
const jobs = startJobs({
  url: database.url,
  jobs: [
    ...(app.services.instanceBackups.enabled
      ? [
          {
            name: 'instance-backup',
            schedule: config.backupSchedule,
            // 03:00 where the server is (TZ), not in UTC.
            timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            catchUp: 6 * HOUR_MS,
            run: () => app.services.instanceBackups.run(),
          },
        ]
      : []),
    { name: 'trash-purge', schedule: '17 * * * *', catchUp: HOUR_MS, run: () => app.services.trash.purgeExpired() },
    {
      name: 'import-previews-prune',
      schedule: '41 * * * *',
      catchUp: HOUR_MS,
      run: () => app.services.imports.pruneExpiredPreviews(),
    },
    // Expired entries that nothing reads any more: the next hour's run removes them as well.
    { name: 'login-failures-prune', schedule: '23 * * * *', run: () => app.services.auth.pruneLoginFailures() },
    {
      name: 'plan-lifecycle',
      schedule: '*/15 * * * *',
      catchUp: QUARTER_MS,
      run: () => app.services.planLifecycle.run((message, error) => app.log.error({ err: error }, message)),
    },
    {
      name: 'passkey-challenges-prune',
      schedule: '29 * * * *',
      run: () => app.services.passkeys.pruneExpiredChallenges(),
    },
    {
      name: 'sent-notifications-prune',
      schedule: '51 4 * * *',
      catchUp: 24 * HOUR_MS,
      run: () => app.services.notifications.pruneSent(),
    },
    {
      name: 'smart-notifications',
      schedule: '* * * * *',
      catchUp: CATCH_UP_MS,
      run: () => app.services.notifications.sendDueReminders(),
    },
    {
      name: 'weekly-digest',
      schedule: '*/15 * * * *',
      catchUp: QUARTER_MS,
      run: () => app.services.notifications.sendWeeklyDigests(),
    },
    {
      name: 'platform-days',
      schedule: '7,37 * * * *',
      runAtStart: true,
      run: () => app.services.admin.refreshPlatformDays(),
    },
    {
      name: 'mail-outbox-prune',
      schedule: '43 3 * * *',
      perProcess: true,
      run: () => app.mailer.prune(new Date(Date.now() - OUTBOX_RETENTION_DAYS * DAY_MS)),
    },
  ],
  log: (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message)),
  warn: (message) => app.log.warn(message),
  debug: (message) => app.log.debug(message),
  ran: (job, outcome) => app.metrics.jobRan(job, outcome),
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal}: finishing requests in flight, then stopping`);
  const forceExit = setTimeout(() => process.exit(1), 30_000);
  forceExit.unref();
  try {
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Korai is running at http://${config.host}:${port} (${database.kind} PostgreSQL)`);
} catch (error) {
  console.error(`Korai could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
