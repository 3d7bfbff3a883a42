import type { BrowserContext, Page } from '@playwright/test';
import { translatorFor } from '../../src/server/i18n';
import { smartMessage } from '../../src/server/notifications/smart-message';
import { encodePushMessage } from '../../src/server/push/service';
import { notificationSettingsResponseSchema } from '../../src/shared/schemas/notifications.js';
import { type BrowserSubscription, startFakePushService } from '../support/fake-push-service';
import { sharedLocalhostCertificate } from '../support/localhost-certificate';
import { apiAnswer, call, endTrial, expect, expectAccessible, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';

/** The notifications the service worker shows, as the page reads them from its registration. */
function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      icon: shown.icon,
      tag: shown.tag,
      url: (shown.data as { url?: string } | null)?.url,
    })),
  );
}

/**
 * The subscription this browser's push service would hand out. Headless Chromium has no push service (Chrome's
 * lives on Google's servers), so `pushManager.subscribe` answers with the test push service's subscription instead:
 * everything from there on is real, from Korai's server to the push protocol and the service worker.
 */
async function subscribeThroughTestPushService(context: BrowserContext, subscription: BrowserSubscription) {
  await context.addInitScript((json) => {
    let subscribed = false;
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        subscribed = false;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      subscribed = true;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => (subscribed ? (made as unknown as PushSubscription) : null);
  }, subscription);
}

