import type { Page } from '@playwright/test';
import { call, expect, signIn, test, toast } from './fixtures';

/**
 * A new account is on the 7-day Pro trial and the API offers no way to end it early, so these journeys show the
 * web app a Free user: the answer of GET /api/auth/user is rewritten to the plan the server would report once the
 * trial is over. The server still enforces the limits itself (its own tests cover that); here the point is what
 * the screens do with a Free plan and with the server's refusals.
 */
async function asFreeUser(page: Page) {
  const free = { plan: 'free', effectivePlan: 'free', subscriptionStatus: 'inactive', trialDaysLeft: 0 };
  await page.route('**/api/auth/user', async (route) => {
    const user = await (await route.fetch()).json();
    await route.fulfill({ json: { ...user, ...free } });
  });
  // The app sets the account's time zone from the browser's; that answer carries the user too.
  await page.route('**/api/user/preferences', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, user: { ...answer.user, ...free } } });
  });
}

test('a Free user reaches the 3-box limit, cannot star and sees goals as a Pro feature', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  for (const name of ['Acqua', 'Caffè', 'Corsa']) await call(request, user, 'POST', '/api/boxes', { name });
  await asFreeUser(page);
  await signIn(page, user);
  await page.goto('/app');
  await expect(page.getByText('Box usati: 3/3')).toBeVisible();

  await page.getByRole('button', { name: 'Nuovo', exact: true }).click();
  await expect(toast(page)).toContainText('Limite raggiunto');
  await expect(toast(page)).toContainText('Passa a Pro');
  await expect(page.getByRole('dialog', { name: 'Nuovo box' })).toBeHidden();

  await page.getByRole('button', { name: 'Aggiungi Acqua ai preferiti' }).click();
  await expect(toast(page)).toContainText('Funzionalità Pro');

  await page.getByRole('button', { name: 'Menu utente' }).click();
  await expect(page.getByRole('menu')).toContainText('Free');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Obiettivi' }).click();
  await expect(page.getByText('Gli obiettivi sono una funzionalità Pro')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuovo obiettivo' })).toHaveCount(0);
});

test('the server refusing a box shows its Limite raggiunto message', async ({ page, newUser }) => {
  const user = await newUser();
  await page.route('**/api/boxes', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          json: { error: { code: 'box_limit', message: 'Limite raggiunto: il tuo piano permette al massimo 3 box.' } },
        })
      : route.fallback(),
  );
  await signIn(page, user);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Crea il tuo primo box' }).click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Libri');
  await page.getByRole('button', { name: 'Crea box' }).click();
  await expect(toast(page)).toContainText('Limite raggiunto');
  await expect(toast(page)).toContainText('il tuo piano permette al massimo 3 box');
});

test('a trial user stars a box, and a failed counter tap is rolled back with Errore', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', '/api/boxes', { name: 'Zenzero' });
  await signIn(page, user);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await expect(page.getByRole('menu')).toContainText('Pro (Trial)');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Aggiungi Zenzero ai preferiti' }).click();
  await expect(page.getByText('1 preferito')).toBeVisible();
  await expect(page.getByRole('button', { name: /: aggiungi \+1$/ }).first()).toHaveAccessibleName(
    'Zenzero: aggiungi +1',
  );

  await page.route('**/api/events/boxes/*/events', (route) => route.fulfill({ status: 500, json: {} }));
  const water = page.getByRole('button', { name: 'Acqua: aggiungi +1' });
  await water.click();
  await expect(toast(page)).toContainText('Errore');
  await expect(toast(page)).toContainText('Impossibile incrementare il contatore');
  await expect(page.getByRole('listitem').filter({ has: water }).getByTestId('today-count')).toHaveText(
    'Oggi: 0 eventi',
  );

  await page.getByRole('searchbox', { name: 'Cerca tra i box' }).fill('ZEN');
  await expect(page.getByText('1 box trovato')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cerca tra i box' }).fill('tè');
  await expect(page.getByText('Nessun box corrisponde a «tè»')).toBeVisible();
});
