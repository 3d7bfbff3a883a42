import { call, endTrial, expect, expectAccessible, signIn, test, toast } from './fixtures';

test('the service worker shows a pushed notification, and the card tells where push stands', async ({
  page,
  newUser,
  baseURL,
}) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Sistema di notifiche' });
  // The settings screen loads on demand: time for it on a busy machine.
  await expect(card.getByText('Disattivate')).toBeVisible({ timeout: 20_000 });
  const pushSwitch = card.getByRole('switch', { name: 'Notifiche push' });
  await expect(pushSwitch).not.toBeChecked();
  await expect(card.getByText('Il browser ti chiederà il permesso di mostrare le notifiche.')).toBeVisible();

  // Notifications blocked for the site: the card says how to allow them again, and the switch cannot be used.
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL,
    browserContextId: targetInfo.browserContextId,
  });
  await page.reload();
  await expect(card.getByText('Hai bloccato le notifiche per Korai')).toBeVisible();
  await expect(pushSwitch).toBeDisabled();
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  await page.reload();
  await expect(pushSwitch).toBeEnabled();

  // The worker as the card installs it; the push as a push service would deliver it (the payload the server sends).
  await cdp.send('ServiceWorker.enable');
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${baseURL}/`);
      if (found) resolve(found.registrationId);
    }),
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${baseURL}/`,
    registrationId: await registered,
    data: JSON.stringify({
      title: '🏃 Corsa',
      body: 'Ottimo lavoro, continua così! 💪 Oggi 2 volte, di solito 0,1 al giorno.',
      url: '/app',
      tag: 'smart:2026-03-28T09:00:1',
    }),
  });
  // The worker wakes for the push and shows it in its own time: ample room on a busy machine.
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(
            (shown) => `${shown.title} | ${shown.body}`,
          ),
        ),
      { timeout: 30_000 },
    )
    .toEqual(['🏃 Corsa | Ottimo lavoro, continua così! 💪 Oggi 2 volte, di solito 0,1 al giorno.']);
});

test('smart notifications: chosen in Settings, seen from the box bell; Free users meet the Pro teaser', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Corsa', emoji: '🏃' });
  await call(request, user, 'POST', '/api/boxes', { name: 'Lettura', emoji: '📚' });
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Configura notifiche smart' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Notifiche smart' });
  await dialog.getByRole('checkbox', { name: 'Corsa' }).check();
  // A new time starts at 09:00 here; 20:00 is one tap away.
  await expect(dialog.getByRole('button', { name: '09:00', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '20:00', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Amichevole' }).check();
  await expectAccessible(page, 'smart notifications dialog');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page)).toContainText('Impostazioni delle notifiche salvate');
  const saved = await call<{ data: unknown[]; aiTone: string }>(request, user, 'GET', '/api/notification-settings');
  expect(saved.aiTone).toBe('amichevole');
  expect(saved.data).toEqual([expect.objectContaining({ isEnabled: true, scheduleHours: ['09:00', '20:00'] })]);

  await page.goto('/app');
  await page.getByRole('button', { name: 'Notifiche smart per Lettura' }).click();
  const bell = page.getByRole('dialog', { name: 'Notifiche per Lettura' });
  await expect(bell.getByRole('switch', { name: 'Notifiche smart per questo box' })).toBeChecked();
  await bell.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page)).toContainText('Impostazioni delle notifiche salvate');
  const both = await call<{ data: unknown[] }>(request, user, 'GET', '/api/notification-settings');
  expect(both.data).toHaveLength(2);

  await endTrial(user);
  await page.reload();
  await page.getByRole('button', { name: 'Notifiche smart per Corsa' }).click();
  await expect(toast(page)).toContainText('Funzionalità Pro');
  await page.goto('/settings');
  await expect(page.getByText('Promemoria scritti dai tuoi dati')).toBeVisible();
});
