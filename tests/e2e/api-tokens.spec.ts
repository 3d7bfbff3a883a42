import { boxListSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, expect as baseExpect, call, expectAccessible, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';

// Requests a service worker takes over while they are under way (it claims the page once the page is idle) can lose
// the answer page.route gave them; here only the page's own requests are the subject (offline.spec.ts covers the
// worker).
test.use({ serviceWorkers: 'block' });

// Room for a busy machine: the settings screen loads lazily.
const expect = baseExpect.configure({ timeout: 15_000 });

test('a personal API token made in Settings logs from outside the app until it is revoked', async ({
  page,
  context,
  request,
  newUser,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await signIn(page, user);
  await page.goto('/settings');

  const card = page.getByRole('region', { name: 'Accesso API' });
  await expect(card.getByText('Nessun token per ora')).toBeVisible();
  await card.getByRole('button', { name: 'Crea token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea token' });
  await expectAccessible(page, 'new API token dialog');
  await dialog.getByRole('button', { name: 'Crea token' }).click();
  await expect(dialog.getByText('Dai un nome al token')).toBeVisible();
  await dialog.getByLabel('Nome del token').fill('Comando rapido iPhone');
  await expect(dialog.getByRole('radio', { name: 'Lettura e registrazione' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crea token' }).click();

  // Shown once, copied with its button.
  const shown = page.getByRole('dialog', { name: 'Il tuo nuovo token' });
  await expect(shown.getByText('Copialo adesso: non lo vedrai più.', { exact: false })).toBeVisible();
  const secretField = shown.getByRole('textbox', { name: 'Il tuo token' });
  await expect(secretField).toHaveValue(/^korai_pat_/);
  await expectAccessible(page, 'new API token shown once');
  await shown.getByRole('button', { name: 'Copia' }).click();
  await expect(toast(page).filter({ hasText: 'Token copiato' })).toBeVisible();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(await secretField.inputValue());
  await shown.getByRole('button', { name: 'Fatto' }).click();
  await expect(shown).toBeHidden();
  const listed = card.getByRole('listitem').filter({ hasText: 'Comando rapido iPhone' });
  await expect(listed).toContainText('Mai usato');
  await expect(card.getByRole('textbox')).toHaveCount(0);

  // Logged from outside the app, as a phone shortcut would.
  const log = () =>
    fetch(`${baseURL}/api/v1/log`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ box: 'acqua' }),
    });
  const logged = await log();
  expect(logged.status).toBe(201);
  expect(((await logged.json()) as { message: string }).message).toBe('Acqua: 1 evento oggi');

  await page.goto('/app');
  const water = boxesPage(page).counter('Acqua');
  await expect(page.getByRole('listitem').filter({ has: water }).getByTestId('today-count')).toHaveText(
    'Oggi: 1 evento',
  );

  // Listed with its last use, then revoked: the very next request is refused.
  await page.goto('/settings');
  await expect(listed).toContainText('Ultimo uso:');
  await listed.getByRole('button', { name: 'Revoca Comando rapido iPhone' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revocare «Comando rapido iPhone»?' });
  await confirm.getByRole('button', { name: 'Revoca' }).click();
  await expect(toast(page).filter({ hasText: 'Token revocato' })).toBeVisible();
  await expect(card.getByText('Nessun token per ora')).toBeVisible();
  const refused = await log();
  expect(refused.status).toBe(401);
  const boxes = await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema);
  expect(boxes.map((box) => box.todayCount)).toEqual([1]);
});

test('the token list says when it cannot be loaded and retries, apart from having no tokens', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  await signIn(page, user);
  const broken = '**/api/api-tokens';
  await page.route(broken, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Si è verificato un errore imprevisto' } }),
    }),
  );
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Accesso API' });
  const failed = card.getByRole('alert').filter({ hasText: 'Impossibile caricare i token' });
  await expect(failed).toContainText('Si è verificato un errore imprevisto');
  await expect(card.getByText('Nessun token per ora')).toHaveCount(0);
  await page.unroute(broken);
  await controls(failed).retry.click();
  await expect(card.getByText('Nessun token per ora')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
