import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLanguageCode } from '../../shared/languages.js';
import {
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '../../shared/schemas/auth.js';
import { attemptLimits } from '../http/rate-limits.js';
import { translatorFor } from '../i18n.js';
import type { AuthService } from './service.js';

/** The forgotten password's mail and the new password it leads to. */
export function passwordResetRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    const t = (request: FastifyRequest) => translatorFor(request.language);

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
        auth.requestPasswordReset(request.body.email, (language) =>
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
