import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderLanding } from '../../src/server/http/landing-page.js';
import type { RenderSignedIn } from '../../src/server/http/signed-in-page.js';
import { addDays } from '../../src/shared/days.js';
import { localDate } from '../../src/shared/local-dates.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { PAGE_STATE_ELEMENT_ID, type SignedInPageState } from '../../src/shared/signed-in-page.js';
import { makeFree } from '../support/korai.js';
import { call, createTestApp, registerUser, type TestContext } from '../support/test-app.js';

// The web app's own renderers, as the build makes them (see landing.test.ts).
const prerenderer = '../../src/web/prerender.tsx';
const { renderLanding, renderSignedIn } = (await import(prerenderer)) as {
  renderLanding: RenderLanding;
  renderSignedIn: RenderSignedIn;
};
let ctx: TestContext;
let webRoot: string;
/** The app's log lines, as JSON: a page sent twice over shows as a warning there. */
const logged: { level: number; msg: string }[] = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-signed-in-'));
  await fs.copyFile('src/web/index.html', path.join(webRoot, 'index.html'));
  ctx = await createTestApp({ webRoot, renderLanding, renderSignedIn, logTo: log, logLevel: 'info' });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const catalogue = async (language: string) =>
  JSON.parse(await fs.readFile(`src/shared/i18n/locales/${language}.json`, 'utf8'));

/** A user with boxes of the given names, each tapped once today. */
async function userWithBoxes(names: string[]) {
  const user = await registerUser(ctx.app);
  for (const name of names) {
    const box = (await call(ctx.app, 'POST', '/api/boxes', { name, emoji: '📦' }, { token: user.token })).json(
      boxSchema,
    );
    await call(ctx.app, 'POST', `/api/events/boxes/${box.id}/events`, {}, { token: user.token });
  }
  return user;
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { response, html: response.body };
}

const session = (token: string, more = '') => ({ cookie: `korai_session=${token}${more}` });

