import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import {
  avatarRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  preferencesRequestSchema,
  profileRequestSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  tutorialRequestSchema,
  userSchema,
  userUpdateResponseSchema,
} from '../../shared/schemas/user.js';
import type { Cookies } from '../http/cookies.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { AccountService } from './service.js';

export function accountRoutes(account: AccountService, cookies: Cookies): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    const config = { access: 'user' as const };

    app.put(
      '/api/user/profile',
      { config, schema: { tags, body: profileRequestSchema, response: { 200: userUpdateResponseSchema } } },
      async (request) => ({
        message: translatorFor(request.language)('auth.profileUpdated'),
        user: await account.updateProfile(signedIn(request).user, request.body),
      }),
    );

    app.put(
      '/api/user/avatar',
      { config, schema: { tags, body: avatarRequestSchema, response: { 200: userUpdateResponseSchema } } },
      async (request) => ({
        message: translatorFor(request.language)('auth.avatarUpdated'),
        user: await account.updateAvatar(signedIn(request).user, request.body),
      }),
    );

    app.patch(
      '/api/user/preferences',
      { config, schema: { tags, body: preferencesRequestSchema, response: { 200: userUpdateResponseSchema } } },
      async (request) => {
        const user = await account.updatePreferences(signedIn(request).user, request.body);
        return {
          message: translatorFor(request.body.preferredLanguage ?? request.language)('auth.preferencesUpdated'),
          user,
        };
      },
    );

    app.patch(
      '/api/user/tutorial',
      { config, schema: { tags, body: tutorialRequestSchema, response: { 200: userSchema } } },
      async (request) => account.setTutorial(signedIn(request).user, request.body.showTutorial),
    );

    app.put(
      '/api/user/password',
      { config, schema: { tags, body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const { user, session } = signedIn(request);
        await account.changePassword(user, session.id, request.body.currentPassword, request.body.newPassword);
        return { message: translatorFor(request.language)('auth.passwordChanged') };
      },
    );

    app.get(
      '/api/user/sessions',
      { config, schema: { tags, response: { 200: sessionListSchema } } },
      async (request) => {
        const { user, session } = signedIn(request);
        return account.listSessions(user, session.id);
      },
    );

    app.delete(
      '/api/user/sessions/:id',
      { config, schema: { tags, params: sessionIdParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await account.endSession(signedIn(request).user, request.params.id);
        return { message: translatorFor(request.language)('auth.sessionEnded') };
      },
    );

    app.delete(
      '/api/user/delete',
      { config, schema: { tags, body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        await account.deleteAccount(signedIn(request).user, request.body.password);
        cookies.clearSession(reply);
        return { message: translatorFor(request.language)('auth.accountDeleted') };
      },
    );
  };
}
