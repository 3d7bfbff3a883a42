import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ActivityRecorder } from '../admin/activity.js';
import type { Background } from '../background.js';
import type { Config } from '../config.js';
import type { HeavyWork } from '../heavy-work/heavy-work.js';
import { registerErrorHandling } from '../http/error-handler.js';
import type { SessionStore } from '../sessions/session-store.js';

/** What every request meets before access control: the error answer, the security headers, cookies, rate limits. */
export async function registerRequestBasics(app: FastifyInstance, headers: Record<string, string>, config: Config) {
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
}

interface Lifecycle {
  activity: ActivityRecorder;
  background: Background;
  sessions: SessionStore;
  heavy: HeavyWork;
}

/** After access control: the day's activity of whoever asks, no caching of the API, and a clean shutdown. */
export function registerLifecycle(app: FastifyInstance, { activity, background, sessions, heavy }: Lifecycle) {
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
}
