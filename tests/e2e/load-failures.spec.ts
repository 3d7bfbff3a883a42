import type { Page } from '@playwright/test';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventSchema } from '../../src/shared/schemas/events.js';
import { apiAnswer, call, expect, signIn, test } from './fixtures';
import { authPage } from './pages/auth-page';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { searchPage } from './pages/search-page';

// Requests a service worker takes over while they are under way (it claims the page once the page is idle) can lose
// the answer page.route gave them; here only the page's own requests are the subject (offline.spec.ts covers the
// worker).
test.use({ serviceWorkers: 'block' });

/** What the server answers when something unexpected breaks (src/server/http/error-handler.ts, recorded). */
const INTERNAL_ERROR = {
  error: {
    code: 'internal',
    message: 'Si è verificato un errore imprevisto. Riprova più tardi. (codice 0b7e4a52-5f0c-4f7e-9d1a-2c3e8f6a9b10)',
    requestId: '0b7e4a52-5f0c-4f7e-9d1a-2c3e8f6a9b10',
  },
};

/** Answers every matching request with the server's 500 (once `answerAfter` settles) until `heal` is called. */
async function breakRoute(page: Page, url: string | RegExp, answerAfter?: Promise<void>) {
  await page.route(url, async (route) => {
    await answerAfter;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(INTERNAL_ERROR) });
  });
  return { heal: () => page.unroute(url) };
}

/** The failure: what could not be loaded, the server's reason and a Retry button. */
function failure(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

test('boxes: a failed load says why and retries; an account without boxes says it is empty', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  await signIn(page, user);
  const boxes = await breakRoute(page, '**/api/boxes');
  await page.goto('/app');
  const alert = failure(page, 'Impossibile caricare i box');
  await expect(alert).toContainText('Si è verificato un errore imprevisto');
  await expect(boxesPage(page).empty).toHaveCount(0);
  await expect(page.getByText(/Box usati/)).toHaveCount(0);

  await boxes.heal();
  await controls(alert).retry.click();
  await expect(boxesPage(page).empty).toBeVisible();
  await expect(page.getByText('Box usati: 0/99')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a user who cannot be loaded gets Retry, not the login form', async ({ page, request, newUser }) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua' });
  await signIn(page, user);
  const me = await breakRoute(page, '**/api/auth/user');
  await page.goto('/app');
  const alert = failure(page, 'Impossibile caricare il tuo account');
  await expect(alert).toContainText('Si è verificato un errore imprevisto');
  await expect(authPage(page).signIn).toHaveCount(0);

  await me.heal();
  await controls(alert).retry.click();
  await expect(boxesPage(page).counter('Acqua')).toBeVisible();
});

test('a connection lost while the account is asked for is tried again without a Retry', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua' });
  await signIn(page, user);
  let refused = 0;
  await page.route('**/api/auth/user', (route) =>
    refused++ < 1 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/app');
  await expect(boxesPage(page).counter('Acqua')).toBeVisible();
  expect(refused).toBeGreaterThan(1);
  await expect(failure(page, 'Impossibile caricare il tuo account')).toHaveCount(0);
});

test('statistics: a failure is not an empty period, and a reversed range is refused at its field', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, {});
  await signIn(page, user);
  const stats = await breakRoute(page, /\/api\/stats\?/);
  await page.goto('/reports');
  const alert = failure(page, 'Impossibile caricare le statistiche');
  await expect(alert).toContainText('Si è verificato un errore imprevisto');
  await expect(page.getByText('Nessun evento in questo periodo')).toHaveCount(0);
  await expect(page.getByText('Eventi totali')).toHaveCount(0);

  await stats.heal();
  await controls(alert).retry.click();
  await expect(page.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();

  // From after to: the 'to' field says so, and no statistics are asked for or shown.
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/stats?')) asked.push(sent.url());
  });
  const to = page.getByLabel('Al', { exact: true });
  await to.fill('2020-01-01');
  await expect(to).toHaveAccessibleDescription('La data di fine non può essere prima della data di inizio');
  await expect(page.getByText('Eventi totali')).toHaveCount(0);
  await expect(page.getByText('Nessun evento in questo periodo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeDisabled();

  // A period truly without events says so.
  await page.getByLabel('Dal', { exact: true }).fill('2019-12-01');
  await expect(page.getByText('Nessun evento in questo periodo')).toBeVisible();
  await expect(to).not.toHaveAttribute('aria-invalid');
  const reversed = asked.filter((url) => {
    const query = new URL(url).searchParams;
    return (query.get('endDate') ?? '') < (query.get('startDate') ?? '');
  });
  expect(reversed).toEqual([]);
});

