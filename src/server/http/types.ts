import type { LanguageCode } from '../../shared/languages.js';
import type { SessionRow, UserRow } from '../auth/sessions.js';

/** Who may call a route. Every /api route says it in its `config.access`. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow } | null;
    language: LanguageCode;
  }
}

/** The signed-in user of a route declared `access: 'user'` or `'admin'`. */
export function signedIn(request: import('fastify').FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} used signedIn() without access: 'user'`);
  return request.auth;
}
