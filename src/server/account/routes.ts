import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import {
  avatarRequestSchema,
  changePasswordRequestSchema,
  preferencesRequestSchema,
  profileRequestSchema,
  sessionIdParamsSchema,
  sessionSchema,
  tutorialRequestSchema,
  userSchema,
} from '../../shared/schemas/user.js';
import type { Clock } from '../clock.js';
import { SESSION_COOKIE } from '../http/access.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import { presentUser } from './present-user.js';
import type { AccountService } from './service.js';

const userUpdateResponse = z.object({ message: z.string(), user: userSchema });

export function accountRoutes(account: AccountService, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    const access = 'user' as const;

    app.put(
      '/api/user/profile',
      {
        config: { access },
        schema: { tags, body: profileRequestSchema, response: { 200: userUpdateResponse } },
      },
      async (request) => {
        const user = await account.updateProfile(signedIn(request).user.id, request.body);
        return {
          message: translatorFor(request.language)('auth.profileUpdated'),
          user: presentUser(user, clock.now()),
        };
      },
    );

    app.put(
      '/api/user/avatar',
      {
        config: { access },
        schema: { tags, body: avatarRequestSchema, response: { 200: userUpdateResponse } },
      },
      async (request) => {
        const user = await account.updateAvatar(signedIn(request).user.id, request.body);
        return {
          message: translatorFor(request.language)('auth.avatarUpdated'),
          user: presentUser(user, clock.now()),
        };
      },
    );

    app.patch(
      '/api/user/preferences',
      {
        config: { access },
        schema: { tags, body: preferencesRequestSchema, response: { 200: userUpdateResponse } },
      },
      async (request) => {
        const user = await account.updatePreferences(signedIn(request).user, request.body);
        const language = request.body.preferredLanguage ?? request.language;
        return {
          message: translatorFor(language)('auth.preferencesUpdated'),
          user: presentUser(user, clock.now()),
        };
      },
    );

    app.patch(
      '/api/user/tutorial',
      { config: { access }, schema: { tags, body: tutorialRequestSchema, response: { 200: userSchema } } },
      async (request) => {
        const user = await account.setTutorial(signedIn(request).user.id, request.body.showTutorial);
        return presentUser(user, clock.now());
      },
    );

    app.put(
      '/api/user/password',
      {
        config: { access },
        schema: { tags, body: changePasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const { user, session } = signedIn(request);
        await account.changePassword(user, session.id, request.body.currentPassword, request.body.newPassword);
        return { message: translatorFor(request.language)('auth.passwordChanged') };
      },
    );

    app.get(
      '/api/user/sessions',
      { config: { access }, schema: { tags, response: { 200: z.array(sessionSchema) } } },
      async (request) => {
        const { user, session } = signedIn(request);
        return account.listSessions(user.id, session.id);
      },
    );

    app.delete(
      '/api/user/sessions/:id',
      {
        config: { access },
        schema: { tags, params: sessionIdParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await account.endSession(signedIn(request).user.id, request.params.id);
        return { message: translatorFor(request.language)('auth.sessionEnded') };
      },
    );

    app.delete(
      '/api/user/delete',
      { config: { access }, schema: { tags, response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await account.deleteAccount(signedIn(request).user.id);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { message: translatorFor(request.language)('auth.accountDeleted') };
      },
    );
  };
}
