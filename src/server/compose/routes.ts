import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../account/routes.js';
import { adminRoutes } from '../admin/routes.js';
import { apiTokenRoutes } from '../api-tokens/routes.js';
import { apiV1Routes } from '../api-v1/routes.js';
import { authRoutes } from '../auth/routes.js';
import { backupRoutes } from '../backup/routes.js';
import { billingRoutes } from '../billing/routes.js';
import { testCheckoutRoutes } from '../billing/test-checkout-routes.js';
import { stripeWebhookRoutes } from '../billing/webhook-routes.js';
import { boxRoutes } from '../boxes/routes.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { contactRoutes } from '../contact/routes.js';
import { eventRoutes } from '../events/routes.js';
import { goalRoutes } from '../goals/routes.js';
import type { Cookies } from '../http/cookies.js';
import { importRoutes } from '../import/routes.js';
import { aiRoutes } from '../korai/routes.js';
import { notificationRoutes } from '../notifications/routes.js';
import { passkeyRoutes } from '../passkeys/routes.js';
import { planRoutes } from '../plans/routes.js';
import { pushRoutes } from '../push/routes.js';
import { reportsRoutes } from '../reports/routes.js';
import type { SessionStore } from '../sessions/session-store.js';
import { statsRoutes } from '../stats/routes.js';
import { supportRoutes } from '../support/routes.js';
import { trashRoutes } from '../trash/routes.js';
import type { Services } from './services.js';

interface RouteContext {
  sessions: SessionStore;
  cookies: Cookies;
  clock: Clock;
  config: Config;
}

/** Every feature's routes, each over its service. */
export async function registerFeatureRoutes(app: FastifyInstance, services: Services, context: RouteContext) {
  const { sessions, cookies, clock, config } = context;
  const { auth, boxes, events, billing } = services;
  await app.register(authRoutes(auth, sessions, cookies, clock));
  await app.register(passkeyRoutes(services.passkeys, cookies));
  await app.register(pushRoutes(services.push));
  await app.register(notificationRoutes(services.notifications));
  await app.register(accountRoutes(services.account, cookies));
  await app.register(boxRoutes(boxes));
  await app.register(eventRoutes(events));
  await app.register(apiTokenRoutes(services.apiTokens));
  await app.register(apiV1Routes(services.apiV1, boxes, events, config.apiTokenRequestsPerMinute));
  await app.register(statsRoutes(services.stats));
  await app.register(reportsRoutes(services.reports));
  await app.register(goalRoutes(services.goals));
  await app.register(trashRoutes(services.trash));
  await app.register(importRoutes(services.imports));
  await app.register(backupRoutes(services.backup));
  await app.register(contactRoutes(services.contact));
  await app.register(planRoutes(services.plans));
  await app.register(billingRoutes(billing.service));
  await app.register(stripeWebhookRoutes(billing.webhook));
  await app.register(testCheckoutRoutes(billing.testCheckout));
  await app.register(aiRoutes(services.ai, services.answerEngine));
  await app.register(adminRoutes(services.admin));
  await app.register(supportRoutes(services.support));
}
