import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { requestLanguage } from '../i18n.js';
import type { SessionStore } from '../sessions/session-store.js';
import { SESSION_COOKIE } from './cookies.js';
import { type Access, type ApiTokenAuthenticator, TOKEN_ACCESS } from './types.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's request schemas (zod), as it declared them: what tests generate input from. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
}

function bearerHeader(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  return bearerHeader(request) ?? (request.cookies[SESSION_COOKIE] || undefined);
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** The personal-token API: its routes take a personal token and nothing else; no other route takes one. */
const isTokenApi = (url: string) => url.startsWith('/api/v1/');
/** Routes added by plugins (OpenAPI docs, the SPA's files) are public by nature. */
const isPluginRoute = (url: string) => !isApi(url) || url.startsWith('/api/docs');

/**
 * Every /api route must declare its access; a route without one stops the app from building.
 * The hook then authenticates the caller and enforces the declaration before anything else runs.
 */
export function registerAccessControl(
  app: FastifyInstance,
  sessions: SessionStore,
  apiTokens: ApiTokenAuthenticator,
): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('apiToken', null);
  app.decorateRequest('language', 'it');

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = route.config?.access;
    if (!declared && !isPluginRoute(route.url)) {
      throw new Error(`${methods.join(',')} ${route.url} declares no access (config.access)`);
    }
    const access = declared ?? 'public';
    if (isTokenApi(route.url) !== TOKEN_ACCESS.includes(access)) {
      throw new Error(`${methods.join(',')} ${route.url}: only /api/v1 routes, and all of them, take personal tokens`);
    }
    route.config = { ...route.config, access };
    const { params, querystring, body, headers } = route.schema ?? {};
    for (const method of methods) {
      routes.push({ method, url: route.url, access: declared, schema: { params, querystring, body, headers } });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const url = request.routeOptions.url ?? request.url;
    const access = request.routeOptions.config?.access ?? 'public';
    // Set before the lookup too, so an error raised by it speaks the caller's language.
    request.language = requestLanguage(request.headers['accept-language']);
    if (TOKEN_ACCESS.includes(access)) return authenticateToken(request, access, apiTokens);
    const token = isApi(url) ? bearerToken(request) : undefined;
    if (token) request.auth = (await sessions.authenticate(token)) ?? null;
    request.language = requestLanguage(request.headers['accept-language'], request.auth?.user.preferredLanguage);

    if (access === 'public') return;
    if (!request.auth) throw new AppError('unauthorized');
    if (request.auth.user.status === 'suspended') throw new AppError('account_suspended');
    if (access === 'admin' && !request.auth.user.isAdmin) throw new AppError('forbidden');
  });

  return routes;
}

/** A /api/v1 request: a personal token in the bearer header (never a session, never a cookie) of enough scope. */
async function authenticateToken(
  request: FastifyRequest,
  access: Access,
  apiTokens: ApiTokenAuthenticator,
): Promise<void> {
  const secret = bearerHeader(request);
  request.apiToken = (secret && (await apiTokens.authenticate(secret))) || null;
  request.language = requestLanguage(request.headers['accept-language'], request.apiToken?.user.preferredLanguage);
  if (!request.apiToken) throw new AppError('unauthorized', 'apiTokens.errors.tokenRequired');
  if (request.apiToken.user.status === 'suspended') throw new AppError('account_suspended');
  if (access === 'token:log' && request.apiToken.token.scope !== 'log') {
    throw new AppError('token_scope', 'apiTokens.errors.readOnly');
  }
}
