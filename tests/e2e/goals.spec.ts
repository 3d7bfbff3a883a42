import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { goalListSchema } from '../../src/shared/schemas/goals.js';
import { apiAnswer, call, expect, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { goalsPage } from './pages/goals-page';

test('a goal over two boxes counts their events, completes, reactivates and is deleted', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const run = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Corsa',
    emoji: '🏃',
    trackingMode: 'descriptive',
  });
  const swim = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Nuoto',
    emoji: '🏊',
    trackingMode: 'descriptive',
  });
  await call(request, user, 'POST', '/api/boxes', { name: 'Caffè' });
  for (const [box, description] of [
    [run.id, 'Parco'],
    [run.id, 'Lungomare'],
    [swim.id, 'Piscina'],
  ] as const) {
    await call(request, user, 'POST', `/api/events/boxes/${box}/events`, { description });
  }

  // Goal cards read the count the goal list carries: no request per card.
  const progressRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/goals\/\d+\/progress/.test(sent.url())) progressRequests.push(sent.url());
  });
  await signIn(page, user);
  await page.goto('/goals');
  await expect(page.getByText('Nessun obiettivo ancora')).toBeVisible();
  await goalsPage(page).newGoal.click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo obiettivo' });
  await dialog.getByRole('button', { name: 'Crea obiettivo' }).click();
  await expect(dialog.getByText('Inserisci un nome e seleziona almeno un box')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Sport di marzo');
  await dialog.getByRole('checkbox', { name: /Corsa/ }).check();
  await dialog.getByRole('checkbox', { name: /Nuoto/ }).check();
  await dialog.getByLabel('Data di fine (facoltativa)').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Crea obiettivo' }).click();
  await expect(dialog.getByText('La data di fine non può essere prima della data di inizio')).toBeVisible();
  await dialog.getByLabel('Data di fine (facoltativa)').fill('');
  await dialog.getByRole('button', { name: 'Crea obiettivo' }).click();
  await expect(dialog).toBeHidden();

  const active = page.getByRole('region', { name: /Da completare/ });
  await expect(active.getByRole('heading', { name: /Da completare/ })).toContainText('1');
  await expect(active.getByTestId('goal-count')).toHaveText('3 eventi');
  await expect(active.getByRole('list', { name: 'Box collegati' })).toContainText('Corsa');

  await active.getByRole('button', { name: 'Sport di marzo: vedi gli eventi' }).click();
  const events = page.getByRole('dialog', { name: 'Eventi di «Sport di marzo»' });
  await expect(events.getByText('3 eventi nel periodo')).toBeVisible();
  await expect(events.getByText('Lungomare')).toBeVisible();
  await controls(events).close.click();

  await active.getByRole('button', { name: 'Completa' }).click();
  await expect(toast(page)).toContainText('Complimenti! Obiettivo completato 🎉');
  const done = page.getByRole('region', { name: /Completati/ });
  await expect(done.getByText('Sport di marzo')).toBeVisible();
  await done.getByRole('button', { name: 'Riattiva' }).click();
  await expect(toast(page)).toContainText('Obiettivo riattivato');

  await active.getByRole('button', { name: 'Modifica Sport di marzo' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica obiettivo' });
  await edit.getByLabel('Nome').fill('Sport di primavera');
  await edit.getByRole('checkbox', { name: /Nuoto/ }).uncheck();
  await controls(edit).save.click();
  await expect(active.getByTestId('goal-count')).toHaveText('2 eventi');

  // Deleting says so, and only that: nothing of the deleted goal is asked for again.
  await active.getByRole('button', { name: 'Elimina Sport di primavera' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Nessun obiettivo ancora')).toBeVisible();
  await expect(toast(page)).toHaveText(/Obiettivo eliminato/);
  await expect(toast(page).filter({ hasText: 'Errore' })).toHaveCount(0);
  expect(progressRequests).toEqual([]);
});

test('"8 bicchieri al giorno" and "palestra lun/mer/ven": targets set in the dialog, a week of pause, progress on the goal and on the box card', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', '/api/boxes', { name: 'Palestra', emoji: '🏋️' });
  await signIn(page, user);
  await page.goto('/goals');

  await goalsPage(page).newGoal.click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo obiettivo' });
  await dialog.getByLabel('Nome').fill('8 bicchieri al giorno');
  await dialog.getByRole('checkbox', { name: /Acqua/ }).check();
  await dialog.getByLabel('Tipo di traguardo').selectOption({ label: 'Almeno' });
  await dialog.getByLabel('Quante volte').fill('0');
  await goalsPage(page).createGoal.click();
  await expect(dialog.getByText('Il traguardo va da 1 a 10.000')).toBeVisible();
  await dialog.getByLabel('Quante volte').fill('8');
  await expect(dialog.getByLabel('Periodo')).toHaveValue('day');
  await goalsPage(page).createGoal.click();
  await expect(dialog).toBeHidden();

  const water = page.getByRole('listitem').filter({ hasText: '8 bicchieri al giorno' }).first();
  await expect(water.getByTestId('goal-target')).toContainText('Almeno 8 al giorno');
  await expect(water.getByTestId('goal-target-count')).toHaveText('0/8 oggi');
  await expect(water.getByTestId('goal-target')).toContainText('Mancano: 8');

  await goalsPage(page).newGoal.click();
  await dialog.getByLabel('Nome').fill('Palestra lun/mer/ven');
  await dialog.getByRole('checkbox', { name: /Palestra/ }).check();
  await dialog.getByLabel('Tipo di traguardo').selectOption({ label: 'Almeno' });
  await dialog.getByLabel('Quante volte').fill('1');
  for (const day of ['lun', 'mer', 'ven']) await dialog.getByRole('button', { name: day, exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'mer', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await goalsPage(page).createGoal.click();
  await expect(dialog).toBeHidden();

  const goals = await apiAnswer(request, user, 'GET', '/api/goals', goalListSchema);
  expect(goals.map((goal) => goal.target)).toContainEqual({
    direction: 'atLeast',
    count: 1,
    period: 'day',
    weekdays: [0, 2, 4],
  });

  // A week of holiday: today is paused, and the pause can be taken away again.
  await page.getByRole('button', { name: 'Metti in pausa 8 bicchieri al giorno' }).click();
  const pause = page.getByRole('dialog', { name: 'Pausa per «8 bicchieri al giorno»' });
  const today = new Date().toLocaleDateString('en-CA');
  const inAWeek = new Date(Date.now() + 6 * 86_400_000).toLocaleDateString('en-CA');
  await pause.getByLabel('Al', { exact: true }).fill(inAWeek);
  await pause.getByRole('button', { name: 'Metti in pausa' }).click();
  await expect(pause).toBeHidden();
  await expect(water.getByTestId('goal-target')).toContainText('In pausa');
  await page.getByRole('button', { name: 'Metti in pausa 8 bicchieri al giorno' }).click();
  await expect(pause.getByRole('list')).toContainText(today.slice(8).replace(/^0/, ''));
  await pause.getByRole('button', { name: /^Togli la pausa/ }).click();
  await expect(toast(page)).toContainText('Pausa tolta');
  await controls(pause).cancel.click();
  await expect(water.getByTestId('goal-target')).not.toContainText('In pausa');

  // Three taps on the water box: its card shows the goal's day, and so does the goal.
  await page.goto('/app');
  const tap = boxesPage(page).counter('Acqua');
  for (let times = 0; times < 3; times++) await tap.click();
  const card = page.getByRole('listitem').filter({ has: tap });
  await expect(card.getByTestId('goal-progress')).toContainText('3/8');
  await expect(card.getByTestId('goal-progress')).toContainText('8 bicchieri al giorno: 3 su 8 oggi');
  await page.goto('/goals');
  await expect(water.getByTestId('goal-target-count')).toHaveText('3/8 oggi');
});
