import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { catalogues } from '../../shared/i18n/catalogues.js';
import { isRightToLeft, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../shared/languages.js';
import { escapeHtml } from './html.js';

/** The prerenderer built from src/web/prerender.tsx. */
export type RenderLanding = (input: { language: LanguageCode; catalogue: Record<string, unknown>; origin: string }) => {
  html: string;
  title: string;
  description: string;
};

/** The prerenderer of a build (dist/ssr/prerender.js), or nothing when the build has none. */
export async function loadLandingRenderer(file: string): Promise<RenderLanding | undefined> {
  if (!fs.existsSync(file)) return undefined;
  const module: { renderLanding: RenderLanding } = await import(pathToFileURL(file).href);
  return module.renderLanding;
}

export type LandingPage = { html: string; brotli: Buffer; gzip: Buffer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page is the same for everyone in a language: `/` or `/?lang=xx`, each with its own canonical address. */
export function landingAddress(origin: string, language?: LanguageCode): string {
  return language ? `${origin}/?lang=${language}` : `${origin}/`;
}

/** The template with one part replaced; a template without that part is a broken build. */
export function replaceOnce(template: string, pattern: RegExp, replacement: string | ((...match: string[]) => string)) {
  if (!pattern.test(template)) throw new Error(`index.html has no ${pattern.source}`);
  return template.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/** index.html with the landing page inside it and a head that speaks its language. */
export function landingHtml(options: {
  template: string;
  render: RenderLanding;
  origin: string;
  language: LanguageCode;
  canonical: string;
}): string {
  const { template, render, origin, language, canonical } = options;
  const page = render({ language, catalogue: catalogues[language], origin });
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const alternates = [
    ...LANGUAGE_CODES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(landingAddress(origin, code))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(landingAddress(origin))}" />`,
  ];
  const links = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (entry) =>
        `<meta property="og:locale${entry.code === language ? '' : ':alternate'}" content="${entry.openGraphLocale}" />`,
    ),
  ];

  let html = template;
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const metas = [
    ['name', 'description', description],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
  ] as const;
  for (const [attribute, key, content] of metas) {
    const tag = (value: string) => `<meta ${attribute}="${key}" content="${value}" />`;
    html = replaceOnce(html, new RegExp(tag('[^"]*')), tag(content));
  }
  html = replaceOnce(
    html,
    /<meta property="og:image" content="([^"]*)" \/>/,
    (_, image) => `<meta property="og:image" content="${origin}${image}" />`,
  );
  html = replaceOnce(html, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`);
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}

/**
 * The prerendered landing pages, made on first request and kept compressed: one for `/` and one for
 * `/?lang=xx` in each language, so the text is there before JavaScript runs.
 */
export function createLandingPages(options: { template: string; render: RenderLanding; origin: string }) {
  const pages = new Map<string, Promise<LandingPage>>();

  async function make(language: LanguageCode, asked: boolean): Promise<LandingPage> {
    const canonical = landingAddress(options.origin, asked ? language : undefined);
    const html = landingHtml({ ...options, language, canonical });
    const [brotliBody, gzipBody] = await Promise.all([
      brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(html, { level: 9 }),
    ]);
    return { html, brotli: brotliBody, gzip: gzipBody };
  }

  return {
    page(language: LanguageCode, asked: boolean): Promise<LandingPage> {
      const key = `${language}:${asked}`;
      let page = pages.get(key);
      if (!page) {
        page = make(language, asked);
        pages.set(key, page);
      }
      return page;
    },
  };
}
