import { readFile } from 'node:fs/promises';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, expect, signIn, test } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { searchPage } from './pages/search-page';

test("a box card opens that box's events in search; the filter survives reload and Back; chips pick another", async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const cinema = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Cinema',
    emoji: '🎬',
    trackingMode: 'descriptive',
  });
  const books = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Libri',
    emoji: '📚',
    trackingMode: 'descriptive',
  });
  for (const description of ['Dune', 'Arrival']) {
    await call(request, user, 'POST', `/api/events/boxes/${cinema.id}/events`, { description });
  }
  await call(request, user, 'POST', `/api/events/boxes/${books.id}/events`, { description: 'Il nome della rosa' });

  await signIn(page, user);
  await page.goto('/app');
  await page.getByRole('link', { name: 'Vedi gli eventi di Cinema' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?box=${cinema.id}$`));
  const chips = page.getByRole('group', { name: 'Box' });
  await expect(chips.getByRole('button', { name: 'Cinema' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 eventi trovati')).toBeVisible();
  await expect(page.getByText('Il nome della rosa')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('2 eventi trovati')).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Cinema' })).toHaveAttribute('aria-pressed', 'true');

  // Text and box together; then another box; then all boxes and nothing typed: the hint again.
  await searchPage(page).searchbox.fill('dune');
  await expect(page.getByText('1 evento trovato')).toBeVisible();
  await searchPage(page).searchbox.fill('');
  await chips.getByRole('button', { name: 'Libri' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?box=${books.id}$`));
  await expect(page.getByText('Il nome della rosa')).toBeVisible();
  await expect(page.getByText('1 evento trovato')).toBeVisible();
  await chips.getByRole('button', { name: 'Tutti i box' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Cerca nella tua memoria')).toBeVisible();

  // Choosing a box replaces the address, so Back leaves search for the screen that opened it.
  await page.goBack();
  await expect(page).toHaveURL(/\/app$/);
  await expect(boxesPage(page).heading).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/search$/);
});

test('a long result is cut to a few lines, with more and less; a short one has no toggle', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const diary = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Diario',
    trackingMode: 'descriptive',
  });
  const sentence = 'Una giornata lunga e piena di cose da ricordare, scritta con calma la sera. ';
  await call(request, user, 'POST', `/api/events/boxes/${diary.id}/events`, {
    description: sentence.repeat(6).trim(),
    notes: sentence.repeat(60).trim(),
  });
  await call(request, user, 'POST', `/api/events/boxes/${diary.id}/events`, { description: 'Breve' });

  await signIn(page, user);
  await page.goto(`/search?box=${diary.id}`);
  await expect(page.getByText('2 eventi trovati')).toBeVisible();
  const long = page.getByRole('listitem').filter({ hasText: 'Una giornata lunga' });
  const short = page.getByRole('listitem').filter({ hasText: 'Breve' });
  await expect(short.getByRole('button', { name: 'Mostra di più' })).toHaveCount(0);

  const more = long.getByRole('button', { name: 'Mostra di più' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const cut = (await long.boundingBox())?.height ?? 0;
  expect(cut).toBeGreaterThan(0);
  expect(cut).toBeLessThan(300);

  await more.click();
  const less = long.getByRole('button', { name: 'Mostra meno' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await long.boundingBox())?.height ?? 0).toBeGreaterThan(cut * 2);
  await less.click();
  await expect(long.getByRole('button', { name: 'Mostra di più' })).toBeVisible();
  expect((await long.boundingBox())?.height ?? 0).toBeLessThan(300);
});

test('Esporta CSV on a search downloads only the events found, in a file named after the search', async ({
  page,
  request,
  newUser,
}, testInfo) => {
  const user = await newUser();
  const trips = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Viaggi',
    emoji: '🧳',
    trackingMode: 'descriptive',
  });
  for (const description of ['Lisbona, note del viaggio', 'Porto, note del viaggio', 'Diario privato', 'Conto']) {
    await call(request, user, 'POST', `/api/events/boxes/${trips.id}/events`, { description });
  }

  await signIn(page, user);
  await page.goto('/search');
  await searchPage(page).searchbox.fill('note del viaggio');
  await expect(page.getByText('2 eventi trovati')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('korai-eventi-note-del-viaggio.csv');
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain('Lisbona, note del viaggio');
  expect(csv).toContain('Porto, note del viaggio');
  expect(csv).not.toContain('Diario privato');
  expect(csv.trim().split('\r\n')).toHaveLength(3);
});

test.describe('a rename that fails', () => {
  // The journey answers requests itself, so the service worker must not take them over.
  test.use({ serviceWorkers: 'block' });

  test('says so inside the dialog, keeps the focus there, and one Escape closes it; the text survives a reload', async ({
    page,
    request,
    newUser,
  }) => {
    const user = await newUser();
    const films = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
      name: 'Film',
      emoji: '🎬',
      trackingMode: 'descriptive',
    });
    await call(request, user, 'POST', `/api/events/boxes/${films.id}/events`, { description: 'Dune' });
    await signIn(page, user);
    await page.goto('/search?q=dune');
    await expect(searchPage(page).searchbox).toHaveValue('dune');
    await page.getByRole('button', { name: 'Rinomina «Dune»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rinomina evento' });
    await dialog.getByLabel('Descrizione').fill('Dune, parte due');

    await page.route('**/api/events/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await controls(dialog).save.click();
    await expect(dialog.getByRole('alert')).toContainText("Impossibile rinominare l'evento");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Opened again and typed into, the dialog and its text come back after a reload, as the search does.
    await page.unroute('**/api/events/*');
    await page.getByRole('button', { name: 'Rinomina «Dune»' }).click();
    await dialog.getByLabel('Descrizione').fill('Dune, parte due');
    await page.reload();
    await expect(dialog.getByLabel('Descrizione')).toHaveValue('Dune, parte due');
    await controls(dialog).save.click();
    await expect(page.getByText('Dune, parte due')).toBeVisible();
    await expect(searchPage(page).searchbox).toHaveValue('dune');
  });
});

test('a link to the mornings shows only the events of those hours, until the filter is taken away', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' });
  const coffee = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Caffè',
    emoji: '☕',
    trackingMode: 'descriptive',
  });
  // Rome is UTC+1 in March: 08:00 and 21:00 local.
  for (const [description, eventDate] of [
    ['Espresso al bar', '2026-03-10T07:00:00Z'],
    ['Decaffeinato dopo cena', '2026-03-10T20:00:00Z'],
  ]) {
    await call(request, user, 'POST', `/api/events/boxes/${coffee.id}/events`, { description, eventDate });
  }

  await signIn(page, user);
  await page.goto(`/search?box=${coffee.id}&from=2026-03-10&to=2026-03-10&dayPart=morning`);
  await expect(page.getByText('Espresso al bar')).toBeVisible();
  await expect(page.getByText('1 evento trovato')).toBeVisible();
  await expect(page.getByText('Decaffeinato dopo cena')).toHaveCount(0);

  await page.getByRole('button', { name: 'Togli il filtro «di mattina»' }).click();
  await expect(page.getByText('2 eventi trovati')).toBeVisible();
  await expect(page).not.toHaveURL(/dayPart/);
});
