import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, toast } from './fixtures';
import { authPage } from './pages/auth-page';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { shellPage } from './pages/shell-page';

test('register, tutorial, count, describe, search, rename, report, export, delete and restore', async ({
  page,
  request,
}) => {
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/register');
  await authPage(page).email.fill(email);
  await authPage(page).password.fill('password-sicura');
  await page.getByRole('button', { name: 'Crea account' }).click();

  // One welcome, with the trial in a line, and one tap to the first box.
  const welcome = page.getByRole('dialog', { name: 'Benvenuto in Korai' });
  await expect(welcome).toContainText('Per 7 giorni hai tutto il piano Pro');
  await welcome.getByRole('button', { name: 'Crea il tuo primo box' }).click();
  await expect(welcome).toBeHidden();

  // A counter box, tapped three times.
  const boxDialog = boxesPage(page).newBoxDialog;
  await expect(boxDialog).toBeVisible();
  await boxDialog.getByRole('button', { name: 'Crea box' }).click();
  await expect(boxDialog.getByText('Il nome del box è obbligatorio.')).toBeVisible();
  await boxDialog.getByLabel('Nome').fill('Acqua');
  await boxDialog.getByLabel('Emoji').fill('💧🥤');
  await expect(boxDialog.getByLabel('Emoji')).toHaveValue('💧');
  await boxDialog.getByRole('button', { name: 'Crea box' }).click();
  await expect(boxDialog).toBeHidden();
  const water = boxesPage(page).counter('Acqua');
  for (let tap = 0; tap < 3; tap++) await water.click();
  await expect(page.getByRole('listitem').filter({ has: water }).getByTestId('today-count')).toHaveText(
    'Oggi: 3 eventi',
  );

  // A descriptive box and an event with a hashtag.
  await boxesPage(page).newBox.click();
  await boxDialog.getByLabel('Nome').fill('Cinema');
  await boxDialog.getByRole('radio', { name: /Descrittivo/ }).check();
  await boxDialog.getByRole('button', { name: 'Usa 🎬' }).click();
  await boxDialog.getByRole('button', { name: 'Crea box' }).click();
  await expect(boxDialog).toBeHidden();
  await boxesPage(page).describe('Cinema').click();
  const eventDialog = boxesPage(page).eventDialog('Cinema');
  await controls(eventDialog).save.click();
  await expect(eventDialog.getByText('La descrizione è obbligatoria')).toBeVisible();
  await eventDialog.getByLabel('Descrizione').fill('Visto Dune #fantascienza');
  await eventDialog.getByLabel('Note').fill('Al cinema con Anna');
  await eventDialog.getByRole('button', { name: '4 stelle' }).click();
  await controls(eventDialog).save.click();
  await expect(toast(page)).toContainText('Evento registrato');
  await expect(eventDialog).toBeHidden();

  // Search finds it by its tag, and it can be renamed.
  await page.getByRole('link', { name: 'Report' }).click();
  await page.getByRole('tab', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Cerca nella tua memoria')).toBeVisible();
  await page.getByLabel('Cerca tra gli eventi').fill('#fantascienza');
  await expect(page.getByText('1 evento trovato')).toBeVisible();
  await page.getByRole('button', { name: 'Rinomina «Visto Dune #fantascienza»' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rinomina evento' });
  await renameDialog.getByLabel('Descrizione').fill('');
  await controls(renameDialog).save.click();
  await expect(renameDialog.getByText('La descrizione è obbligatoria')).toBeVisible();
  await renameDialog.getByLabel('Descrizione').fill('Dune parte due #fantascienza');
  await controls(renameDialog).save.click();
  await expect(page.getByText('Dune parte due #fantascienza')).toBeVisible();
  await page.getByLabel('Cerca tra gli eventi').fill('nessuna-corrispondenza');
  await expect(page.getByText('Nessun evento trovato')).toBeVisible();

  // The statistics count all four events.
  await page.getByRole('tab', { name: 'Statistiche' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  const total = page.getByRole('definition').filter({ hasText: /^4$/ });
  await expect(total).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Distribuzione per box' })).toBeVisible();
  await expect(page.getByText('3 · 75%')).toBeVisible();
  await expect(page.getByRole('img', { name: '4 eventi in 30 giorni' })).toBeVisible();
  await page.getByRole('button', { name: '7 giorni' }).click();
  await expect(page.getByRole('img', { name: '4 eventi in 7 giorni' })).toBeVisible();
  await page.getByRole('button', { name: /Cinema/ }).click();
  await expect(page.getByRole('heading', { name: 'Focus su Cinema' })).toBeVisible();
  await page.getByRole('button', { name: 'Tutti i box' }).click();

  // The CSV has a header and the four events.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await fs.readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(5);
  expect(csv.filter((row) => row.includes('Dune parte due #fantascienza'))).toHaveLength(1);
  expect(csv.filter((row) => row.includes('Acqua'))).toHaveLength(3);

  // Deleted from search, restored from the trash.
  await page.getByRole('tab', { name: 'Cerca' }).click();
  await page.getByLabel('Cerca tra gli eventi').fill('dune');
  await page.getByRole('button', { name: 'Elimina «Dune parte due #fantascienza»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessun evento trovato')).toBeVisible();

  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Cestino' }).click();
  await expect(page).toHaveURL(/\/cestino$/);
  await page.getByRole('tab', { name: 'Eventi (1)' }).click();
  await page.getByRole('button', { name: 'Ripristina «Dune parte due #fantascienza»' }).click();
  await expect(toast(page)).toContainText('Evento ripristinato ✅');
  await expect(page.getByRole('tab', { name: 'Eventi (0)' })).toBeVisible();

  await page.goto('/search');
  await page.getByLabel('Cerca tra gli eventi').fill('#fantascienza');
  await expect(page.getByText('Dune parte due #fantascienza')).toBeVisible();

  // The tutorial, from the menu: seven steps, back and forth, then the guide.
  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Tutorial' }).click();
  await expect(page.getByText('Passo 1 di 7')).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByText('Passo 1 di 7')).toBeVisible();
  for (let step = 1; step < 7; step++) await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('dialog', { name: 'K-ORAI' })).toBeVisible();
  await page.getByRole('button', { name: 'Inizia' }).click();
  const guide = page.getByRole('dialog', { name: 'Come funziona Korai' });
  await expect(guide).toBeVisible();
  await controls(guide).close.first().click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByText('Dune parte due #fantascienza')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await request.delete('/api/user/delete', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: 'password-sicura' },
  });
});
