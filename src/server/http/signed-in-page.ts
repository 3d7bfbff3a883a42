import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogues } from '../../shared/i18n/catalogues.js';
import { chooseLanguage, isRightToLeft, LANGUAGE_COOKIE } from '../../shared/languages.js';
import { PAGE_STATE_ELEMENT_ID, type SignedInPageState } from '../../shared/signed-in-page.js';
import { SESSION_COOKIE } from './cookies.js';
import { escapeHtml } from './html.js';
import { replaceOnce } from './landing-page.js';

/** The signed-in renderer built from src/web/prerender.tsx. */
export type RenderSignedIn = (
  input: SignedInPageState & { origin: string; path: string },
) => Promise<{ html: string; title: string; description: string }>;

/** The signed-in renderer of a build (dist/ssr/prerender.js), or nothing when the build has none. */
export async function loadSignedInRenderer(file: string): Promise<RenderSignedIn | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module: { renderSignedIn?: RenderSignedIn } = await import(pathToFileURL(file).href);
  return module.renderSignedIn;
}

/** Who a session cookie belongs to and what the screen at `path` shows; nothing for no live, active session. */
export type LoadSignedIn = (
  sessionToken: string,
  path: string,
) => Promise<Pick<SignedInPageState, 'user' | 'boxes' | 'goals' | 'stats'> | undefined>;

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` written as escapes, so no text a user typed
 * (a box named `</script><script>…`) can close the element or start a comment; U+2028 and U+2029 likewise.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the rendered screen, the head in its language and theme, and the data it was drawn from. */
export function signedInHtml(options: {
  template: string;
  state: SignedInPageState;
  page: { html: string; title: string; description: string };
}): string {
  const { template, state, page } = options;
  const dark = state.user.theme === 'dark' ? ' class="dark" style="color-scheme: dark"' : '';
  const direction = isRightToLeft(state.language) ? 'rtl' : 'ltr';
  let html = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${state.language}" dir="${direction}"${dark}>`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`,
  );
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A signed-in screen rendered on the server for the person whose session cookie came with the request, so it shows
 * before any JavaScript runs. Personal: never kept in a shared cache. Without a live session (or if rendering
 * fails) nothing is sent and the caller sends the plain app, which shows the sign-in screen.
 */
export function createSignedInPages(options: {
  template: string;
  render: RenderSignedIn;
  load: LoadSignedIn;
  origin: string;
}) {
  return {
    /** Whether the page was sent: a reply is a thenable that settles once sent, so it is not returned. */
    async send(
      request: FastifyRequest<{ Querystring: { lang?: string } }>,
      reply: FastifyReply,
      path: string,
    ): Promise<boolean> {
      const token = request.cookies[SESSION_COOKIE];
      const found = token ? await options.load(token, path) : undefined;
      if (!found) return false;
      const language = chooseLanguage(
        [request.query.lang, request.cookies[LANGUAGE_COOKIE], found.user.preferredLanguage],
        request.headers['accept-language'],
      );
      const state: SignedInPageState = { language, catalogue: catalogues[language], ...found };
      let page: Awaited<ReturnType<RenderSignedIn>>;
      try {
        page = await options.render({ ...state, origin: options.origin, path });
      } catch (error) {
        request.log.error({ err: error }, 'the signed-in page could not be rendered; sending the plain app');
        return false;
      }
      const html = signedInHtml({ template: options.template, state, page });
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Language', language)
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      const accepted = request.headers['accept-encoding'] ?? '';
      // Made for one request: a fast compression level, not the landing page's slow and smallest one.
      if (/\bbr\b/.test(accepted)) {
        const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
        reply.header('Content-Encoding', 'br').send(body);
      } else if (/\bgzip\b/.test(accepted)) {
        reply.header('Content-Encoding', 'gzip').send(await gzip(html));
      } else {
        reply.send(html);
      }
      return true;
    },
  };
}
