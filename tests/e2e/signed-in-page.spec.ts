import type { Page } from '@playwright/test';
import { boxListSchema, boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, expect, type TestUser, test } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { koraiPage } from './pages/korai-page';
import { label } from './pages/label';
import { shellPage } from './pages/shell-page';

/** Signed in as a browser is after signing in: the session cookie, sent with the page itself. */
async function withSessionCookie(page: Page, baseURL: string | undefined, user: TestUser) {
  await page.context().addCookies([{ name: 'korai_session', value: user.token, url: baseURL ?? '' }]);
}

/** The errors the page logs or throws, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens `path` with the app's code held back until `release` is called: what shows before comes with the page. */
async function openWithCodeHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Waits until React has taken over the button named `name` (its label or its text): it has its handlers. */
async function takenOver(page: Page, name: string) {
  await page.waitForFunction((wanted) => {
    const button =
      document.querySelector(`button[aria-label="${wanted}"]`) ??
      [...document.querySelectorAll('button')].find((each) => each.textContent?.includes(wanted));
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, name);
}

const BOXES = ['Acqua', 'Caffè', 'Corsa'] as const;

async function userWithBoxes(newUser: () => Promise<TestUser>, request: Parameters<typeof call>[0]) {
  const user = await newUser();
  for (const name of BOXES) {
    const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name, emoji: '📦' });
    await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, {});
  }
  return user;
}

/** A person with the boxes, signed in by cookie on this page, and the errors the page logs from now on. */
async function signedInWithBoxes(options: {
  page: Page;
  baseURL: string | undefined;
  newUser: () => Promise<TestUser>;
  request: Parameters<typeof call>[0];
}) {
  const user = await userWithBoxes(options.newUser, options.request);
  await withSessionCookie(options.page, options.baseURL, user);
  return { user, errors: errorsOf(options.page) };
}

