import { randomUUID } from 'node:crypto';
import { userSchema } from '../../src/shared/schemas/user.js';
import { apiAnswer, call, chooseLanguage, expect, resetLinkMailedTo, signIn, test } from './fixtures';
import { authPage } from './pages/auth-page';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { searchPage } from './pages/search-page';
import { shellPage } from './pages/shell-page';

test('a visitor signs up from the landing page and lands in the app', async ({ page, request }) => {
  const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/');
  await expect(shellPage(page).heading).toHaveText('La tua memoria digitale');
  await page.getByRole('link', { name: 'Inizia gratis' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await authPage(page).email.fill('non-una-email');
  await authPage(page).password.fill('123');
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page.getByText('Email non valida')).toBeVisible();
  await expect(page.getByText('Password deve essere di almeno 6 caratteri')).toBeVisible();

  await authPage(page).email.fill(email);
  await authPage(page).password.fill('password-sicura');
  await page.getByRole('button', { name: 'Crea account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // One welcome; closed, nothing else opens by itself, now or after a reload.
  const welcome = page.getByRole('dialog', { name: 'Benvenuto in Korai' });
  await expect(welcome).toBeVisible();
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/user/tutorial'));
  await controls(welcome).close.first().click();
  await recorded;
  await expect(welcome).toBeHidden();
  await expect(page.getByText('Ti restano 7 giorni di prova Pro')).toBeVisible();
  await page.reload();
  await expect(boxesPage(page).empty).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await request.delete('/api/user/delete', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: 'password-sicura' },
  });
});

test('signing in with a wrong password says so, the right one opens the app, Exit asks first', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Accedi a Korai' })).toBeVisible();

  await authPage(page).email.fill(user.email);
  await authPage(page).password.fill('password-sbagliata');
  await authPage(page).signIn.click();
  await expect(page.getByRole('alert')).toContainText('Credenziali non valide');

  await page.getByRole('button', { name: 'Mostra password' }).click();
  await expect(authPage(page).password).toHaveAttribute('type', 'text');
  await authPage(page).password.fill(user.password);
  await page.getByLabel('Ricordami').check();
  await authPage(page).signIn.click();
  await expect(boxesPage(page).heading).toBeVisible();

  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page.getByText('Sei sicuro di voler uscire?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Inizia gratis' })).toBeVisible();

  await page.goto('/login');
  await expect(authPage(page).email).toHaveValue(user.email);
  await expect(page.getByLabel('Ricordami')).toBeChecked();
});

test('an unknown path shows the landing page, and the language can be switched', async ({ page }) => {
  await page.goto('/una/pagina/che/non/esiste');
  await expect(page.getByRole('link', { name: 'Inizia gratis' })).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('link', { name: 'Start for free' })).toBeVisible();
  await page.reload();
  await expect(shellPage(page).heading).toHaveText('Your digital memory');
});

test('a sign-in asked for by a page returns to that page, with its address', async ({ page, newUser }) => {
  const user = await newUser();
  await page.goto('/search?q=dune');
  await expect(page.getByRole('heading', { name: 'Accedi a Korai' })).toBeVisible();
  await authPage(page).email.fill(user.email);
  await authPage(page).password.fill(user.password);
  await authPage(page).signIn.click();
  await expect(searchPage(page).searchbox).toHaveValue('dune');
  await expect(page).toHaveURL(/\/search\?q=dune$/);
});

test('a signed-in user opening /login goes straight to the app', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
});

test('the trash asks a visitor to sign in', async ({ page }) => {
  await page.goto('/cestino');
  await expect(page.getByRole('heading', { name: 'Accesso richiesto' })).toBeVisible();
});

test('the language chosen before signing in stays after it, and the account takes it for its messages', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await page.goto('/login');
  await chooseLanguage(page, 'Deutsch');
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect
    .poll(async () => (await apiAnswer(request, user, 'GET', '/api/auth/user', userSchema)).preferredLanguage)
    .toBe('de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Korai – dein digitales Gedächtnis');
});

test("the account counts days in the device's time zone, and follows the device when it moves", async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const accountZone = async () => (await apiAnswer(request, user, 'GET', '/api/auth/user', userSchema)).timeZone;
  // The device's time zone, as its owner travels.
  const device = await page.context().newCDPSession(page);
  const deviceIn = (timezoneId: string) => device.send('Emulation.setTimezoneOverride', { timezoneId });
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' });
  await deviceIn('Asia/Tokyo');
  await signIn(page, user);
  await page.goto('/app');
  await expect.poll(accountZone).toBe('Asia/Tokyo');

  // Flown to New York: the next opening of the app moves the account there.
  await deviceIn('America/New_York');
  await page.reload();
  await expect(page.locator('nav a[href="/app"]')).toBeVisible();
  await expect.poll(accountZone).toBe('America/New_York');

  // Changed elsewhere while the device stayed: the device's zone wins again at the next opening.
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Asia/Tokyo' });
  await page.reload();
  await expect.poll(accountZone).toBe('America/New_York');
});

test('installs to a phone home screen: the manifest and its icons are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const { icons, start_url: startUrl, display } = await manifest.json();
  expect({ startUrl, display }).toEqual({ startUrl: '/app', display: 'standalone' });
  for (const icon of icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect([icon.src, file.status(), file.headers()['content-type']]).toEqual([
      icon.src,
      200,
      expect.stringContaining(icon.type),
    ]);
  }
});

test('a forgotten password is reset through the link in the mail', async ({ page, newUser }) => {
  const user = await newUser();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await authPage(page).email.fill(user.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('status')).toContainText('riceverai un link');

  await expect.poll(() => resetLinkMailedTo(user.email)).toBeTruthy();
  const link = new URL((await resetLinkMailedTo(user.email)) ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nuova password').fill('una-password-nuova');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('status')).toContainText('Password aggiornata');

  await page.getByRole('link', { name: 'Accedi' }).click();
  await authPage(page).email.fill(user.email);
  await authPage(page).password.fill('una-password-nuova');
  await authPage(page).signIn.click();
  await expect(boxesPage(page).heading).toBeVisible();
});
