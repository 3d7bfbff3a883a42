import type { Page } from '@playwright/test';
import { boxListSchema, boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { trashedEventListSchema } from '../../src/shared/schemas/trash.js';
import { apiAnswer, boxCard, type call, expect, signIn, type TestUser, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';

/** How many events wait in the outbox this page's app keeps on the device (IndexedDB). */
function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, under the app's own version number.
    if (!(await indexedDB.databases()).some((database) => database.name === 'korai-outbox')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('korai-outbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const count = open.result.transaction('events').objectStore('events').count();
        count.onsuccess = () => {
          open.result.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });
}

async function eventsOf(request: Parameters<typeof call>[0], user: TestUser, boxId: number) {
  const { events } = await apiAnswer(request, user, 'GET', `/api/boxes/${boxId}/events`, eventPageSchema);
  return events;
}

/** The header's count of events waiting on the device (a phone shows the number, screen readers hear it all). */
function waitingInHeader(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

const WATER = { name: 'Acqua', emoji: '💧' };

/** The user's boxes screen, open on a new box with nothing counted today. */
async function openWithBox(
  page: Page,
  request: Parameters<typeof call>[0],
  user: TestUser,
  box: { name: string; emoji: string; trackingMode?: 'descriptive' },
) {
  const { id } = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, box);
  await signIn(page, user);
  await page.goto('/app');
  const card = boxCard(page, `${box.name}: ${box.trackingMode ? 'nuovo evento' : 'aggiungi +1'}`);
  await expect(card.count).toHaveText('Oggi: 0 eventi');
  return { boxId: id, card };
}

test('taps made offline are kept when the page closes and arrive once, on a page served as over plain HTTP', async ({
  page,
  context,
  request,
  newUser,
}) => {
  // As when Korai is served over plain HTTP on a LAN address: no crypto.randomUUID nor Web Locks there.
  await context.addInitScript(() => {
    delete (Crypto.prototype as Partial<Crypto>).randomUUID;
    delete (Navigator.prototype as { locks?: LockManager }).locks;
  });
  const user = await newUser();
  const { boxId, card: water } = await openWithBox(page, request, user, WATER);
  expect(await page.evaluate(() => [typeof crypto.randomUUID, typeof navigator.locks])).toEqual([
    'undefined',
    'undefined',
  ]);

  await context.setOffline(true);
  for (let tap = 0; tap < 5; tap++) await water.tap.click();
  await expect(water.count).toHaveText('Oggi: 5 eventi');
  await expect(water.pending).toHaveText('5 in attesa');
  await expect(waitingInHeader(page)).toContainText('5 eventi salvati su questo dispositivo, in attesa di invio');
  await expect(
    waitingInHeader(page)
      .getByText(/^5( in attesa)?$/)
      .filter({ visible: true }),
  ).toHaveCount(1);
  await expect.poll(() => keptOnDevice(page)).toBe(5);
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/app');
  const again = boxCard(reopened, 'Acqua: aggiungi +1');
  await expect(again.count).toHaveText('Oggi: 5 eventi');
  await expect.poll(() => keptOnDevice(reopened), { timeout: 20_000 }).toBe(0);
  await expect(again.pending).toHaveCount(0);
  await expect(waitingInHeader(reopened)).toHaveText('');
  await expect(again.count).toHaveText('Oggi: 5 eventi');

  expect(await eventsOf(request, user, boxId)).toHaveLength(5);
  const boxes = await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema);
  expect(boxes.find((listed) => listed.id === boxId)?.todayCount).toBe(5);
});

test.describe('with the answer cut on its way back', () => {
  // A request the service worker takes over while it is under way (it claims the page once the page is idle) can
  // lose what page.route does with it; this tap's subject is the page's outbox (offline.spec.ts covers the worker).
  test.use({ serviceWorkers: 'block' });

  test('a tap whose answer is lost on the way back is sent again with its key and counted once', async ({
    page,
    request,
    newUser,
  }) => {
    const user = await newUser();
    const { boxId, card: water } = await openWithBox(page, request, user, WATER);

    const keys: string[] = [];
    let releaseRetry: () => void = () => {};
    const retryReleased = new Promise<void>((resolve) => {
      releaseRetry = resolve;
    });
    await page.route('**/api/events/boxes/*/events', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) {
        await retryReleased;
        await route.continue();
        return;
      }
      // The server records the tap, but its answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    });

    await water.tap.click();
    await expect.poll(() => keys.length).toBe(2);
    expect(await eventsOf(request, user, boxId)).toHaveLength(1);
    await expect(water.count).toHaveText('Oggi: 1 evento');
    await expect(water.pending).toHaveText('1 in attesa');
    await expect(waitingInHeader(page)).toContainText('1 evento salvato su questo dispositivo, in attesa di invio');

    releaseRetry();
    await expect(water.pending).toHaveCount(0);
    await expect(water.count).toHaveText('Oggi: 1 evento');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{21}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await eventsOf(request, user, boxId)).toHaveLength(1);
  });
});

