import path from 'node:path';
import { DAY_MS } from '../shared/days.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { loadLandingRenderer } from './http/landing-page.js';
import { loadSignedInRenderer } from './http/signed-in-page.js';
import { startJobs } from './jobs/scheduler.js';
import { loggerOptions } from './logger.js';
import { OUTBOX_RETENTION_DAYS } from './mail/mailer.js';
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
  webRoot: path.join(projectRoot, 'dist', 'web'),
  renderLanding: await loadLandingRenderer(prerenderer),
  renderSignedIn: await loadSignedInRenderer(prerenderer),
  logger: loggerOptions(config),
});

const jobs = startJobs(
  database.db,
  [
    { name: 'trash-purge', schedule: '17 * * * *', run: () => app.services.trash.purgeExpired() },
    { name: 'import-previews-prune', schedule: '41 * * * *', run: () => app.services.imports.pruneExpiredPreviews() },
    { name: 'login-failures-prune', schedule: '23 * * * *', run: () => app.services.auth.pruneLoginFailures() },
    {
      name: 'plan-lifecycle',
      schedule: '*/15 * * * *',
      run: () => app.services.planLifecycle.run((message, error) => app.log.error({ err: error }, message)),
    },
    {
      name: 'passkey-challenges-prune',
      schedule: '29 * * * *',
      run: () => app.services.passkeys.pruneExpiredChallenges(),
    },
    { name: 'sent-notifications-prune', schedule: '51 4 * * *', run: () => app.services.notifications.pruneSent() },
    {
      name: 'smart-notifications',
      schedule: '* * * * *',
      run: () => app.services.notifications.sendDueReminders(),
    },
    {
      name: 'weekly-digest',
      schedule: '*/15 * * * *',
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
  (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message)),
  (message) => app.log.debug(message),
);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal}: finishing requests in flight, then stopping`);
  const forceExit = setTimeout(() => process.exit(1), 30_000);
  forceExit.unref();
  try {
    jobs.stop();
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
