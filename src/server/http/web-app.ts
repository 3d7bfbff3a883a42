import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseLanguage, LANGUAGE_CODES, LANGUAGE_COOKIE } from '../../shared/languages.js';
import { AppError } from '../errors.js';
import type { Cookies } from './cookies.js';
import { createLandingPages, type LandingPage, type RenderLanding } from './landing-page.js';
import { createSignedInPages, type LoadSignedIn, type RenderSignedIn } from './signed-in-page.js';

export interface WebAppOptions {
  /** Folder of the built web app; none in API-only tests. */
  webRoot?: string;
  /** Prerenders the landing page; without it `/` is the plain index.html. */
  renderLanding?: RenderLanding;
  /** The address links to the landing page are built on (canonical, hreflang, sharing). */
  publicUrl: string;
  cookies: Cookies;
  /** Renders the boxes screen for a session cookie's user; without it that screen is the plain index.html. */
  signedIn?: { render: RenderSignedIn; load: LoadSignedIn };
}

/** The screens sent drawn for the signed-in person, with what each lists (`account/signed-in-loader.ts`). */
const SIGNED_IN_PATHS = ['/app', '/boxes', '/goals', '/korai', '/reports', '/settings'] as const;

/**
 * The server draws a screen from its path (and the language) alone: an address that says more, such as the days or
 * the box a report was opened on, is drawn by the browser, which reads it.
 */
function drawnFromPath(url: string): boolean {
  const asked = new URL(url, 'http://korai').searchParams;
  return [...asked.keys()].every((key) => key === 'lang');
}

const landingQuery = z.object({ lang: z.enum(LANGUAGE_CODES).optional().catch(undefined) });

/**
 * Serves the built React app (with its pre-compressed .br and .gz files), the landing page prerendered in the
 * visitor's language, and index.html for every other GET outside /api, so the client's router decides:
 * unknown paths show the landing page.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webRoot, renderLanding, publicUrl, signedIn, cookies } = options;
  const indexFile = webRoot && path.join(webRoot, 'index.html');
  const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (hasBuild && renderLanding) {
    const pages = createLandingPages({
      template: fs.readFileSync(indexFile, 'utf8'),
      render: renderLanding,
      origin: publicUrl,
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/',
        { config: { access: 'public' }, schema: { hide: true, querystring: landingQuery } },
        async (request, reply) => {
          const asked = request.query.lang;
          const language = chooseLanguage(
            [asked, request.cookies[LANGUAGE_COOKIE]],
            request.headers['accept-language'],
          );
          if (asked) cookies.setLanguage(request, reply, asked);
          reply.header('Content-Language', language);
          reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
          return sendPage(request, reply, await pages.page(language, asked !== undefined));
        },
      );
  }

  if (hasBuild && signedIn) {
    const pages = createSignedInPages({
      template: fs.readFileSync(indexFile, 'utf8'),
      origin: publicUrl,
      ...signedIn,
    });
    for (const url of SIGNED_IN_PATHS) {
      app
        .withTypeProvider<ZodTypeProvider>()
        .get(
          url,
          { config: { access: 'public' }, schema: { hide: true, querystring: landingQuery } },
          async (request, reply) => {
            if (drawnFromPath(request.url) && (await pages.send(request, reply, url))) return reply;
            // What the page is depends on the cookie: a cache must not hand this one to a signed-in person.
            reply.header('Vary', 'Cookie');
            return sendApp(reply);
          },
        );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !['GET', 'HEAD'].includes(request.method) || !hasBuild) throw new AppError('route_not_found');
    return sendApp(reply);
  });
}

/** The app's index.html: the browser's router decides what it shows. */
function sendApp(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile('index.html');
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: LandingPage) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
