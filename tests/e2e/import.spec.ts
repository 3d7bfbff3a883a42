import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boxListSchema } from '../../src/shared/schemas/boxes.js';
import { largeDaylioCsv } from '../fixtures/import/large-daylio';
import { JOURNEYS_METRICS_TOKEN } from '../support/journey-server';
import { apiAnswer, call, endTrial, expect, signIn, type TestUser, test, toast } from './fixtures';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'import');

async function openImport(page: import('@playwright/test').Page, user: TestUser) {
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Importa dati' }).click();
  return page.getByRole('dialog', { name: 'Importa dati' });
}

test('a Daylio export: preview, import, then undo removes it all', async ({ page, request, newUser }) => {
  const user = await newUser();
  const dialog = await openImport(page, user);
  await dialog.getByLabel('File (fino a 20 MB)').setInputFiles(path.join(fixtures, 'daylio.csv'));
  await dialog.getByRole('button', { name: 'Anteprima' }).click();

  const boxes = dialog.getByRole('list', { name: 'Anteprima' }).getByRole('listitem');
  await expect(boxes).toHaveCount(7);
  await expect(boxes.first()).toContainText('Umore');
  await expect(boxes.first()).toContainText('Eventi: 6');
  await expect(boxes.first()).toContainText('Nuovo');
  await expect(dialog.getByRole('definition').first()).toHaveText('14');
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();

  await expect(dialog.getByRole('status')).toHaveText('Importazione completata');
  await expect(dialog.getByRole('definition')).toHaveText(['14', '7']);
  expect(await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema)).toHaveLength(7);

  await dialog.getByRole('button', { name: "Annulla l'importazione" }).click();
  await expect(toast(page)).toContainText('Importazione annullata: 14 eventi rimossi');
  expect(await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema)).toHaveLength(0);
  // Back at the start, ready for another file.
  await expect(dialog.getByRole('button', { name: 'Anteprima' })).toBeDisabled();
});

test('any CSV: the columns are chosen from the file header, boxes matched by name', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'cafe au lait', emoji: '☕', color: '#317873' });
  const dialog = await openImport(page, user);
  await dialog.getByRole('radio', { name: /Altro file CSV/ }).check();
  await dialog.getByLabel('File (fino a 20 MB)').setInputFiles(path.join(fixtures, 'any.csv'));
  await expect(dialog.getByRole('button', { name: 'Anteprima' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Data', exact: true }).selectOption('When');
  await dialog.getByRole('combobox', { name: 'Box', exact: true }).selectOption('What');
  await dialog.getByRole('combobox', { name: 'Quantità' }).selectOption('Amount');
  await dialog.getByRole('button', { name: 'Anteprima' }).click();

  const boxes = dialog.getByRole('list', { name: 'Anteprima' }).getByRole('listitem');
  await expect(boxes).toHaveCount(3);
  await expect(boxes.filter({ hasText: 'Café au lait' })).toContainText('Già presente');
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(dialog.getByRole('definition')).toHaveText(['5', '2']);
});

/** The server's heavy jobs running now, from its own metrics. */
async function heavyJobsRunning(baseURL: string): Promise<number> {
  const answer = await fetch(new URL('/metrics', baseURL), {
    headers: { authorization: `Bearer ${JOURNEYS_METRICS_TOKEN}` },
  });
  const running = (await answer.text()).match(/^korai_heavy_jobs\{state="running"\} (\d+)$/m)?.[1];
  return Number(running ?? 0);
}

/**
 * Someone else's upload that has started and sends nothing more: it holds a turn of the heavy-work line (the
 * playwright config gives the server one) until `release` drops it. Returns once the server counts it running.
 */
async function holdHeavyLine(baseURL: string, user: TestUser): Promise<{ release: () => void }> {
  const upload = http.request(new URL('/api/import/preview', baseURL), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': 'multipart/form-data; boundary=held',
      'content-length': '100000',
    },
  });
  upload.on('error', () => {});
  upload.flushHeaders();
  await expect.poll(() => heavyJobsRunning(baseURL), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  return { release: () => upload.destroy() };
}

test('when the server is busy with other imports, the import waits for its turn and completes', async ({
  page,
  newUser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await newUser();
  const dialog = await openImport(page, user);
  await dialog.getByLabel('File (fino a 20 MB)').setInputFiles(path.join(fixtures, 'daylio.csv'));
  await dialog.getByRole('button', { name: 'Anteprima' }).click();
  await expect(dialog.getByRole('definition').first()).toHaveText('14');

  const held = await holdHeavyLine(baseURL ?? '', await newUser());
  try {
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/commit') && response.status() === 429,
      {
        timeout: 90_000,
      },
    );
    await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
    await refused;
  } finally {
    held.release();
  }
  // Refused once after its wait in line, it is still under way, and goes through when the server tells it to.
  await expect(dialog.getByRole('progressbar', { name: 'Importazione in corso…' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Importazione completata', { timeout: 60_000 });
  await expect(dialog.getByRole('definition')).toHaveText(['14', '7']);
});

test('a 10,000-row file shows its progress and imports every event', async ({ page, newUser }) => {
  test.setTimeout(300_000);
  const user = await newUser();
  const dialog = await openImport(page, user);
  await dialog.getByLabel('File (fino a 20 MB)').setInputFiles({
    name: 'daylio-10000.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(largeDaylioCsv(10_000)),
  });
  await dialog.getByRole('button', { name: 'Anteprima' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByRole('definition').first()).toHaveText('17.500', { timeout: 180_000 });
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Importazione in corso…' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Importazione completata', { timeout: 180_000 });
  await expect(dialog.getByRole('definition')).toHaveText(['17.500', '6']);
});

test('in Arabic the import reads right to left, with the server naming the boxes in Arabic', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { preferredLanguage: 'ar' });
  await signIn(page, user);
  await page.goto('/settings?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'استيراد البيانات' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد البيانات' });
  await dialog.getByRole('radio', { name: /Nomie/ }).check();
  await dialog.getByLabel('الملف (حتى 20 ميغابايت)').setInputFiles(path.join(fixtures, 'nomie-backup.json'));
  await dialog.getByRole('button', { name: 'معاينة' }).click();
  const boxes = dialog.getByRole('list', { name: 'معاينة' }).getByRole('listitem');
  await expect(boxes).toHaveCount(4);
  await expect(boxes.last()).toContainText('ملاحظات');
  const title = await dialog.getByRole('heading', { name: 'استيراد البيانات' }).boundingBox();
  const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox();
  // The close button sits at the start of the reading direction's end: on the left in Arabic.
  expect(close?.x).toBeLessThan(title?.x ?? 0);
});

test('on Free, the person picks which 3 new boxes to import', async ({ page, request, newUser }) => {
  const user = await newUser();
  await endTrial(user);
  const dialog = await openImport(page, user);
  await dialog.getByLabel('File (fino a 20 MB)').setInputFiles(path.join(fixtures, 'daylio.csv'));
  await dialog.getByRole('button', { name: 'Anteprima' }).click();
  await expect(dialog.getByText('Box nuovi che il tuo piano consente ancora: 3.', { exact: false })).toBeVisible();
  const choices = dialog.getByRole('checkbox');
  await expect(choices).toHaveCount(7);
  // The first three are offered checked; a fourth cannot be added until one is taken off.
  await expect(choices.nth(3)).toBeDisabled();
  await choices.nth(1).uncheck();
  await choices.nth(3).check();
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(dialog.getByRole('definition')).toHaveText(['9', '3']);
  const boxes = await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema);
  expect(boxes.map((box) => box.name).sort()).toEqual(['Umore', 'reading, books', '🏃 running']);
});
