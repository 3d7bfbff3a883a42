import type { FastifyServerOptions } from 'fastify';
import { signedInLoader } from './account/signed-in-loader.js';
import { createBackground } from './background.js';
import { type Clock, systemClock } from './clock.js';
import { registerApiDocs } from './compose/api-docs.js';
import { createFastify } from './compose/fastify.js';
import { registerLifecycle, registerRequestBasics } from './compose/hooks.js';
import { registerFeatureRoutes } from './compose/routes.js';
import { createServices } from './compose/services.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { serverVersion } from './db/client.js';
import type { ServiceDeps } from './deps.js';
import { probeRoutes } from './health/probe-routes.js';
import { healthRoutes } from './health/routes.js';
import { createHeavyWork, heavyWorkSettings } from './heavy-work/heavy-work.js';
import { registerAccessControl } from './http/access.js';
import { createCookies } from './http/cookies.js';
import { registerHeavyRoutes } from './http/heavy-routes.js';
import type { RenderLanding } from './http/landing-page.js';
import { securityHeaderOptions, securityHeaders } from './http/security-headers.js';
import type { RenderSignedIn } from './http/signed-in-page.js';
import { registerWebApp } from './http/web-app.js';
import { instanceBackupRoutes } from './instance-backup/routes.js';
import { createInstanceBackups } from './instance-backup/service.js';
import type { BackupSource } from './instance-backup/take-instance-backup.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsRoutes } from './metrics/routes.js';
import { createSessionStore } from './sessions/session-store.js';

export interface AppOptions {
  db: Database;
  config: Config;
  /** Which PostgreSQL serves the app, as /api/health reports it. */
  database: 'embedded' | 'external';
  /** The embedded PostgreSQL's cluster folder, as /api/health reports it. */
  dataDirectory?: string;
  /** The embedded PostgreSQL's restarts so far (a metric); none for an external server. */
  restarts?: () => number;
  /** The embedded instance, to back up (its superuser's address, its cluster and DATA_DIR); none for an external server. */
  backupSource?: () => BackupSource;
  clock?: Clock;
  mailer?: Mailer;
  /** Folder of the built web app; none in API-only tests. */
  webRoot?: string;
  /** Prerenders the landing page (from the web build's dist/ssr). */
  renderLanding?: RenderLanding;
  /** Renders the boxes screen for a signed-in person (from the web build's dist/ssr). */
  renderSignedIn?: RenderSignedIn;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: AppOptions) {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const headers = securityHeaders(securityHeaderOptions({ https: config.publicUrl.startsWith('https://') }));
  const app = createFastify(config, headers, options.logger);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: `Korai <${config.supportEmail}>`,
      log: (message) => app.log.info(message),
    });
  const sessions = createSessionStore(db, clock);
  const background = createBackground((message, error) => app.log.error({ err: error }, message));
  const deps: ServiceDeps = { db, clock, config, mailer, sessions, background };
  const heavy = createHeavyWork(db, heavyWorkSettings(config, db.$client.options.max));
  const metrics = createMetrics({
    db,
    databaseUp: () =>
      serverVersion(db).then(
        () => true,
        () => false,
      ),
    ...(options.restarts ? { restarts: options.restarts } : {}),
    openAiStreams: async () => {
      const { rows } = await db.$client.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM ai_streams WHERE expires_at > now()',
      );
      return rows[0]?.open ?? 0;
    },
    mailsWaiting: () => background.pending(),
    heavyWork: () => heavy.figures(),
  });
  metrics.observe(app);
  const cookies = createCookies(config.publicUrl);
  const services = await createServices(deps, (message, error) => app.log.warn({ err: error }, message));

  await registerRequestBasics(app, headers, config);
  // After helmet and cookie, so their hooks run first and every answer, errors included, has the headers.
  const routes = registerAccessControl(app, sessions, services.apiTokens);
  registerHeavyRoutes(app, heavy);
  registerLifecycle(app, { activity: services.activity, background, sessions, heavy });
  await registerApiDocs(app);

  await app.register(healthRoutes(db, heavy, { kind: options.database, dataDirectory: options.dataDirectory }));
  await app.register(probeRoutes(db));
  const instanceBackups = createInstanceBackups(config, options.backupSource, clock);
  await app.register(instanceBackupRoutes(instanceBackups));
  await app.register(metricsRoutes(metrics, config.metricsToken));
  await registerFeatureRoutes(app, services, { sessions, cookies, clock, config });
  const render = options.renderSignedIn;
  await registerWebApp(app, {
    webRoot: options.webRoot,
    renderLanding: options.renderLanding,
    publicUrl: config.publicUrl,
    cookies,
    ...(render ? { signedIn: { render, load: signedInLoader({ ...services, sessions, clock }) } } : {}),
  });

  await services.auth.grantConfiguredAdmins();
  await services.support.installFirstKnowledge();
  return Object.assign(app, {
    routeTable: routes,
    background,
    heavy,
    metrics,
    mailer,
    services: {
      instanceBackups,
      sessions,
      ...services,
      billing: services.billing.service,
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
