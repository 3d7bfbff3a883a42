import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES, type LanguageCode } from '../../src/shared/languages';
import { call, chooseLanguage, expect, signIn, test } from './fixtures';
import { shellPage } from './pages/shell-page';

// Requests a service worker takes over while they are under way (it claims the page once the page is idle) can lose
// the answer page.route gave them; here only the page's own requests are the subject (offline.spec.ts covers the
// worker).
test.use({ serviceWorkers: 'block' });

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (code: LanguageCode): Catalogue =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/${code}.json`, 'utf8'));

function keysOf(tree: Catalogue, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(value, `${prefix}${key}.`),
  );
}
const KEYS = new Set(keysOf(catalogue('it')));
const text = (tree: Catalogue, path: string): string =>
  String(path.split('.').reduce<Catalogue | string>((node, key) => (node as Catalogue)[key] ?? '', tree));

/** Every piece of text a reader or a screen reader meets: the visible text, labels, titles, placeholders. */
async function textOnScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** No i18n key shown in place of its text (what i18next does with a key a catalogue lacks). */
async function expectNoRawKeys(page: Page, where: string) {
  const words = (await textOnScreen(page)).match(/[A-Za-z]+(\.[A-Za-z0-9_]+)+/g) ?? [];
  expect(
    words.filter((word) => KEYS.has(word)),
    where,
  ).toEqual([]);
}

type PrerenderProbe = Window & { prerenderedHeading?: Element | null };

/** Keeps the heading the server sent, as the HTML is parsed and before any script of the page runs. */
function rememberPrerenderedHeading() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') {
      (window as PrerenderProbe).prerenderedHeading = document.querySelector('h1');
    }
  });
}

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x;
}

for (const { code, nativeName } of LANGUAGES) {
  test(`${nativeName} (${code}): the landing page and the boxes screen are complete`, async ({
    page,
    newUser,
    request,
  }) => {
    const strings = catalogue(code);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(rememberPrerenderedHeading);
    await page.goto(`/?lang=${code}`);
    await expect(shellPage(page).heading).toHaveText(text(strings, 'landing.heroTitle'));
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page).toHaveTitle(text(strings, 'meta.title'));
    await expect(page.getByRole('link', { name: text(strings, 'landing.footerPrivacy') as string })).toBeVisible();
    await expectNoRawKeys(page, `landing in ${code}`);
    // The page is the server's HTML as it came: nothing drew it again.
    expect(await page.evaluate(() => (window as PrerenderProbe).prerenderedHeading?.isConnected)).toBe(true);
    expect(errors).toEqual([]);

    const user = await newUser();
    await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧', trackingMode: 'counter' });
    await signIn(page, user);
    await page.goto('/app');
    await expect(shellPage(page).heading).toHaveText(text(strings, 'boxes.title'));
    await expect(page.getByRole('button', { name: /Acqua/ }).first()).toBeVisible();
    await expectNoRawKeys(page, `boxes in ${code}`);
  });
}

test('the plan screens are complete in every language', async ({ page, newUser }) => {
  // Twenty-two screens opened one after the other: minutes on a busy machine.
  test.setTimeout(180_000);
  const user = await newUser();
  await signIn(page, user);
  for (const { code } of LANGUAGES) {
    const strings = catalogue(code);
    await page.goto(`/subscribe?lang=${code}`);
    await expect(shellPage(page).heading).toHaveText(text(strings, 'subscribe.title'));
    await expectNoRawKeys(page, `subscribe in ${code}`);
    await page.goto(`/subscription-management?lang=${code}`);
    await expect(shellPage(page).heading).toHaveText(text(strings, 'management.title'));
    await expect(page.getByTestId('subscription-status')).toHaveText(text(strings, 'subscription.status.trialing'));
    await expectNoRawKeys(page, `subscription management in ${code}`);
  }
});

test('K-ORAI is complete in every language', async ({ page, newUser, request }) => {
  test.setTimeout(180_000);
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await signIn(page, user);
  for (const { code } of LANGUAGES) {
    const strings = catalogue(code);
    await page.goto(`/korai?lang=${code}`);
    await expect(page.getByRole('heading', { name: text(strings, 'korai.welcomeTitle') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(strings, 'korai.suggestMostActive') })).toBeVisible();
    await expectNoRawKeys(page, `K-ORAI chat in ${code}`);
    await page.getByRole('tab', { name: text(strings, 'korai.historyTab') }).click();
    await expect(page.getByText(text(strings, 'korai.emptyHistory'))).toBeVisible();
    await expectNoRawKeys(page, `K-ORAI history in ${code}`);
  }
});

test('Arabic turns the whole app right to left, header included', async ({ page, newUser }) => {
  await page.goto('/?lang=en');
  const logo = page.locator('header a[href="/"]');
  const nav = page.locator('header nav');
  expect(await left(logo)).toBeLessThan(await left(nav));

  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await left(logo)).toBeGreaterThan(await left(nav));

  const user = await newUser();
  await signIn(page, user);
  await page.goto('/app');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const home = page.locator('header a[href="/app"]');
  const userMenu = page.locator('header').getByRole('button').last();
  expect(await left(home)).toBeGreaterThan(await left(userMenu));
});

test('the landing page is readable before any script runs, in the language the visitor chose', async ({
  browser,
  page,
}) => {
  await page.goto('/?lang=de');
  await expect(shellPage(page).heading).toHaveText('Dein digitales Gedächtnis');
  // The link's ?lang= is honoured once and dropped; the choice itself is kept.
  await expect(page).toHaveURL(/\/$/);
  await chooseLanguage(page, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The server prerenders in the language the reader chose, so the text is right even without JavaScript.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(text(catalogue('fr'), 'landing.heroTitle'));
  await expect(plain.getByRole('link', { name: text(catalogue('fr'), 'landing.ctaButton') as string })).toBeVisible();
  await noScript.close();
});

test('a language chosen before the page has started its scripts is the one shown, and kept', async ({ page }) => {
  // The page's scripts are held back, as on a slow phone, until the visitor has chosen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?lang=de', { waitUntil: 'commit' });
  await expect(shellPage(page).heading).toHaveText('Dein digitales Gedächtnis');
  await page.getByTestId('language-menu').locator('summary').click();
  await page.getByTestId('language-menu').getByRole('link', { name: 'Français', exact: true }).click();
  await expect(shellPage(page).heading).toHaveText(text(catalogue('fr'), 'landing.heroTitle'));
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Once the app runs the choice is the visitor's own: kept after a reload without ?lang=.
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(shellPage(page).heading).toHaveText(text(catalogue('fr'), 'landing.heroTitle'));
});
