import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.js';
import { createAccountService } from './account/service.js';
import { signedInLoader } from './account/signed-in-loader.js';
import { createActivityRecorder } from './admin/activity.js';
import { adminRoutes } from './admin/routes.js';
import { createAdminService } from './admin/service.js';
import { apiTokenRoutes } from './api-tokens/routes.js';
import { createApiTokenService } from './api-tokens/service.js';
import { apiV1Routes } from './api-v1/routes.js';
import { createApiV1Service } from './api-v1/service.js';
import { authRoutes } from './auth/routes.js';
import { createAuthService } from './auth/service.js';
import { createBackground } from './background.js';
import { backupRoutes } from './backup/routes.js';
import { createBackupService } from './backup/service.js';
import { createBilling } from './billing/create-billing.js';
import { billingRoutes } from './billing/routes.js';
import { testCheckoutRoutes } from './billing/test-checkout-routes.js';
import { stripeWebhookRoutes } from './billing/webhook-routes.js';
import { boxRoutes } from './boxes/routes.js';
import { createBoxService } from './boxes/service.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { contactRoutes } from './contact/routes.js';
import { createContactService } from './contact/service.js';
import type { Database } from './db/client.js';
import { serverVersion } from './db/client.js';
import type { ServiceDeps } from './deps.js';
import { eventRoutes } from './events/routes.js';
import { createEventService } from './events/service.js';
import { goalRoutes } from './goals/routes.js';
import { createGoalService } from './goals/service.js';
import { probeRoutes } from './health/probe-routes.js';
import { healthRoutes } from './health/routes.js';
import { createHeavyWork, heavyWorkSettings } from './heavy-work/heavy-work.js';
import { registerAccessControl } from './http/access.js';
import { clientErrorHandler } from './http/client-error-handler.js';
import { createCookies } from './http/cookies.js';
import { handleError, registerErrorHandling } from './http/error-handler.js';
import { registerHeavyRoutes } from './http/heavy-routes.js';
import { registerJsonBodies } from './http/json-bodies.js';
import type { RenderLanding } from './http/landing-page.js';
import { optionalBodyValidatorCompiler } from './http/optional-body-validator.js';
import { securityHeaderOptions, securityHeaders } from './http/security-headers.js';
import type { RenderSignedIn } from './http/signed-in-page.js';
import { registerWebApp } from './http/web-app.js';
import { importRoutes } from './import/routes.js';
import { createImportService } from './import/service.js';
import { reportsRoutes } from './reports/routes.js';
import { createReportsService } from './reports/service.js';
import { instanceBackupRoutes } from './instance-backup/routes.js';
import { createInstanceBackups } from './instance-backup/service.js';
import type { BackupSource } from './instance-backup/take-instance-backup.js';
import { createAnswerEngine } from './korai/engine/create.js';
import { aiRoutes } from './korai/routes.js';
import { createAiService } from './korai/service.js';
import { RequestLogController } from './logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsRoutes } from './metrics/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { createNotificationService } from './notifications/service.js';
import { passkeyRoutes } from './passkeys/routes.js';
import { createPasskeyService } from './passkeys/service.js';
import { createPlanLifecycle } from './plans/lifecycle.js';
import { planRoutes } from './plans/routes.js';
import { createPlanService } from './plans/service.js';
import { packageVersion } from './project-root.js';
import { pushRoutes } from './push/routes.js';
import { createPushService } from './push/service.js';
import { createSessionStore } from './sessions/session-store.js';
import { statsRoutes } from './stats/routes.js';
import { createStatsService } from './stats/service.js';
import { supportRoutes } from './support/routes.js';
import { createSupportService } from './support/service.js';
import { trashRoutes } from './trash/routes.js';
import { createTrashService } from './trash/service.js';

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

