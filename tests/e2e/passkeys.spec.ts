import { expect, test, toast } from './fixtures';
import { authPage } from './pages/auth-page';
import { shellPage } from './pages/shell-page';

// WebAuthn refuses an IP address as relying party, so this journey runs on http://localhost, as the README says.
const localhost = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

test('a passkey: registered in Settings, used to sign in after signing out, then deleted', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${localhost}/`);
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto(`${localhost}/settings`);
  const security = page.getByRole('region', { name: 'Privacy e sicurezza' });
  // The settings screen loads on demand: time for it on a busy machine.
  await expect(security.getByText('Nessun dispositivo registrato')).toBeVisible({ timeout: 20_000 });
  await security.getByRole('button', { name: 'Registra questo dispositivo' }).click();
  await expect(toast(page)).toContainText('Dispositivo biometrico registrato');
  const devices = security.getByRole('list', { name: 'Dispositivi registrati' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText(/Chrome · \w+, \d/);

  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(`${localhost}/`);
  await page.goto(`${localhost}/login`);

  // A face that is not recognised: the spec's cancel message and the way back to the password.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await authPage(page).email.fill(user.email);
  const biometric = page.getByRole('button', { name: 'Accedi con impronta o volto' });
  await biometric.click();
  await expect(page.getByRole('alert')).toContainText('Riprova con email e password');
  await expect(page).toHaveURL(/\/login$/);

  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await biometric.click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(shellPage(page).userMenu).toBeVisible();

  await page.goto(`${localhost}/settings`);
  const used = devices.getByRole('listitem');
  await expect(used).toContainText('Ultimo uso');
  await security.getByRole('button', { name: /^Elimina Chrome/ }).click();
  await expect(toast(page)).toContainText('Dispositivo eliminato');
  await expect(security.getByText('Nessun dispositivo registrato')).toBeVisible();

  // Without a passkey the login screen offers only the password.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.context().clearCookies();
  await page.goto(`${localhost}/login`);
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/webauthn/login-options'));
  await authPage(page).email.fill(user.email);
  expect((await checked).status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Accedi con impronta o volto' })).toHaveCount(0);
});

test('on an IP address the security card says why passkeys are not offered', async ({ page, newUser }) => {
  const user = await newUser();
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Privacy e sicurezza' });
  await expect(security.getByRole('note')).toContainText('non funziona su un indirizzo IP', { timeout: 20_000 });
  await expect(security.getByRole('button', { name: 'Registra questo dispositivo' })).toHaveCount(0);
});