function embeddedState(html: string): SignedInPageState | null {
  const found = html.match(new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`));
  return found?.[1] ? (JSON.parse(found[1]) as SignedInPageState) : null;
}

describe('the boxes screen rendered on the server', () => {
  it("shows the cookie's user their own boxes, and only theirs, in the HTML and in the data for hydration", async () => {
    const ada = await userWithBoxes(['Acqua di Ada', 'Corsa di Ada']);
    const bruno = await userWithBoxes(['Caffè di Bruno']);
    const it = await catalogue('it');

    const forAda = await page('/app', session(ada.token));
    expect(forAda.response.statusCode).toBe(200);
    expect(forAda.response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(forAda.html).toContain('Acqua di Ada');
    expect(forAda.html).toContain('Corsa di Ada');
    expect(forAda.html).toContain(it.boxes.title);
    // Drawn whole: no part left for the browser to draw (a boundary the server could not finish).
    expect(forAda.html).not.toContain('<!--$!-->');
    expect(forAda.html).not.toContain('Bruno');
    const adaState = embeddedState(forAda.html);
    expect(adaState?.user.email).toBe(ada.email);
    expect(adaState?.boxes.map((box) => [box.name, box.todayCount])).toEqual([
      ['Acqua di Ada', 1],
      ['Corsa di Ada', 1],
    ]);

    const forBruno = await page('/boxes', session(bruno.token));
    expect(forBruno.html).toContain('Caffè di Bruno');
    expect(forBruno.html).not.toContain('Ada');
    expect(embeddedState(forBruno.html)?.boxes.map((box) => box.name)).toEqual(['Caffè di Bruno']);
  });

  it('draws the goals, K-ORAI and settings screens too, each sent once with nothing logged above info', async () => {
    const user = await userWithBoxes(['Acqua']);
    const it = await catalogue('it');
    const before = logged.length;
    for (const [url, title] of [
      ['/app', it.boxes.title],
      ['/goals', it.goals.title],
      ['/korai', it.korai.welcomeTitle],
      ['/settings', it.settings.title],
    ]) {
      const { response, html } = await page(url ?? '', session(user.token));
      expect(response.statusCode).toBe(200);
      expect(html).toContain(title);
      expect(html).not.toContain('<!--$!-->');
      expect(embeddedState(html)?.user.email).toBe(user.email);
    }
    expect(logged.slice(before).filter((line) => line.level > 30)).toEqual([]);
  });

  it('carries the goals on the goals screen alone, and only to a plan that has goals', async () => {
    const user = await userWithBoxes(['Acqua']);
    const [water] = (await call(ctx.app, 'GET', '/api/boxes', undefined, { token: user.token })).json(
      boxSchema.array(),
    );
    const created = await call(
      ctx.app,
      'POST',
      '/api/goals',
      { name: 'Bere di più', boxIds: [water?.id], startDate: '2026-06-01' },
      { token: user.token },
    );
    expect(created.status).toBe(201);
    const { html } = await page('/goals', session(user.token));
    expect(html).toContain('Bere di più');
    expect(embeddedState(html)?.goals?.map((goal) => goal.name)).toEqual(['Bere di più']);
    expect(embeddedState((await page('/app', session(user.token))).html)?.goals).toBeUndefined();

    await makeFree(ctx, user.email);
    const free = await page('/goals', session(user.token));
    expect(embeddedState(free.html)?.goals).toBeUndefined();
    expect(free.html).not.toContain('Bere di più');
  });

  it("carries the reports' figures for the 30 days they open on, and draws an address with days in the browser", async () => {
    const user = await userWithBoxes(['Acqua', 'Caffè']);
    const { html } = await page('/reports', session(user.token));
    const state = embeddedState(html);
    // The test clock's today, where a new account lives (Rome).
    const today = localDate(ctx.clock.now(), 'Europe/Rome');
    const startDate = addDays(today, -29);
    expect(state?.stats?.query).toBe(`startDate=${startDate}&endDate=${today}`);
    expect(state?.stats?.figures).toMatchObject({ startDate, endDate: today, totalEvents: 2 });
    expect(state?.stats?.figures.distribution.map((box) => [box.name, box.count])).toEqual(
      expect.arrayContaining([
        ['Acqua', 1],
        ['Caffè', 1],
      ]),
    );
    expect(embeddedState((await page('/app', session(user.token))).html)?.stats).toBeUndefined();

    const linked = await page(`/reports?from=${startDate}&to=${today}&box=1`, session(user.token));
    expect(linked.html).toContain('<div id="root"></div>');
    expect(embeddedState(linked.html)).toBeNull();
    const inArabic = await page('/reports?lang=ar', session(user.token));
    expect(embeddedState(inArabic.html)?.language).toBe('ar');
  });

  it('is personal: never kept by a shared cache, and varies with the cookie', async () => {
    const user = await userWithBoxes(['Acqua']);
    const { response } = await page('/app', session(user.token));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('is the plain app, with no one’s data, without a live session', async () => {
    const user = await userWithBoxes(['Acqua segreta']);
    const loggedOut = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/logout', undefined, { token: loggedOut.token });
    const requests: Record<string, string>[] = [
      {},
      session('not-a-session'),
      session(loggedOut.token),
      { authorization: `Bearer ${user.token}` },
    ];
    for (const headers of requests) {
      const { response, html } = await page('/app', headers);
      expect(response.statusCode).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Acqua segreta');
      expect(embeddedState(html)).toBeNull();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('cannot be broken out of by what a user typed', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const user = await userWithBoxes([name]);
    const { html } = await page('/app', session(user.token));
    expect(html).not.toContain('<script>alert(1)');
    // The one script element without a source is the data: nothing inline that would run (or that CSP refuses).
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">`,
    ]);
    expect(embeddedState(html)?.boxes[0]?.name).toBe(name);
  });

  it("speaks the user's language, right to left in Arabic, with that catalogue embedded", async () => {
    const user = await userWithBoxes(['ماء']);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { preferredLanguage: 'ar' }, { token: user.token });
    const ar = await catalogue('ar');
    const { response, html } = await page('/app', { ...session(user.token), 'accept-language': 'en' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(response.headers['content-language']).toBe('ar');
    expect(html).toContain(ar.boxes.title);
    expect(html).toContain(`<title>${ar.meta.title}</title>`);
    const state = embeddedState(html);
    expect(state?.language).toBe('ar');
    expect(state?.catalogue).toEqual(ar);
    // The language this device chose last (its cookie) comes first, as in the browser.
    const de = await catalogue('de');
    const chosen = await page('/app', session(user.token, '; lang=de'));
    expect(chosen.html).toContain('<html lang="de" dir="ltr">');
    expect(chosen.html).toContain(de.boxes.title);
  });

  it("is drawn in the user's dark theme", async () => {
    const user = await userWithBoxes(['Acqua']);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { theme: 'dark' }, { token: user.token });
    const { html } = await page('/app', session(user.token));
    expect(html).toMatch(/<html lang="it" dir="ltr" class="dark" style="color-scheme: dark">/);
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const user = await userWithBoxes(['Acqua']);
    const br = await page('/app', { ...session(user.token), 'accept-encoding': 'gzip, deflate, br' });
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.response.rawPayload).toString()).toContain('Acqua');
  });
});