test('a descriptive event saved offline closes the dialog, waits on the device and arrives on reconnection', async ({
  page,
  context,
  request,
  newUser,
}) => {
  const user = await newUser();
  const { boxId, card: cinema } = await openWithBox(page, request, user, {
    name: 'Cinema',
    emoji: '🎬',
    trackingMode: 'descriptive',
  });

  await context.setOffline(true);
  await cinema.tap.click();
  const dialog = boxesPage(page).eventDialog('Cinema');
  await dialog.getByLabel('Descrizione').fill('Visto Dune #fantascienza');
  await controls(dialog).save.click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Salvato su questo dispositivo');
  await expect(cinema.pending).toHaveText('1 in attesa');
  await expect(cinema.count).toHaveText('Oggi: 1 evento');
  await expect.poll(() => keptOnDevice(page)).toBe(1);

  await context.setOffline(false);
  await expect(cinema.pending).toHaveCount(0);
  await expect(cinema.count).toHaveText('Oggi: 1 evento');
  const events = await eventsOf(request, user, boxId);
  expect(events.map(({ description, tags }) => ({ description, tags }))).toEqual([
    { description: 'Visto Dune #fantascienza', tags: ['fantascienza'] },
  ]);
});

test('Annulla takes back the last tap, still waiting on the device or already recorded', async ({
  page,
  context,
  request,
  newUser,
}) => {
  const user = await newUser();
  const { boxId, card: water } = await openWithBox(page, request, user, WATER);
  const undo = toast(page).getByRole('button', { name: 'Annulla' });

  // Still waiting: it leaves the device and is never sent.
  await context.setOffline(true);
  await water.tap.click();
  await expect(water.pending).toHaveText('1 in attesa');
  await expect(toast(page)).toContainText('+1 registrato');
  await undo.click();
  await expect(water.count).toHaveText('Oggi: 0 eventi');
  await expect(water.pending).toHaveCount(0);
  await expect.poll(() => keptOnDevice(page)).toBe(0);
  await context.setOffline(false);

  // Already recorded: the event goes to the trash.
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/boxes/${boxId}/events`),
  );
  await water.tap.click();
  await expect(toast(page)).toContainText('+1 registrato');
  // Resting the pointer on the toast holds it open, as for a person reaching for its button.
  await toast(page).hover();
  expect((await recorded).status()).toBe(201);
  await expect(water.pending).toHaveCount(0);
  await expect(water.count).toHaveText('Oggi: 1 evento');
  const trashed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && /\/api\/events\/\d+$/.test(response.url()),
  );
  await undo.click();
  await expect(water.count).toHaveText('Oggi: 0 eventi');
  expect((await trashed).status()).toBe(200);
  await expect.poll(() => keptOnDevice(page)).toBe(0);

  expect(await eventsOf(request, user, boxId)).toHaveLength(0);
  expect(await apiAnswer(request, user, 'GET', '/api/trash/events', trashedEventListSchema)).toHaveLength(1);
  await page.reload();
  await expect(water.count).toHaveText('Oggi: 0 eventi');
});

test('a tap waits for its own account: never sent while another account is signed in on the device', async ({
  page,
  context,
  request,
  newUser,
}) => {
  const anna = await newUser();
  const bruno = await newUser();
  const { boxId, card: water } = await openWithBox(page, request, anna, WATER);
  await context.setOffline(true);
  await water.tap.click();
  await expect(water.pending).toHaveText('1 in attesa');
  await expect.poll(() => keptOnDevice(page)).toBe(1);

  // Another tab signs in as Bruno meanwhile: the stored token changes under this page.
  await page.evaluate((token) => localStorage.setItem('token', token), bruno.token);
  await context.setOffline(false);
  await expect(boxesPage(page).empty).toBeVisible();
  await expect(waitingInHeader(page)).toHaveText('');
  expect(await keptOnDevice(page)).toBe(1);
  expect(await eventsOf(request, anna, boxId)).toHaveLength(0);

  // Anna signs in again on this device: her tap goes, once.
  await page.evaluate((token) => localStorage.setItem('token', token), anna.token);
  await page.reload();
  await expect.poll(() => keptOnDevice(page)).toBe(0);
  await expect(water.count).toHaveText('Oggi: 1 evento');
  expect(await eventsOf(request, anna, boxId)).toHaveLength(1);
});

test('two tabs share one outbox and take turns: every tap is sent once', async ({
  page,
  context,
  request,
  newUser,
}) => {
  const user = await newUser();
  const { boxId, card: water } = await openWithBox(page, request, user, WATER);
  const other = await context.newPage();
  await other.goto('/app');
  const otherWater = boxCard(other, 'Acqua: aggiungi +1');
  await expect(otherWater.count).toHaveText('Oggi: 0 eventi');
  const sends: string[] = [];
  await context.route('**/api/events/boxes/*/events', async (route) => {
    sends.push(route.request().headers()['idempotency-key'] ?? '');
    await route.continue();
  });

  await context.setOffline(true);
  for (let tap = 0; tap < 3; tap++) await water.tap.click();
  for (let tap = 0; tap < 2; tap++) await otherWater.tap.click();
  await expect.poll(() => keptOnDevice(page)).toBe(5);
  await context.setOffline(false);

  await expect.poll(() => keptOnDevice(page), { timeout: 20_000 }).toBe(0);
  await expect(water.count).toHaveText('Oggi: 5 eventi');
  await expect(otherWater.count).toHaveText('Oggi: 5 eventi');
  await expect(water.pending).toHaveCount(0);
  await expect(otherWater.pending).toHaveCount(0);
  expect(sends).toHaveLength(5);
  expect(new Set(sends).size).toBe(5);
  expect(await eventsOf(request, user, boxId)).toHaveLength(5);
});
