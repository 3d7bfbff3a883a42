import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFlagRequestSchema,
  adminUserSchema,
  changePasswordRequestSchema,
  createUserRequestSchema,
  planRequestSchema,
  resetTokenResponseSchema,
  statusRequestSchema,
  userIdParamsSchema,
} from '../../shared/schemas/admin.js';
import { successMessageSchema } from '../../shared/schemas/common.js';
import { signedIn } from '../http/types.js';
import type { AdminService } from './service.js';
import { successMessage } from './success-message.js';

/** An admin's actions on an account: made, changed or deleted. */
export function userActionRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'admin' as const };
    const tags = ['admin'];

    app.post(
      '/api/admin/users',
      { config, schema: { tags, body: createUserRequestSchema, response: { 201: adminUserSchema } } },
      async (request, reply) => reply.status(201).send(await admin.createUser(signedIn(request).user, request.body)),
    );

    app.patch(
      '/api/admin/users/:id/password',
      {
        config,
        schema: {
          tags,
          params: userIdParamsSchema,
          body: changePasswordRequestSchema,
          response: { 200: successMessageSchema },
        },
      },
      async (request) => {
        await admin.changePassword(signedIn(request).user, request.params.id, request.body.newPassword);
        return successMessage(request.language, 'admin.passwordChanged');
      },
    );

    app.post(
      '/api/admin/users/:id/reset-password',
      { config, schema: { tags, params: userIdParamsSchema, response: { 200: resetTokenResponseSchema } } },
      async (request) => admin.resetToken(signedIn(request).user, request.params.id),
    );

    app.patch(
      '/api/admin/users/:id/plan',
      {
        config,
        schema: { tags, params: userIdParamsSchema, body: planRequestSchema, response: { 200: adminUserSchema } },
      },
      async (request) => admin.setPlan(signedIn(request).user, request.params.id, request.body.plan),
    );

    app.patch(
      '/api/admin/users/:id/status',
      {
        config,
        schema: { tags, params: userIdParamsSchema, body: statusRequestSchema, response: { 200: adminUserSchema } },
      },
      async (request) => admin.setStatus(signedIn(request).user, request.params.id, request.body.status),
    );

    app.patch(
      '/api/admin/users/:id/admin',
      {
        config,
        schema: { tags, params: userIdParamsSchema, body: adminFlagRequestSchema, response: { 200: adminUserSchema } },
      },
      async (request) => admin.setAdmin(signedIn(request).user, request.params.id, request.body.isAdmin),
    );

    app.delete(
      '/api/admin/users/:id',
      { config, schema: { tags, params: userIdParamsSchema, response: { 200: successMessageSchema } } },
      async (request) => {
        await admin.deleteUser(signedIn(request).user, request.params.id);
        return successMessage(request.language, 'admin.userDeleted');
      },
    );
  };
}
