import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../auth/sessions.js';
import { AppError } from '../errors.js';
import { requestLanguage } from '../i18n.js';
import { SESSION_COOKIE } from './cookies.js';
import type { Access } from './types.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's request schemas (zod), as it declared them: what tests generate input from. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** Routes added by plugins (OpenAPI docs, the SPA's files) are public by nature. */
const isPluginRoute = (url: string) => !isApi(url) || url.startsWith('/api/docs');

/**
 * Every /api route must declare its access; a route without one stops the app from building.
 * The hook then authenticates the caller and enforces the declaration before anything else runs.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionStore): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('language', 'it');

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = route.config?.access;
    if (!declared && !isPluginRoute(route.url)) {
      throw new Error(`${methods.join(',')} ${route.url} declares no access (config.access)`);
    }
    const access = declared ?? 'public';
    route.config = { ...route.config, access };
    const { params, querystring, body, headers } = route.schema ?? {};
    for (const method of methods) {
      routes.push({ method, url: route.url, access: declared, schema: { params, querystring, body, headers } });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const url = request.routeOptions.url ?? request.url;
    const token = isApi(url) ? bearerToken(request) : undefined;
    // Set before the session lookup too, so an error raised by it speaks the caller's language.
    request.language = requestLanguage(request.headers['accept-language']);
    if (token) request.auth = (await sessions.authenticate(token)) ?? null;
    request.language = requestLanguage(request.headers['accept-language'], request.auth?.user.preferredLanguage);

    const access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public') return;
    if (!request.auth) throw new AppError('unauthorized');
    if (request.auth.user.status === 'suspended') throw new AppError('account_suspended');
    if (access === 'admin' && !request.auth.user.isAdmin) throw new AppError('forbidden');
  });

  return routes;
}