test('push: turned on in Settings, the test notification crosses the push protocol to the service worker, which shows it and opens Korai on a tap', async ({
  page,
  context,
  newUser,
  baseURL,
}) => {
  const pushService = await startFakePushService(sharedLocalhostCertificate(process.env.E2E_PUSH_TLS_DIR ?? ''));
  try {
    const browserSubscription = pushService.subscribe();
    await subscribeThroughTestPushService(context, browserSubscription);
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

    // The worker the app installed for the signed-in person, once it is active: a push handed to a worker still
    // installing is lost, as it would be by a browser (on a busy machine the install can outlast the test push).
    await cdp.send('ServiceWorker.enable');
    const registered = new Promise<string>((resolve) => {
      const ours = new Set<string>();
      const active = new Set<string>();
      const settle = () => {
        for (const id of ours) if (active.has(id)) resolve(id);
      };
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        for (const registration of registrations) {
          if (registration.scopeURL === `${baseURL}/` && !registration.isDeleted) ours.add(registration.registrationId);
        }
        settle();
      });
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const version of versions) if (version.status === 'activated') active.add(version.registrationId);
        settle();
      });
    });
    await pushSwitch.click();
    await expect(card.getByText('Attive')).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Invia notifica di prova' }).click();
    await expect(toast(page)).toContainText('Notifica di prova inviata');

    // The server's push request passed the push service's checks, which decrypted what the server wrote.
    expect(pushService.refused).toEqual([]);
    const [received] = pushService.receivedBy(browserSubscription);
    expect(received?.payload).toEqual({
      title: 'Le notifiche di Korai sono attive',
      body: 'Questa è una notifica di prova: funziona!',
      url: '/settings',
      tag: 'korai-test',
    });
    // ...and hands it to the browser, as a push service does.
    const registrationId = await registered;
    const deliver = (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: `${baseURL}/`,
        registrationId,
        data: JSON.stringify(payload),
      });
    await deliver(received?.payload);
    // The worker wakes for the push and shows it in its own time: ample room on a busy machine.
    await expect
      .poll(() => shownNotifications(page), { timeout: 30_000 })
      .toEqual([
        {
          title: 'Le notifiche di Korai sono attive',
          body: 'Questa è una notifica di prova: funziona!',
          icon: `${baseURL}/icon-192.png`,
          tag: 'korai-test',
          url: '/settings',
        },
      ]);

    // A smart reminder, exactly as the scheduler writes and encodes it, leads to the boxes.
    const reminder = smartMessage(
      { id: 1, name: 'Corsa', emoji: '🏃' },
      { today: 2, usual: 0.1, streak: 3, daysSinceLast: 0 },
      { send: true },
      'motivante',
      translatorFor('it'),
      'it',
      'smart:2026-03-28T09:00:1',
    );
    await deliver(JSON.parse(encodePushMessage(reminder)));
    await expect
      .poll(async () => (await shownNotifications(page)).find((shown) => shown.tag === reminder.tag), {
        timeout: 30_000,
      })
      .toEqual({
        title: '🏃 Corsa',
        body: reminder.body,
        icon: `${baseURL}/icon-192.png`,
        tag: reminder.tag,
        url: '/app',
      });
    expect(reminder.body).toContain('Oggi 2 volte');

    // The tap: the open Korai window goes to the reminder's page. Chromium lets a worker bring a window to the front
    // only while a person taps a notification, which no protocol can do, so that last step is refused here.
    const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
    if (!worker) throw new Error('no service worker');
    const tap = () =>
      worker.evaluate(async (tag) => {
        const scope = self as unknown as {
          registration: ServiceWorkerRegistration;
          openFromNotification: (notification: Notification) => Promise<unknown>;
        };
        const [shown] = await scope.registration.getNotifications({ tag });
        if (!shown) return 'not shown';
        return scope.openFromNotification(shown).then(
          () => 'done',
          (error: Error) => error.message,
        );
      }, reminder.tag);
    expect(await tap()).toMatch(/not allowed to focus a window/i);
    await expect(page).toHaveURL(`${baseURL}/app`);
    await expect(boxesPage(page).heading).toBeVisible({ timeout: 20_000 });
    // With no Korai window left, the tap opens one on the reminder's page (refused too outside a real tap). The
    // browser drops the window that left from the worker's clients a moment after the navigation, hence the poll.
    await page.goto('about:blank');
    await expect.poll(tap, { timeout: 10_000 }).toMatch(/not allowed to open a window/i);
  } finally {
    await pushService.close();
  }
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
  await controls(dialog).save.click();
  await expect(toast(page)).toContainText('Impostazioni delle notifiche salvate');
  // Push is off in this browser: the confirmation says the reminders cannot arrive here yet, and what to do.
  await expect(toast(page)).toContainText('Per riceverle qui, attiva le notifiche push su questo browser');
  const saved = await apiAnswer(request, user, 'GET', '/api/notification-settings', notificationSettingsResponseSchema);
  expect(saved.aiTone).toBe('amichevole');
  expect(saved.data).toEqual([expect.objectContaining({ isEnabled: true, scheduleHours: ['09:00', '20:00'] })]);

  await page.goto('/app');
  await page.getByRole('button', { name: 'Notifiche smart per Lettura' }).click();
  const bell = page.getByRole('dialog', { name: 'Notifiche per Lettura' });
  await expect(bell.getByRole('switch', { name: 'Notifiche smart per questo box' })).toBeChecked();
  await controls(bell).save.click();
  await expect(toast(page)).toContainText('Impostazioni delle notifiche salvate');
  const both = await apiAnswer(request, user, 'GET', '/api/notification-settings', notificationSettingsResponseSchema);
  expect(both.data).toHaveLength(2);

  await endTrial(user);
  await page.reload();
  await page.getByRole('button', { name: 'Notifiche smart per Corsa' }).click();
  await expect(toast(page)).toContainText('Funzionalità Pro');
  await page.goto('/settings');
  await expect(page.getByText('Promemoria scritti dai tuoi dati')).toBeVisible();
});

test('the smart notifications dialog offers every box, with the name filter, the chosen ones always in view', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const names = ['Acqua', 'Caffè', 'Corsa', 'Lettura', 'Meditazione', 'Sonno', 'Yoga', 'Zucchero'];
  for (const name of names) await call(request, user, 'POST', '/api/boxes', { name });
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Configura notifiche smart' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Notifiche smart' });
  for (const name of names) await expect(dialog.getByRole('checkbox', { name })).toBeAttached();
  await dialog.getByRole('checkbox', { name: 'Acqua' }).check();
  await dialog.getByRole('searchbox', { name: 'Cerca tra i box' }).fill('zuc');
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await expect(dialog.getByRole('checkbox', { name: 'Acqua' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Zucchero' }).check();
  await controls(dialog).save.click();
  await expect(dialog).toBeHidden();
  const saved = await apiAnswer(request, user, 'GET', '/api/notification-settings', notificationSettingsResponseSchema);
  expect(saved.data).toHaveLength(2);
});