test('search: a connection failure says so and retries; no results is something else', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Cinema',
    trackingMode: 'descriptive',
  });
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, { description: 'Dune' });
  await signIn(page, user);
  await page.route('**/api/events/search?**', (route) => route.abort('internetdisconnected'));
  await page.goto('/search');
  await searchPage(page).searchbox.fill('dune');
  const alert = failure(page, 'Impossibile caricare i risultati');
  await expect(alert).toContainText('Errore di connessione');
  await expect(page.getByText('Nessun evento trovato')).toHaveCount(0);

  await page.unroute('**/api/events/search?**');
  await controls(alert).retry.click();
  await expect(page.getByText('1 evento trovato')).toBeVisible();
  await searchPage(page).searchbox.fill('nessuna-corrispondenza');
  await expect(page.getByText('Nessun evento trovato')).toBeVisible();
});

test('goals and a goal’s events: failures with Retry, apart from no goals and no events', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Corsa',
    trackingMode: 'descriptive',
  });
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, { description: 'Parco' });
  await call(request, user, 'POST', '/api/goals', {
    name: 'Correre',
    boxIds: [box.id],
    startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  });
  await signIn(page, user);
  const goals = await breakRoute(page, '**/api/goals');
  await page.goto('/goals');
  const alert = failure(page, 'Impossibile caricare gli obiettivi');
  await expect(alert).toContainText('Si è verificato un errore imprevisto');
  await expect(page.getByText('Nessun obiettivo ancora')).toHaveCount(0);
  await goals.heal();
  await controls(alert).retry.click();
  await expect(page.getByTestId('goal-count')).toHaveText('1 evento');

  const events = await breakRoute(page, /\/api\/goals\/\d+\/events/);
  await page.getByRole('button', { name: 'Correre: vedi gli eventi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eventi di «Correre»' });
  const eventsAlert = dialog.getByRole('alert').filter({ hasText: 'Impossibile caricare gli eventi' });
  await expect(eventsAlert).toContainText('Si è verificato un errore imprevisto');
  await expect(dialog.getByText('Nessun evento in questo periodo')).toHaveCount(0);
  await events.heal();
  await controls(eventsAlert).retry.click();
  await expect(dialog.getByText('Parco')).toBeVisible();

  const to = dialog.getByLabel('Al', { exact: true });
  await to.fill('2020-01-01');
  await expect(to).toHaveAccessibleDescription('La data di fine non può essere prima della data di inizio');
  await expect(dialog.getByText('Parco')).toHaveCount(0);
  await dialog.getByLabel('Dal', { exact: true }).fill('2019-12-01');
  await expect(dialog.getByText('Nessun evento in questo periodo')).toBeVisible();
});

test('trash and sessions: failures with Retry, and no count until the list is known', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua' });
  const event = await apiAnswer(request, user, 'POST', `/api/events/boxes/${box.id}/events`, eventSchema, {});
  await call(request, user, 'DELETE', `/api/events/${event.id}`);
  await signIn(page, user);
  // The events' failure arrives once the screen has settled on its Box tab, so nothing else redraws the screen
  // between the failure and the tap on Eventi.
  let answerEvents = () => {};
  const answered = new Promise<void>((resolve) => {
    answerEvents = resolve;
  });
  const trash = await breakRoute(page, '**/api/trash/events', answered);
  await page.goto('/cestino');
  await expect(page.getByRole('tab', { name: 'Box (0)' })).toBeVisible();
  await expect(page.getByText('Nessun box nel cestino')).toBeVisible();
  const failed = page.waitForResponse('**/api/trash/events');
  answerEvents();
  await failed;
  await expect(page.getByRole('tab', { name: 'Eventi', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Eventi', exact: true }).click();
  const alert = failure(page, 'Impossibile caricare gli eventi del cestino');
  await expect(alert).toContainText('Si è verificato un errore imprevisto');
  await expect(page.getByText('Nessun evento nel cestino')).toHaveCount(0);
  await trash.heal();
  await controls(alert).retry.click();
  await expect(page.getByRole('tab', { name: 'Eventi (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ripristina «+1»' })).toBeVisible();

  const sessions = await breakRoute(page, '**/api/user/sessions');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sessioni attive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sessioni attive' });
  const sessionsAlert = dialog.getByRole('alert').filter({ hasText: 'Impossibile caricare le sessioni' });
  await expect(sessionsAlert).toContainText('Si è verificato un errore imprevisto');
  await sessions.heal();
  await controls(sessionsAlert).retry.click();
  await expect(dialog.getByText('Questo dispositivo')).toBeVisible();
});
