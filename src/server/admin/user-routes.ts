import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserDetailsSchema,
  adminUserPageSchema,
  adminUsersQuerySchema,
  userIdParamsSchema,
} from '../../shared/schemas/admin.js';
import type { AdminService } from './service.js';

/** The user list and one account's details. */
export function userRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'admin' as const };
    const tags = ['admin'];

    app.get(
      '/api/admin/users',
      { config, schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } } },
      async (request) => admin.listUsers(request.query),
    );

    app.get(
      '/api/admin/users/:id/details',
      { config, schema: { tags, params: userIdParamsSchema, response: { 200: adminUserDetailsSchema } } },
      async (request) => admin.userDetails(request.params.id),
    );
  };
}
