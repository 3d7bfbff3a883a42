import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../shared/schemas/auth.js';
import {
  pushPublicKeySchema,
  pushSubscribeRequestSchema,
  pushTestResponseSchema,
  pushUnsubscribeRequestSchema,
} from '../../shared/schemas/push.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { PushService } from './service.js';

export function pushRoutes(push: PushService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['push'];
    const config = { access: 'user' as const };

    app.get('/api/push/public-key', { config, schema: { tags, response: { 200: pushPublicKeySchema } } }, async () => ({
      publicKey: await push.publicKey(),
    }));

    app.post(
      '/api/push/subscribe',
      { config, schema: { tags, body: pushSubscribeRequestSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await push.subscribe(signedIn(request).user, request.body);
        return { message: translatorFor(request.language)('notifications.push.subscribed') };
      },
    );

    app.post(
      '/api/push/unsubscribe',
      { config, schema: { tags, body: pushUnsubscribeRequestSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await push.unsubscribe(signedIn(request).user, request.body.endpoint);
        return { message: translatorFor(request.language)('notifications.push.unsubscribed') };
      },
    );

    app.post(
      '/api/push/test',
      { config, schema: { tags, response: { 200: pushTestResponseSchema } } },
      async (request) => {
        const t = translatorFor(request.language);
        const delivered = await push.sendTest(signedIn(request).user, {
          title: t('notifications.push.testTitle'),
          body: t('notifications.push.testBody'),
          url: '/settings',
          tag: 'korai-test',
        });
        return { message: t('notifications.push.testSent'), delivered };
      },
    );
  };
}
