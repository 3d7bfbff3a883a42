import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderLanding } from '../../src/server/http/landing-page.js';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { PLANS } from '../../src/shared/plans.js';
import { createTestApp, type TestContext } from '../support/test-app.js';

const ORIGIN = 'https://korai.example';
// The web app's own prerenderer, as the build makes it; imported by path because the server's tsconfig leaves
// the React sources to the web's.
const prerenderer = '../../src/web/prerender.tsx';
const { renderLanding } = (await import(prerenderer)) as { renderLanding: RenderLanding };
let ctx: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-landing-'));
  await fs.copyFile('src/web/index.html', path.join(webRoot, 'index.html'));
  ctx = await createTestApp({ webRoot, renderLanding, env: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const catalogue = async (language: string) =>
  JSON.parse(await fs.readFile(`src/shared/i18n/locales/${language}.json`, 'utf8'));

async function landing(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { response, html: response.body };
}

describe('the prerendered landing page', () => {
  it('is in Italian by default, with its text in the HTML before any script runs', async () => {
    const it = await catalogue('it');
    const { response, html } = await landing('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('it');
    expect(html).toContain('<html lang="it" dir="ltr">');
    expect(html).toContain(`<title>${it.meta.title}</title>`);
    expect(html).toContain(it.landing.heroTitle);
    expect(html).toContain(it.landing.ctaTitle);
    expect(html).toContain('href="/privacy"');
  });

  it("carries the support chat's button, hidden until the page's script knows the visitor has not hidden the chat", async () => {
    const fr = await catalogue('fr');
    const { html } = await landing('/?lang=fr');
    const at = html.indexOf('<div id="support-chat-stand-in" hidden="">');
    expect(at).toBeGreaterThan(0);
    const standIn = html.slice(at).replaceAll('&#x27;', "'");
    expect(standIn).toContain(`aria-label="${fr.supportChat.open}"`);
    expect(standIn).toContain(fr.supportChat.loadFailed);
    expect(standIn).toContain(fr.common.retry);
  });

  it('follows the browser language, then the language cookie, then ?lang=', async () => {
    const [en, fr, ja] = await Promise.all(['en', 'fr', 'ja'].map(catalogue));
    expect((await landing('/', { 'accept-language': 'sv-SE,en;q=0.8' })).html).toContain(en.landing.heroTitle);
    const withCookie = await landing('/', { 'accept-language': 'en', cookie: 'lang=fr' });
    expect(withCookie.html).toContain(fr.landing.heroTitle);
    const asked = await landing('/?lang=ja', { 'accept-language': 'en', cookie: 'lang=fr' });
    expect(asked.html).toContain(ja.landing.heroTitle);
    expect(asked.html).toContain('<html lang="ja" dir="ltr">');
    expect(asked.response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it('keeps the language a link asked for in the language cookie, so the next page opened finds it', async () => {
    const asked = await landing('/?lang=fr', { 'accept-language': 'it' });
    const cookie = asked.response.cookies.find(({ name }) => name === 'lang');
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);
    const next = await landing('/', { 'accept-language': 'it', cookie: `lang=${cookie?.value}` });
    expect(next.response.headers['content-language']).toBe('fr');
    // Without a link's word nothing is written: the browser's language is followed, not kept.
    expect((await landing('/', { 'accept-language': 'de' })).response.cookies).toEqual([]);
    expect((await landing('/?lang=tlh')).response.cookies).toEqual([]);
  });

  it('ignores a language it does not have', async () => {
    const { response, html } = await landing('/?lang=tlh', { cookie: 'lang=xx' });
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<html lang="it" dir="ltr">');
  });

  it('is right to left in Arabic', async () => {
    const ar = await catalogue('ar');
    const { html } = await landing('/?lang=ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(ar.landing.heroTitle);
    expect(html).toContain(`<meta name="description" content="${ar.meta.description}" />`);
  });

  it('links every language version with hreflang and names its own canonical address', async () => {
    const { html } = await landing('/?lang=de');
    for (const code of LANGUAGE_CODES) {
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${ORIGIN}/?lang=${code}" />`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/" />`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/?lang=de" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/?lang=de" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/icon-512.png" />`);
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="pt_BR" />');
    expect((await landing('/')).html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
  });

  it('shows the prices of the plan table the server enforces', async () => {
    const { html } = await landing('/?lang=en');
    const euros = (cents: number | null) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((cents ?? 0) / 100);
    expect(html).toContain(euros(PLANS.pro.monthlyPriceCents));
    expect(html).toContain(euros(PLANS.pro.annualPriceCents));
  });

  it('shares the landing page at its public address', async () => {
    const { html } = await landing('/?lang=en');
    expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${ORIGIN}/`)}`);
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const plain = (await landing('/?lang=hi')).html;
    const br = await landing('/?lang=hi', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.response.rawPayload).toString()).toBe(plain);
    const gz = await landing('/?lang=hi', { 'accept-encoding': 'gzip' });
    expect(gz.response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.response.rawPayload).toString()).toBe(plain);
  });

  it('leaves other paths to the web app', async () => {
    const { response, html } = await landing('/privacy');
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});