/** Request bodies are small JSON documents; anything larger is refused with 413. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(options: AppOptions) {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const headerOptions = securityHeaderOptions({ https: config.publicUrl.startsWith('https://') });
  const headers = securityHeaders(headerOptions);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: clientErrorHandler(headers),
    // A path the router refuses before any route runs (a malformed escape, a parameter too long to name
    // anything) is answered like every other refusal, and carries the headers no hook of its own gave it.
    frameworkErrors: (error, request, reply) => {
      reply.headers({ ...headers, 'cache-control': 'no-store' });
      return handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerJsonBodies(app);
  app.setValidatorCompiler(optionalBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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
  const auth = createAuthService(deps);
  const passkeys = createPasskeyService(deps, auth);
  const push = createPushService(deps);
  const account = createAccountService(deps);
  const boxes = createBoxService(deps);
  const events = createEventService(deps, boxes);
  const apiTokens = createApiTokenService(deps);
  const apiV1 = createApiV1Service(boxes, events);
  const stats = createStatsService(deps, boxes);
  const reports = createReportsService(deps, boxes);
  const goals = createGoalService(deps, boxes);
  const notifications = createNotificationService(deps, push, goals);
  const trash = createTrashService(deps);
  const importer = createImportService(deps);
  const backup = createBackupService(deps);
  const contact = createContactService(deps);
  const billing = await createBilling(deps);
  const plans = createPlanService(deps);
  const planLifecycle = createPlanLifecycle(deps, billing.service);
  const ai = createAiService(deps);
  const admin = createAdminService(deps, auth);
  const activity = createActivityRecorder(db, clock);
  const support = createSupportService(deps, (message, error) => app.log.warn({ err: error }, message));

  registerErrorHandling(app);
  // The same headers on every answer, worked out once (helmet would work them out again for each request).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Redis's client is loaded only where it is configured.
    ...(config.redisUrl
      ? {
          redis: new (await import('ioredis')).Redis(config.redisUrl, {
            connectTimeout: 2000,
            maxRetriesPerRequest: 1,
          }),
        }
      : {}),
  });

  // After helmet and cookie, so their hooks run first and every answer, errors included, has the headers.
  const routes = registerAccessControl(app, sessions, apiTokens);
  registerHeavyRoutes(app, heavy);
  // The admin dashboard's active users: a signed-in request (or a personal token's) records its user's day (one row
  // a day at most).
  app.addHook('onRequest', async (request) => {
    const user = request.auth?.user ?? request.apiToken?.user;
    if (user && user.status === 'active') await activity.record(user.id);
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await background.idle();
    sessions.close();
    await heavy.close();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    // While shutting down, answers in flight close their keep-alive connection so the server can stop at once.
    if (closing) reply.header('Connection', 'close');
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Korai API', description: 'Your digital memory', version: packageVersion },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          personalToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (Settings → API access), accepted by /api/v1 only',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Served under the app's own Content-Security-Policy: the page loads only its own scripts and styles.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(db, heavy, { kind: options.database, dataDirectory: options.dataDirectory }));
  await app.register(probeRoutes(db));
  const instanceBackups = createInstanceBackups(config, options.backupSource, clock);
  await app.register(instanceBackupRoutes(instanceBackups));
  await app.register(metricsRoutes(metrics, config.metricsToken));
  await app.register(authRoutes(auth, sessions, cookies, clock));
  await app.register(passkeyRoutes(passkeys, cookies));
  await app.register(pushRoutes(push));
  await app.register(notificationRoutes(notifications));
  await app.register(accountRoutes(account, cookies));
  await app.register(boxRoutes(boxes));
  await app.register(eventRoutes(events));
  await app.register(apiTokenRoutes(apiTokens));
  await app.register(apiV1Routes(apiV1, boxes, events, config.apiTokenRequestsPerMinute));
  await app.register(statsRoutes(stats));
  await app.register(reportsRoutes(reports));
  await app.register(goalRoutes(goals));
  await app.register(trashRoutes(trash));
  await app.register(importRoutes(importer));
  await app.register(backupRoutes(backup));
  await app.register(contactRoutes(contact));
  await app.register(planRoutes(plans));
  await app.register(billingRoutes(billing.service));
  await app.register(stripeWebhookRoutes(billing.webhook));
  await app.register(testCheckoutRoutes(billing.testCheckout));
  await app.register(aiRoutes(ai, createAnswerEngine(deps)));
  await app.register(adminRoutes(admin));
  await app.register(supportRoutes(support));
  await registerWebApp(app, {
    webRoot: options.webRoot,
    renderLanding: options.renderLanding,
    publicUrl: config.publicUrl,
    cookies,
    ...(options.renderSignedIn
      ? { signedIn: { render: options.renderSignedIn, load: signedInLoader({ sessions, boxes, activity, clock }) } }
      : {}),
  });

  await auth.grantConfiguredAdmins();
  await support.installFirstKnowledge();
  return Object.assign(app, {
    routeTable: routes,
    background,
    heavy,
    metrics,
    mailer,
    services: {
      instanceBackups,
      auth,
      account,
      sessions,
      apiTokens,
      passkeys,
      push,
      notifications,
      boxes,
      events,
      stats,
      reports,
      goals,
      trash,
      imports: importer,
      billing: billing.service,
      planLifecycle,
      admin,
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
