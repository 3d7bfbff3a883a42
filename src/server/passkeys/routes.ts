import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import {
  type CeremonyOptions,
  ceremonyOptionsSchema,
  loginOptionsRequestSchema,
  loginVerifyRequestSchema,
  loginVerifyResponseSchema,
  passkeyConfigSchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  registerVerifyRequestSchema,
  registerVerifyResponseSchema,
} from '../../shared/schemas/passkeys.js';
import type { Cookies } from '../http/cookies.js';
import { attemptLimits } from '../http/rate-limits.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import { sessionLifetimeMs } from '../sessions/session-store.js';
import type { PasskeyService } from './service.js';

export function passkeyRoutes(passkeys: PasskeyService, cookies: Cookies): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['passkeys'];
    const user = { access: 'user' as const };

    app.get(
      '/api/auth/webauthn/config',
      { config: { access: 'public' }, schema: { tags, response: { 200: passkeyConfigSchema } } },
      async () => passkeys.config(),
    );

    app.post(
      '/api/auth/webauthn/register-options',
      { config: user, schema: { tags, response: { 200: ceremonyOptionsSchema } } },
      async (request): Promise<CeremonyOptions> => ({ ...(await passkeys.registerOptions(signedIn(request).user)) }),
    );

    app.post(
      '/api/auth/webauthn/register-verify',
      {
        config: user,
        schema: {
          tags,
          body: registerVerifyRequestSchema,
          response: { 201: registerVerifyResponseSchema },
        },
      },
      async (request, reply) => {
        const passkey = await passkeys.registerVerify(signedIn(request).user, request.body);
        return reply.status(201).send({ message: translatorFor(request.language)('passkeys.registered'), passkey });
      },
    );

    app.get(
      '/api/auth/webauthn/credentials',
      { config: user, schema: { tags, response: { 200: passkeyListSchema } } },
      async (request) => passkeys.list(signedIn(request).user),
    );

    app.delete(
      '/api/auth/webauthn/credentials/:id',
      { config: user, schema: { tags, params: passkeyIdParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await passkeys.remove(signedIn(request).user, request.params.id);
        return { message: translatorFor(request.language)('passkeys.deleted') };
      },
    );

    app.post(
      '/api/auth/webauthn/login-options',
      {
        config: { access: 'public' },
        schema: { tags, body: loginOptionsRequestSchema, response: { 200: ceremonyOptionsSchema } },
        ...attemptLimits(app, 'passkey-login'),
      },
      async (request): Promise<CeremonyOptions> => ({ ...(await passkeys.loginOptions(request.body)) }),
    );

    app.post(
      '/api/auth/webauthn/login-verify',
      {
        config: { access: 'public' },
        schema: { tags, body: loginVerifyRequestSchema, response: { 200: loginVerifyResponseSchema } },
        onRequest: attemptLimits(app, 'passkey-verify').onRequest,
      },
      async (request, reply) => {
        const { token, deviceToken, rememberMe } = await passkeys.loginVerify(request.body, {
          userAgent: request.headers['user-agent'],
          deviceToken: cookies.device(request),
        });
        cookies.setSession(request, reply, token, rememberMe ? sessionLifetimeMs(true) : undefined);
        cookies.setDevice(request, reply, deviceToken);
        return { verified: true as const, token };
      },
    );
  };
}
