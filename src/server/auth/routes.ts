import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLanguageCode } from '../../shared/languages.js';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '../../shared/schemas/auth.js';
import { userSchema } from '../../shared/schemas/user.js';
import { presentUser } from '../account/present-user.js';
import type { Clock } from '../clock.js';
import { SESSION_COOKIE } from '../http/access.js';
import { attemptLimits } from '../http/rate-limits.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { AuthService } from './service.js';
import { type SessionStore, sessionLifetimeMs } from './sessions.js';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, rememberMe: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    // A remembered session outlives the browser; otherwise the cookie ends with it.
    ...(rememberMe ? { maxAge: sessionLifetimeMs(true) / 1000 } : {}),
  });
}

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function authRoutes(auth: AuthService, sessions: SessionStore, clock: Clock): FastifyPluginAsyncZod {
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
        const { token } = await auth.register(request.body, request.headers['user-agent']);
        setSessionCookie(request, reply, token, true);
        return reply.status(201).send({ token, message: t(request)('auth.registered') });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenResponseSchema } },
        ...attemptLimits(app, 'login'),
      },
      async (request, reply) => {
        const { token } = await auth.login(request.body, request.headers['user-agent']);
        setSessionCookie(request, reply, token, request.body.rememberMe);
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
        clearSessionCookie(reply);
        return { message: t(request)('auth.loggedOut') };
      },
    );

    // The spec's shell logs out by navigating here: revoke, clear the cookie, go home.
    app.get('/api/dev-logout', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (request.auth) await sessions.revoke(request.auth.user.id, request.auth.session.id);
      clearSessionCookie(reply);
      return reply.redirect('/');
    });

    app.post(
      '/api/auth/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        ...attemptLimits(app, 'forgot-password'),
      },
      async (request) => {
        await auth.requestPasswordReset(request.body.email, (language) =>
          translatorFor(isLanguageCode(language) ? language : request.language),
        );
        return { message: t(request)('auth.resetMailSent') };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        ...attemptLimits(app, 'reset-password'),
      },
      async (request) => {
        await auth.resetPassword(request.body);
        return { message: t(request)('auth.passwordReset') };
      },
    );
  };
}
