import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxRoutes } from './inbox-routes.js';
import { platformRoutes } from './platform-routes.js';
import type { AdminService } from './service.js';
import { userActionRoutes } from './user-action-routes.js';
import { userRoutes } from './user-routes.js';

/** The admin dashboard's calls: every one for admins only, refused to anyone else before it runs. */
export function adminRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(platformRoutes(admin));
    await app.register(userRoutes(admin));
    await app.register(userActionRoutes(admin));
    await app.register(inboxRoutes(admin));
  };
}
