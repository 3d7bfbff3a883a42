import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFlagRequestSchema,
  adminUserDetailsSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  analyticsSchema,
  changePasswordRequestSchema,
  contactMessageParamsSchema,
  contactMessagesResponseSchema,
  contactReadRequestSchema,
  createUserRequestSchema,
  logsQuerySchema,
  logsResponseSchema,
  planRequestSchema,
  platformStatsSchema,
  refreshResponseSchema,
  resetTokenResponseSchema,
  statusRequestSchema,
  timeFilterQuerySchema,
  userIdParamsSchema,
} from '../../shared/schemas/admin.js';
import { successMessageSchema } from '../../shared/schemas/common.js';
import { contentDisposition } from '../http/content-disposition.js';
import { heavyJob } from '../http/heavy-routes.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { AdminService } from './service.js';

/** The admin dashboard's calls: every one for admins only, refused to anyone else before it runs. */
export function adminRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'admin' as const };
    const tags = ['admin'];
    const done = (language: Parameters<typeof translatorFor>[0], key: string) => ({
      success: true as const,
      message: translatorFor(language)(key),
    });

    app.get(
      '/api/admin/stats',
      { config, schema: { tags, querystring: timeFilterQuerySchema, response: { 200: platformStatsSchema } } },
      async (request) => {
        const stats = await admin.platformStats(request.query.timeFilter);
        const t = translatorFor(request.language);
        return { ...stats, periodLabel: t(`admin.periodLabel.${request.query.timeFilter}`) };
      },
    );

    app.get(
      '/api/admin/analytics',
      { config, schema: { tags, querystring: timeFilterQuerySchema, response: { 200: analyticsSchema } } },
      async (request) => admin.analytics(request.query.timeFilter),
    );

    app.get(
      '/api/admin/users',
      { config, schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } } },
      async (request) => admin.listUsers(request.query),
    );

    app.post(
      '/api/admin/users',
      { config, schema: { tags, body: createUserRequestSchema, response: { 201: adminUserSchema } } },
      async (request, reply) => reply.status(201).send(await admin.createUser(signedIn(request).user, request.body)),
    );

    app.get(
      '/api/admin/users/:id/details',
      { config, schema: { tags, params: userIdParamsSchema, response: { 200: adminUserDetailsSchema } } },
      async (request) => admin.userDetails(request.params.id),
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
        return done(request.language, 'admin.passwordChanged');
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
        return done(request.language, 'admin.userDeleted');
      },
    );

    app.get(
      '/api/admin/logs',
      { config, schema: { tags, querystring: logsQuerySchema, response: { 200: logsResponseSchema } } },
      async (request) => ({ logs: await admin.logs(signedIn(request).user, request.language, request.query.limit) }),
    );

    app.get(
      '/api/admin/contact-messages',
      { config, schema: { tags, response: { 200: contactMessagesResponseSchema } } },
      async () => admin.contactMessages(),
    );

    app.patch(
      '/api/admin/contact-messages/:id',
      {
        config,
        schema: {
          tags,
          params: contactMessageParamsSchema,
          body: contactReadRequestSchema,
          response: { 200: successMessageSchema },
        },
      },
      async (request) => {
        await admin.markContactMessage(request.params.id, request.body.read);
        return done(request.language, request.body.read ? 'admin.messageRead' : 'admin.messageUnread');
      },
    );

    app.post(
      '/api/admin/refresh-data',
      { config, schema: { tags, response: { 200: refreshResponseSchema } } },
      async (request) => ({
        ...done(request.language, 'admin.dataRefreshed'),
        refreshedAt: (await admin.refreshData()).refreshedAt,
      }),
    );

    app.post(
      '/api/admin/export-data',
      { config: { ...config, heavy: true }, schema: { tags } },
      async (request, reply) => {
        const { fileName, stream } = await admin.exportCsv(signedIn(request).user, heavyJob(request).db);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition(fileName))
          .send(stream);
      },
    );
  };
}