// The service worker, once it takes charge, asks for the person and the boxes on purpose (to keep them for offline
// use, see offline.spec.ts); here only what the page itself asks for counts.
test.use({ serviceWorkers: 'block' });
// The browser in the account's time zone: otherwise the account follows the device as the page is taken over
// (useAccountFollowsDevice), an update of its own that these journeys are not about.
test.use({ timezoneId: 'Europe/Rome' });

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${name}: aggiungi +1` }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the boxes screen shows the boxes and their counts from the first answer', async ({
    page,
    baseURL,
    newUser,
    request,
  }) => {
    const user = await userWithBoxes(newUser, request);
    await withSessionCookie(page, baseURL, user);
    await page.goto('/app');
    await expect(boxesPage(page).heading).toBeVisible();
    await expect(page.locator('nav a[href="/app"]')).toHaveAttribute('aria-current', 'page');
    for (const name of BOXES) await expect(card(page, name).getByTestId('today-count')).toHaveText('Oggi: 1 evento');
  });
});

test('the server-drawn boxes screen is taken over without asking again, then counts taps', async ({
  page,
  baseURL,
  newUser,
  request,
}) => {
  const { user, errors } = await signedInWithBoxes({ page, baseURL, newUser, request });
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));

  // The app's code is held back until the boxes are seen: they come with the page, not from JavaScript.
  const release = await openWithCodeHeld(page, '/app');
  const water = boxesPage(page).counter('Acqua');
  await expect(card(page, 'Acqua').getByTestId('today-count')).toHaveText('Oggi: 1 evento');
  await page.evaluate(() => {
    (window as unknown as { serverDrawn: Element | null }).serverDrawn = document.querySelector('main ul');
  });
  release();
  // React has taken the button over once it has attached its handlers to it (hydrated it).
  await takenOver(page, 'Acqua: aggiungi +1');
  // Taken over, not drawn again: the list on screen is the one the server sent.
  expect(
    await page.evaluate(
      () => (window as unknown as { serverDrawn: Element | null }).serverDrawn === document.querySelector('main ul'),
    ),
  ).toBe(true);
  // The user, the boxes and the catalogue came with the page.
  expect(asked.filter((path) => ['/api/auth/user', '/api/boxes'].includes(path))).toEqual([]);
  expect(asked.filter((path) => /\/assets\/it-[\w-]+\.js$/.test(path))).toEqual([]);

  await water.click();
  await expect(card(page, 'Acqua').getByTestId('today-count')).toHaveText('Oggi: 2 eventi');
  await expect
    .poll(
      async () =>
        (await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema)).find((box) => box.name === 'Acqua')
          ?.todayCount,
    )
    .toBe(2);
  // The next open is drawn by the server with the new count.
  await page.reload();
  await expect(card(page, 'Acqua').getByTestId('today-count')).toHaveText('Oggi: 2 eventi');
  await expect(card(page, 'Caffè').getByTestId('today-count')).toHaveText('Oggi: 1 evento');
  // No hydration mismatch, nor any other error.
  expect(errors).toEqual([]);
});

test('in Arabic the server-drawn screen is right to left, and stays so once taken over', async ({
  page,
  baseURL,
  newUser,
  request,
}) => {
  const user = await userWithBoxes(newUser, request);
  await call(request, user, 'PATCH', '/api/user/preferences', { preferredLanguage: 'ar' });
  await withSessionCookie(page, baseURL, user);
  const errors = errorsOf(page);
  const response = await page.goto('/app');
  expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shellPage(page).heading).toHaveText('صناديقك');
  await page.waitForFunction(() => localStorage.getItem('language') === 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});

/** The other screens drawn on the server: what needs only the person is there at once, the rest loads as before. */
test('the goals screen is drawn by the server with the goals on it, their days as the browser reads them', async ({
  page,
  baseURL,
  newUser,
  request,
}) => {
  const user = await userWithBoxes(newUser, request);
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' });
  const [water] = await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema);
  // The 1st of November begins at 23:00 UTC on the 31st of October: drawn in UTC it would read "31 ott".
  await call(request, user, 'POST', '/api/goals', {
    name: '8 bicchieri al giorno',
    boxIds: [water?.id],
    startDate: '2026-11-01',
    target: { direction: 'atLeast', count: 8, period: 'day' },
  });
  await withSessionCookie(page, baseURL, user);
  const errors = errorsOf(page);
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  const release = await openWithCodeHeld(page, '/goals');
  await expect(page.getByRole('heading', { level: 1, name: label('goals.title') })).toBeVisible();
  await expect(page.getByText('8 bicchieri al giorno')).toBeVisible();
  await expect(page.getByText(label('goals.since', { date: '1 nov 2026' }))).toBeVisible();
  release();
  await takenOver(page, label('goals.new'));
  await expect(page.getByText(label('goals.since', { date: '1 nov 2026' }))).toBeVisible();
  // The goals came with the page.
  expect(asked.filter((path) => path === '/api/goals')).toEqual([]);
  // No hydration mismatch, nor any other error.
  expect(errors).toEqual([]);
});

test('the settings screen is drawn by the server, then taken over with no error', async ({
  page,
  baseURL,
  newUser,
  request,
}) => {
  const { user, errors } = await signedInWithBoxes({ page, baseURL, newUser, request });
  const release = await openWithCodeHeld(page, '/settings');
  // Before any of the app's code: the screen's heading, the person's own fields and the control that saves them.
  await expect(page.getByRole('heading', { level: 1, name: label('settings.title') })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('button', { name: label('settings.saveProfile') })).toBeVisible();
  release();
  await takenOver(page, label('settings.saveProfile'));
  expect(errors).toEqual([]);
});

test('K-ORAI is drawn by the server, and a question typed but not sent is back once a reload is taken over', async ({
  page,
  baseURL,
  newUser,
  request,
}) => {
  const { errors } = await signedInWithBoxes({ page, baseURL, newUser, request });
  const korai = koraiPage(page);
  const release = await openWithCodeHeld(page, '/korai');
  await expect(page.getByRole('heading', { level: 1, name: label('korai.title') })).toBeVisible();
  await expect(korai.welcome).toBeVisible();
  release();
  await takenOver(page, label('korai.send'));
  await korai.question.fill('Quanti caffè ho bevuto oggi?');
  await page.reload();
  // The server has no storage: it draws the field empty, and the browser puts the draft back once it takes over.
  await expect(korai.question).toHaveValue('Quanti caffè ho bevuto oggi?');
  await expect(korai.welcome).toBeVisible();
  expect(errors).toEqual([]);
});

test('the reports screen is drawn by the server with the figures of the 30 days it opens on', async ({
  page,
  baseURL,
  newUser,
  request,
}) => {
  const { errors } = await signedInWithBoxes({ page, baseURL, newUser, request });
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  const release = await openWithCodeHeld(page, '/reports');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()),
  );
  await expect(page.getByRole('heading', { level: 1, name: label('reports.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: label('common.to'), exact: true })).toHaveValue(today);
  const total = page.getByText(label('reports.total')).locator('..');
  await expect(total).toContainText('3');
  release();
  await takenOver(page, label('reports.statsTab'));
  await expect(page.getByRole('textbox', { name: label('common.to'), exact: true })).toHaveValue(today);
  await expect(total).toContainText('3');
  // The figures came with the page.
  expect(asked.filter((path) => path === '/api/stats')).toEqual([]);
  expect(errors).toEqual([]);
});
