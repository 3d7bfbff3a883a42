import type { FastifyReply, FastifyRequest } from 'fastify';
import { DAY_MS } from '../../shared/days.js';
import { LANGUAGE_COOKIE, type LanguageCode } from '../../shared/languages.js';

export const SESSION_COOKIE = 'korai_session';
/** Marks a browser that has signed in before (see auth/login-throttle.ts). */
export const DEVICE_COOKIE = 'korai_device';
const DEVICE_LIFETIME_S = (365 * DAY_MS) / 1000;
const LANGUAGE_LIFETIME_S = (365 * DAY_MS) / 1000;

/**
 * Korai's cookies: httpOnly, SameSite=Lax, and Secure whenever Korai is served over HTTPS, whether the request
 * says so itself or Korai's public address does (a proxy in front that does not forward the scheme).
 */
export function createCookies(publicUrl: string) {
  const secure = (request: FastifyRequest) => publicUrl.startsWith('https://') || request.protocol === 'https';
  return {
    /** A remembered session outlives the browser; otherwise the cookie ends with it. */
    setSession(request: FastifyRequest, reply: FastifyReply, token: string, lifetimeMs?: number) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        path: '/',
        ...(lifetimeMs ? { maxAge: lifetimeMs / 1000 } : {}),
      });
    },
    clearSession(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
    setDevice(request: FastifyRequest, reply: FastifyReply, token: string) {
      reply.setCookie(DEVICE_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        path: '/api/auth',
        maxAge: DEVICE_LIFETIME_S,
      });
    },
    device: (request: FastifyRequest): string | undefined => request.cookies[DEVICE_COOKIE] || undefined,
    /**
     * The language a link asked for (`?lang=`), kept from its first answer: a sign-in or a page opened before the
     * page's script has run finds it too. Not httpOnly: the web app writes it when the reader picks another.
     */
    setLanguage(request: FastifyRequest, reply: FastifyReply, language: LanguageCode) {
      reply.setCookie(LANGUAGE_COOKIE, language, {
        sameSite: 'lax',
        secure: secure(request),
        path: '/',
        maxAge: LANGUAGE_LIFETIME_S,
      });
    },
  };
}

export type Cookies = ReturnType<typeof createCookies>;
