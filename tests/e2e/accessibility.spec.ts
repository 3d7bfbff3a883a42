import { call, expect, expectAccessible, expireSubscription, signIn, test } from './fixtures';

test('the signed-out screens have no serious accessibility problem', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'La tua memoria digitale'],
    ['/login', 'Accedi a Korai'],
    ['/register', 'Crea il tuo account'],
    ['/forgot-password', 'Password dimenticata'],
    ['/cestino', 'Accesso richiesto'],
    ['/privacy', 'Privacy'],
    ['/contact', 'Contattaci'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('every signed-in screen and dialog has no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  // Every screen and dialog, twice, each scanned by axe: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const user = await newUser({ tutorial: true });
  const box = await call<{ id: number }>(request, user, 'POST', '/api/boxes', {
    name: 'Cinema',
    emoji: '🎬',
    trackingMode: 'descriptive',
  });
  const water = await call<{ id: number }>(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, { description: 'Dune #fantascienza' });
  const trashed = await call<{ id: number }>(request, user, 'POST', `/api/events/boxes/${water.id}/events`, {});
  await call(request, user, 'DELETE', `/api/events/${trashed.id}`);
  await call(request, user, 'POST', '/api/goals', {
    name: 'Serate',
    boxIds: [box.id],
    startDate: new Date().toISOString().slice(0, 10),
  });
  await signIn(page, user);

  for (const theme of ['light', 'dark'] as const) {
    await call(request, user, 'PATCH', '/api/user/preferences', { theme });
    await page.goto('/app');
    if (theme === 'light') {
      await expect(page.getByRole('dialog', { name: 'Benvenuto in Korai' })).toBeVisible();
      await expectAccessible(page, 'tutorial');
      await page.getByRole('button', { name: 'Salta' }).click();
      // Then, once, the trial's welcome.
      await expect(page.getByRole('dialog', { name: 'Benvenuto nella prova Pro!' })).toBeVisible();
      await expectAccessible(page, 'trial welcome');
      await page.getByRole('button', { name: 'Inizia a usare Pro' }).click();
    }
    await expect(page.getByRole('heading', { name: 'I tuoi box' })).toBeVisible();
    await expectAccessible(page, `boxes ${theme}`);

    await page.getByRole('button', { name: 'Nuovo', exact: true }).click();
    await expectAccessible(page, `box dialog ${theme}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cinema: nuovo evento' }).click();
    await expectAccessible(page, `event dialog ${theme}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu utente' }).click();
    await expectAccessible(page, `user menu ${theme}`);
    await page.keyboard.press('Escape');

    await page.goto('/goals');
    await expect(page.getByText('Serate')).toBeVisible();
    await expectAccessible(page, `goals ${theme}`);
    await page.getByRole('button', { name: 'Nuovo obiettivo' }).click();
    await expectAccessible(page, `goal dialog ${theme}`);
    await page.keyboard.press('Escape');

    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Distribuzione per box' })).toBeVisible();
    await expectAccessible(page, `reports ${theme}`);
    await page.goto('/search');
    await page.getByLabel('Cerca tra gli eventi').fill('dune');
    await expect(page.getByText('1 evento trovato')).toBeVisible();
    await expectAccessible(page, `search ${theme}`);

    await page.goto('/cestino');
    await expect(page.getByRole('tab', { name: 'Eventi (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Eventi (1)' }).click();
    await expectAccessible(page, `trash ${theme}`);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Impostazioni' })).toBeVisible();
    await expectAccessible(page, `settings ${theme}`);
    await page.getByRole('button', { name: 'Scegli avatar' }).click();
    await expectAccessible(page, `avatar dialog ${theme}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Elimina account' }).click();
    await expectAccessible(page, `delete account ${theme}`);
    await page.keyboard.press('Escape');

    await page.goto('/contact');
    await expectAccessible(page, `contact ${theme}`);
  }
});

test('the plan and payment screens and dialogs have no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  for (const name of ['Acqua', 'Corsa', 'Film', 'Libri']) await call(request, user, 'POST', '/api/boxes', { name });
  await signIn(page, user);
  for (const theme of ['light', 'dark'] as const) {
    await call(request, user, 'PATCH', '/api/user/preferences', { theme });
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Scegli il tuo piano' })).toBeVisible();
    await expectAccessible(page, `subscribe ${theme}`);
    await page.goto('/subscription-management');
    await expect(page.getByTestId('subscription-status')).toHaveText('In prova');
    await expectAccessible(page, `management on trial ${theme}`);
    await page.goto('/subscription/cancel');
    await expect(page.getByRole('heading', { name: 'Pagamento annullato' })).toBeVisible();
    await expectAccessible(page, `payment cancelled ${theme}`);
  }

  await call(request, user, 'PATCH', '/api/user/preferences', { theme: 'light' });
  await page.goto('/subscribe');
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Passa a Pro' }).click();
  await expect(page.getByText('MODALITÀ TEST: nessun pagamento reale')).toBeVisible();
  await expectAccessible(page, 'test checkout');
  await page.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page.getByRole('alert')).toContainText('Errore abbonamento');
  await expectAccessible(page, 'test checkout declined');
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
  await expectAccessible(page, 'payment succeeded');

  for (const theme of ['light', 'dark'] as const) {
    await call(request, user, 'PATCH', '/api/user/preferences', { theme });
    await page.goto('/subscription-management');
    await expect(page.getByText('Visa che termina con 4242')).toBeVisible();
    await expectAccessible(page, `management on Pro ${theme}`);
    await page.getByRole('button', { name: 'Sospendi abbonamento' }).click();
    await expectAccessible(page, `pause dialog ${theme}`);
    await page.keyboard.press('Escape');
  }

  await call(request, user, 'POST', '/api/subscription/cancel');
  await call(request, user, 'PATCH', '/api/user/preferences', { theme: 'light' });
  await expireSubscription(user);
  await page.goto('/app');
  await expect(page.getByRole('dialog', { name: 'Scegli i box da tenere' })).toBeVisible();
  await expectAccessible(page, 'keep boxes dialog');
  await page.getByRole('button', { name: 'Decidi più tardi' }).click();
  await expect(page.getByText('1 box è in sola lettura: il piano Free ne comprende 3.')).toBeVisible();
  await expectAccessible(page, 'read-only boxes');
});

test('a box can be created and tapped with the keyboard alone', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'I tuoi box' })).toBeVisible();

  // Tab from the top of the page until the New button has the focus.
  const create = page.getByRole('button', { name: 'Nuovo', exact: true });
  for (let step = 0; step < 20 && !(await create.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(create).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nuovo box' });
  await expect(dialog.getByLabel('Nome')).toBeVisible();
  await dialog.getByLabel('Nome').focus();
  await page.keyboard.type('Tè');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Closing the dialog gives the focus back to the button that opened it.
  await expect(create).toBeFocused();

  const tap = page.getByRole('button', { name: 'Tè: aggiungi +1' });
  await tap.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ has: tap }).getByTestId('today-count')).toHaveText('Oggi: 1 evento');

  // The user menu opens and moves with the keyboard.
  await page.getByRole('button', { name: 'Menu utente' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Impostazioni' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);

  // Every button and link on the screen has a name.
  const unnamed = await page.locator('button, a[href], input, select, textarea').evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const label = element.getAttribute('aria-label') || element.textContent?.trim() || '';
        const labelled = element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`) !== null;
        return !label && !labelled && !element.closest('label') && !element.getAttribute('aria-labelledby');
      }).length,
  );
  expect(unnamed).toBe(0);
});
