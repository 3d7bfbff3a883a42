import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, expect, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';

test('a backup downloaded from one account restores into a new one, boxes and events included', async ({
  page,
  request,
  newUser,
}, testInfo) => {
  const original = await newUser();
  const coffee = await apiAnswer(request, original, 'POST', '/api/boxes', boxSchema, { name: 'Caffè', emoji: '☕' });
  const reading = await apiAnswer(request, original, 'POST', '/api/boxes', boxSchema, {
    name: 'Libri',
    trackingMode: 'descriptive',
  });
  await call(request, original, 'POST', `/api/events/boxes/${coffee.id}/events`, {});
  await call(request, original, 'POST', `/api/events/boxes/${coffee.id}/events`, {});
  await call(request, original, 'POST', `/api/events/boxes/${reading.id}/events`, {
    description: 'Dune #fantascienza',
  });

  await signIn(page, original);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Backup' });
  await expect(card.getByTestId('last-backup')).toHaveText('Non hai ancora scaricato un backup.');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Scarica backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^korai-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(card.getByTestId('last-backup')).toContainText('Ultimo backup:');

  const copy = await newUser();
  await signIn(page, copy);
  await page.goto('/settings');
  await card.getByLabel('File di backup').setInputFiles(file);
  const confirm = page.getByRole('alertdialog', { name: 'Ripristinare questo backup?' });
  await expect(confirm).toContainText('Il tuo account è vuoto: verrà ripristinato tutto');
  const figures = confirm.getByTestId('restore-figures');
  await expect(figures).toContainText('Box nuovi2');
  await expect(figures).toContainText('Eventi nuovi3');
  await confirm.getByRole('button', { name: 'Ripristina' }).click();
  await expect(toast(page)).toContainText('Backup ripristinato.');
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('restore-result')).toContainText('Eventi nuovi3');

  await page.goto('/app');
  const tapCoffee = boxesPage(page).counter('Caffè');
  await expect(page.getByRole('listitem').filter({ has: tapCoffee }).getByTestId('today-count')).toHaveText(
    'Oggi: 2 eventi',
  );
  await expect(boxesPage(page).describe('Libri')).toBeVisible();
  await page.goto('/search');
  await page.getByLabel('Cerca tra gli eventi').fill('#fantascienza');
  await expect(page.getByText('1 evento trovato')).toBeVisible();

  // The same file again, now into an account in use: it says so, and adds nothing.
  await page.goto('/settings');
  await card.getByLabel('File di backup').setInputFiles(file);
  await expect(confirm).toContainText('Il tuo account ha già dei dati');
  await expect(figures).toContainText('Box già presenti2');
  await expect(figures).toContainText('Eventi nuovi0');
  await expect(figures).toContainText('Eventi già presenti (saltati)3');
});
