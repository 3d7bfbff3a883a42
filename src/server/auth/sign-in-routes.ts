import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  tokenResponseSchema,
} from '../../shared/schemas/auth.js';
import { userSchema } from '../../shared/schemas/user.js';
import { presentUser } from '../account/present-user.js';
import type { Clock } from '../clock.js';
import type { Cookies } from '../http/cookies.js';
import { attemptLimits } from '../http/rate-limits.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import { type SessionStore, sessionLifetimeMs } from '../sessions/session-store.js';
import { logoutPage } from './logout-page.js';
import type { AuthService } from './service.js';

/** Registering, signing in and out, and the signed-in user. */
export function signInRoutes(
  auth: AuthService,
  sessions: SessionStore,
  cookies: Cookies,
  clock: Clock,
): FastifyPluginAsyncZod {
  return async (app) => {
    const t = (request: FastifyRequest) => translatorFor(request.language);

    app.post(
      '/api/auth/register',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: tokenResponseSchema } },
        ...attemptLimits(app, 'register'),
      },
      async (request, reply) => {
        const { token, deviceToken } = await auth.register(request.body, request.headers['user-agent']);
        cookies.setSession(request, reply, token, sessionLifetimeMs(true));
        cookies.setDevice(request, reply, deviceToken);
        return reply.status(201).send({ token, message: t(request)('auth.registered') });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenResponseSchema } },
        // One address is limited here; one account is slowed down by the service, which knows the devices.
        onRequest: attemptLimits(app, 'login').onRequest,
      },
      async (request, reply) => {
        const { token, deviceToken } = await auth.login(request.body, {
          userAgent: request.headers['user-agent'],
          deviceToken: cookies.device(request),
          signedInAs: request.auth?.user.email,
        });
        const { rememberMe } = request.body;
        cookies.setSession(request, reply, token, rememberMe ? sessionLifetimeMs(true) : undefined);
        cookies.setDevice(request, reply, deviceToken);
        return { token, message: t(request)('auth.loggedIn') };
      },
    );

    app.get(
      '/api/auth/user',
      { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: userSchema } } },
      async (request) => presentUser(signedIn(request).user, clock.now()),
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        const { user, session } = signedIn(request);
        await sessions.revoke(user.id, session.id);
        cookies.clearSession(reply);
        return { message: t(request)('auth.loggedOut') };
      },
    );

    // The spec's logout address. A link must not sign anyone out (another site could embed it), so the address
    // shows a page that asks; its button posts back here, which a cross-site form cannot do with the cookie.
    app.get('/api/dev-logout', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(logoutPage(request.language, t(request))),
    );
    app.post('/api/dev-logout', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (request.auth) await sessions.revoke(request.auth.user.id, request.auth.session.id);
      cookies.clearSession(reply);
      return reply.redirect('/', 303);
    });
  };
}
