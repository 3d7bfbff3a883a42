import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock.js';
import type { Cookies } from '../http/cookies.js';
import type { SessionStore } from '../sessions/session-store.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import type { AuthService } from './service.js';
import { signInRoutes } from './sign-in-routes.js';

export function authRoutes(
  auth: AuthService,
  sessions: SessionStore,
  cookies: Cookies,
  clock: Clock,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(signInRoutes(auth, sessions, cookies, clock));
    await app.register(passwordResetRoutes(auth));
  };
}
