import type { LanguageCode } from '../../shared/languages.js';
import type { ApiTokenRow, SessionRow, UserRow } from '../db/rows.js';

/**
 * Who may call a route. Every /api route says it in its `config.access`. `token:read` and `token:log` are the
 * /api/v1 routes, open only to a personal API token (bearer header) of that scope; no other route accepts one.
 */
export type Access = 'public' | 'user' | 'admin' | 'token:read' | 'token:log';
export const TOKEN_ACCESS: readonly Access[] = ['token:read', 'token:log'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow } | null;
    /** The personal API token of a /api/v1 request, and its owner. */
    apiToken: { user: UserRow; token: ApiTokenRow } | null;
    language: LanguageCode;
  }
}

/** The signed-in user of a route declared `access: 'user'` or `'admin'`. */
export function signedIn(request: import('fastify').FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} used signedIn() without access: 'user'`);
  return request.auth;
}

/** The person behind the personal API token of a route declared `token:read` or `token:log`. */
export function tokenHolder(request: import('fastify').FastifyRequest): { user: UserRow; token: ApiTokenRow } {
  if (!request.apiToken) throw new Error(`route ${request.routeOptions.url} used tokenHolder() without token access`);
  return request.apiToken;
}

/** What access control asks of the personal tokens (`api-tokens/service.ts` answers it): the token and its owner. */
export interface ApiTokenAuthenticator {
  authenticate(secret: string): Promise<{ user: UserRow; token: ApiTokenRow } | undefined>;
}
