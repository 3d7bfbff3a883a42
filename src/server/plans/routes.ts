import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keepBoxesRequestSchema, keepBoxesResponseSchema } from '../../shared/schemas/plans.js';
import { userSchema } from '../../shared/schemas/user.js';
import { signedIn } from '../http/types.js';
import { translatorFor } from '../i18n.js';
import type { PlanService } from './service.js';

export function planRoutes(plans: PlanService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' as const };

    app.put(
      '/api/user/trial-welcome',
      { config, schema: { tags: ['account'], response: { 200: userSchema } } },
      async (request) => plans.markTrialWelcomeSeen(signedIn(request).user),
    );

    app.post(
      '/api/boxes/keep',
      { config, schema: { tags: ['boxes'], body: keepBoxesRequestSchema, response: { 200: keepBoxesResponseSchema } } },
      async (request) => {
        const trashed = await plans.keepBoxes(signedIn(request).user, request.body.boxIds);
        return { trashed, message: translatorFor(request.language)('plans.boxesKept', { count: trashed }) };
      },
    );
  };
}
