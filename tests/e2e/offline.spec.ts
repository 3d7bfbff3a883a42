import type { Page } from '@playwright/test';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { apiAnswer, boxCard, call, expect, signIn, type TestUser, test } from './fixtures';
import { controls } from './pages/controls';
import { shellPage } from './pages/shell-page';

/** The paths the service worker keeps in its caches whose names start with `prefix` (see src/web/sw.js). */
function keptIn(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      const requests = await (await caches.open(name)).keys();
      kept.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return kept.sort();
  }, prefix);
}

/** The API answers the service worker keeps for offline opens, per session cache. */
const keptAnswers = (page: Page) => keptIn(page, 'korai-session-');

/** The build's files this page loaded that the service worker does not keep. */
async function filesNotKept(page: Page): Promise<string[]> {
  const kept = new Set(await keptIn(page, 'korai-shell-'));
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return loaded.filter((path) => path.startsWith('/assets/') && !kept.has(path));
}

/** Signed in on the boxes screen, with the service worker in charge and the person and the boxes kept. */
async function openBoxes(page: Page, user: TestUser) {
  await signIn(page, user);
  await page.goto('/app');
  await expect
    .poll(
      async () => ((await page.evaluate(() => navigator.serviceWorker.controller !== null)) ? keptAnswers(page) : []),
      {
        timeout: 30_000,
      },
    )
    .toEqual(['/api/auth/user', '/api/boxes']);
}

test('a second opening without a network shows the boxes and takes taps, which arrive once back online', async ({
  page,
  context,
  request,
  newUser,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
  const user = await newUser();
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', `/api/events/boxes/${water.id}/events`, {});
  await openBoxes(page, user);
  // The code of this opening, loaded before the worker was in charge, is kept by it for the next.
  await expect.poll(() => filesNotKept(page), { timeout: 30_000 }).toEqual([]);
  const card = boxCard(page, 'Acqua: aggiungi +1');
  await expect(card.count).toHaveText('Oggi: 1 evento');

  await context.setOffline(true);
  await page.reload();
  await expect(card.count).toHaveText('Oggi: 1 evento', { timeout: 20_000 });
  await card.tap.click();
  await expect(card.count).toHaveText('Oggi: 2 eventi');
  await expect(card.pending).toHaveText('1 in attesa');

  await context.setOffline(false);
  await expect(card.pending).toHaveCount(0, { timeout: 20_000 });
  await expect(card.count).toHaveText('Oggi: 2 eventi');
  const { events } = await apiAnswer(request, user, 'GET', `/api/boxes/${water.id}/events`, eventPageSchema);
  expect(events).toHaveLength(2);
  // The worker and the pages it answered with ran under the app's Content Security Policy without a refusal.
  expect(blocked).toEqual([]);
});

test('after signing out, an opening without a network never shows the boxes of the one who left', async ({
  page,
  context,
  request,
  newUser,
}) => {
  const first = await newUser();
  await call(request, first, 'POST', '/api/boxes', { name: 'Diario segreto', emoji: '📓' });
  await openBoxes(page, first);
  await expect(boxCard(page, 'Diario segreto: aggiungi +1').tap).toBeVisible();

  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('link', { name: 'Inizia gratis' })).toBeVisible();
  expect(await keptAnswers(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto('/app');
  await expect(controls(page).retry).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Diario segreto')).toHaveCount(0);

  // The next person on this device sees only their own boxes, online and then offline.
  await context.setOffline(false);
  const second = await newUser();
  await call(request, second, 'POST', '/api/boxes', { name: 'Palestra', emoji: '🏋️' });
  await openBoxes(page, second);
  await context.setOffline(true);
  await page.reload();
  await expect(boxCard(page, 'Palestra: aggiungi +1').tap).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Diario segreto')).toHaveCount(0);
});
