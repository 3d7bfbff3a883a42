import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import {
  notificationSaveResponseSchema,
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
  weeklyDigestRequestSchema,
} from '../../shared/schemas/notifications.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { NotificationService } from './service.js';

export function notificationRoutes(notifications: NotificationService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications'];
    const config = { access: 'user' as const };

    app.get(
      '/api/notification-settings',
      { config, schema: { tags, response: { 200: notificationSettingsResponseSchema } } },
      async (request) => notifications.get(signedIn(request).user),
    );

    app.post(
      '/api/notification-settings',
      {
        config,
        schema: { tags, body: notificationSettingsRequestSchema, response: { 200: notificationSaveResponseSchema } },
      },
      async (request) => {
        await notifications.save(signedIn(request).user, request.body);
        return { success: true as const, message: translatorFor(request.language)('notifications.saved') };
      },
    );

    app.put(
      '/api/notification-settings/weekly-digest',
      { config, schema: { tags, body: weeklyDigestRequestSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await notifications.setWeeklyDigest(signedIn(request).user, request.body.weeklyDigest);
        const t = translatorFor(request.language);
        return { message: t(request.body.weeklyDigest ? 'notifications.digest.on' : 'notifications.digest.off') };
      },
    );
  };
}
