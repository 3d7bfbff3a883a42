import { expect, signIn, test, toast } from './fixtures';
import { controls } from './pages/controls';
import { shellPage } from './pages/shell-page';

test('avatar, profile, theme, password, sessions and the contact form', async ({ page, request, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/app');
  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Impostazioni' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // Username and email cannot be changed here: they read as text with a lock, not as fields to type in.
  const profile = page.getByRole('region', { name: 'Profilo' });
  await expect(profile.getByRole('definition').filter({ hasText: user.email })).toBeVisible();
  await expect(profile.getByRole('term').filter({ hasText: 'Nome utente' })).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await expect(profile.getByRole('textbox', { name: 'Nome utente' })).toHaveCount(0);
  await expect(profile.getByRole('textbox')).toHaveCount(3);

  await page.getByRole('button', { name: 'Scegli avatar' }).click();
  const avatars = page.getByRole('dialog', { name: 'Scegli il tuo avatar' });
  await expect(avatars.getByRole('radio')).toHaveCount(20);
  await expect(controls(avatars).save).toBeDisabled();
  await avatars.getByText('🦊').click();
  await expect(avatars.getByRole('img', { name: "Anteprima dell'avatar" })).toHaveText('🦊');
  await controls(avatars).save.click();
  await expect(toast(page)).toContainText('Avatar aggiornato!');
  await expect(shellPage(page).userMenu).toHaveText('🦊');

  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Bio').fill('Corro e leggo.');
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(toast(page)).toContainText('Profilo aggiornato');

  await page.getByRole('switch', { name: 'Tema scuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('switch', { name: 'Tema scuro' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Cambia password' }).click();
  const password = page.getByRole('dialog', { name: 'Cambia password' });
  await password.getByLabel('Password attuale').fill('non-è-questa');
  await password.getByLabel('Nuova password').fill('nuova-password');
  await password.getByRole('button', { name: 'Cambia password' }).click();
  // A wrong current password is said at its field, which takes the focus; no toast.
  const current = password.getByRole('textbox', { name: 'Password attuale' });
  await expect(current).toHaveAccessibleDescription('La password attuale non è corretta');
  await expect(current).toBeFocused();
  await expect(toast(page).filter({ hasText: 'Errore' })).toHaveCount(0);
  await current.fill(user.password);
  await password.getByRole('button', { name: 'Cambia password' }).click();
  await expect(toast(page)).toContainText('Password aggiornata');
  await expect(password).toBeHidden();
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: 'nuova-password' } });
  expect(login.status()).toBe(200);

  await page.getByRole('button', { name: 'Sessioni attive' }).click();
  const sessions = page.getByRole('dialog', { name: 'Sessioni attive' });
  await expect(sessions.getByText('Questo dispositivo')).toBeVisible();
  const end = sessions.getByRole('button', { name: /^Termina la sessione/ });
  await expect(end).toHaveCount(1);
  await end.click();
  await expect(toast(page)).toContainText('Sessione terminata');
  await expect(end).toHaveCount(0);
  await controls(sessions).close.click();

  await page.getByRole('button', { name: 'Contattaci' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByText('Compila tutti i campi richiesti')).toBeVisible();
  await page.getByLabel('Titolo').fill('Domanda');
  await page.getByLabel('Descrizione').fill('Come esporto i miei dati?');
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Messaggio inviato!' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alle impostazioni' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('link', { name: 'Leggi come trattiamo i tuoi dati' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
});

test('deleting the account lists what is lost, then signs out and goes home', async ({ page, request, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Elimina account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminare il tuo account?' });
  await expect(confirm.getByRole('listitem')).toHaveCount(5);
  await expect(confirm).toContainText('tutti i tuoi box');
  await expect(confirm).toContainText("L'operazione è irreversibile.");
  await confirm.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('button', { name: 'Elimina account' }).click();
  await confirm.getByRole('button', { name: 'Elimina per sempre' }).click();
  await expect(confirm.getByText('Inserisci la password')).toBeVisible();
  await confirm.getByLabel('Per confermare, scrivi la tua password').fill('non-la-mia');
  await confirm.getByRole('button', { name: 'Elimina per sempre' }).click();
  await expect(confirm.getByText('La password attuale non è corretta')).toBeVisible();
  await confirm.getByLabel('Per confermare, scrivi la tua password').fill(user.password);
  await confirm.getByRole('button', { name: 'Elimina per sempre' }).click();
  await expect(toast(page)).toContainText('Account eliminato');
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(page.getByRole('link', { name: 'Inizia gratis' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(401);
});
