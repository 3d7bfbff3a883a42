import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, expect, signIn, test } from './fixtures';
import { shellPage } from './pages/shell-page';

/** What would betray a screen laid out or formatted left to right inside the Arabic app. */
async function leftToRightTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    if (document.documentElement.dir !== 'rtl') traces.push(`html dir=${document.documentElement.dir}`);
    for (const element of document.querySelectorAll('[dir="ltr"]'))
      traces.push(`dir=ltr on ${element.outerHTML.slice(0, 80)}`);
    // An all-digit date written with direction marks ("24‏/10‏/2026"), which reads "242026/10/" in a left-to-right run.
    const text = document.body.innerText;
    for (const garbled of text.match(/\d+\u200f?\/\d+\u200f?\/\d+|\d{5,}\/\d+\//g) ?? [])
      traces.push(`date "${garbled}"`);
    return traces;
  });
}

test('every signed-in screen is right to left in Arabic, dates and numbers readable', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Cinema',
    emoji: '🎬',
    trackingMode: 'descriptive',
  });
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  for (let tap = 0; tap < 12; tap++) await call(request, user, 'POST', `/api/events/boxes/${water.id}/events`, {});
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, { description: 'Dune' });
  await call(request, user, 'POST', '/api/goals', {
    name: 'Serate',
    boxIds: [box.id],
    startDate: new Date().toISOString().slice(0, 10),
  });
  await call(request, user, 'PATCH', '/api/user/preferences', { preferredLanguage: 'ar' });
  await signIn(page, user);
  await page.goto('/app?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  for (const [path, heading] of [
    ['/app', 'boxes'],
    ['/goals', 'goals'],
    ['/reports', 'reports'],
    ['/search', 'reports'],
    ['/cestino', 'trash'],
    ['/settings', 'settings'],
    ['/contact', 'contact'],
    ['/subscribe', 'subscribe'],
    ['/subscription-management', 'management'],
    ['/korai', 'korai'],
  ] as const) {
    await page.goto(path);
    await expect(shellPage(page).heading, path).toHaveText(AR[heading]);
    expect(await leftToRightTraces(page), path).toEqual([]);
  }

  // Reports mirrored: Statistics, the first tab, is on the right; the chart's dates name their month.
  await page.goto('/reports');
  const stats = await page.getByRole('tab', { name: 'الإحصاءات' }).boundingBox();
  const search = await page.getByRole('tab', { name: 'البحث' }).boundingBox();
  expect(stats?.x).toBeGreaterThan(search?.x ?? Number.POSITIVE_INFINITY);
  const firstDay = page
    .getByRole('figure')
    .filter({ has: page.locator('svg') })
    .locator('span')
    .first();
  await expect(firstDay).toHaveText(/^[٠-٩0-9]+ \S+ [٠-٩0-9]{4}$/);

  // K-ORAI's counter in Arabic words and order ('٠ من ∞'), and the plan's badge in Arabic.
  await page.goto('/korai');
  await expect(page.getByTestId('insights-counter')).toContainText(/[٠-٩0-9]+ من ∞/);
  await page.goto('/subscription-management');
  await expect(page.getByTestId('subscription-status')).toHaveText('في فترة التجربة');
});

type Titled = Record<keyof typeof TITLED, { title: string }>;
const TITLED = {
  boxes: 0,
  goals: 0,
  reports: 0,
  trash: 0,
  settings: 0,
  contact: 0,
  subscribe: 0,
  management: 0,
  korai: 0,
};
const catalogue = JSON.parse(readFileSync('src/shared/i18n/locales/ar.json', 'utf8')) as Titled;
const AR = Object.fromEntries(Object.keys(TITLED).map((key) => [key, catalogue[key as keyof Titled].title])) as Record<
  keyof Titled,
  string
>;
