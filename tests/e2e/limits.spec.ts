import { boxListSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, endTrial, expect, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { goalsPage } from './pages/goals-page';
import { shellPage } from './pages/shell-page';

/** What a Free account meets: the trial of each user here is ended in the server's database, as time would end it. */
test('a Free user reaches the 3-box limit, cannot star and sees goals as a Pro feature', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  for (const name of ['Acqua', 'Caffè', 'Corsa']) await call(request, user, 'POST', '/api/boxes', { name });
  await endTrial(user);
  await signIn(page, user);
  await page.goto('/app');
  await expect(page.getByText('Box usati: 3/3')).toBeVisible();

  await boxesPage(page).newBox.click();
  await expect(toast(page)).toContainText('Limite raggiunto');
  await expect(toast(page)).toContainText('Passa a Pro');
  await expect(boxesPage(page).newBoxDialog).toBeHidden();

  await page.getByRole('button', { name: 'Aggiungi Acqua ai preferiti' }).click();
  await expect(toast(page)).toContainText('Funzionalità Pro');

  await shellPage(page).userMenu.click();
  await expect(page.getByRole('menu')).toContainText('Free');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Obiettivi' }).click();
  await expect(page.getByText('Gli obiettivi sono una funzionalità Pro')).toBeVisible();
  await expect(goalsPage(page).newGoal).toHaveCount(0);
});

test('a box made on another device fills the plan: the server refuses and says Limite raggiunto', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  for (const name of ['Acqua', 'Caffè']) await call(request, user, 'POST', '/api/boxes', { name });
  await endTrial(user);
  await signIn(page, user);
  await page.goto('/app');
  await expect(page.getByText('Box usati: 2/3')).toBeVisible();
  await call(request, user, 'POST', '/api/boxes', { name: 'Corsa' });

  await boxesPage(page).newBox.click();
  await page.getByRole('dialog').getByLabel('Nome').fill('Libri');
  await boxesPage(page).createBox.click();
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
  await shellPage(page).userMenu.click();
  await expect(page.getByRole('menu')).toContainText('Pro (Trial)');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Aggiungi Zenzero ai preferiti' }).click();
  await expect(page.getByText('1 preferito')).toBeVisible();
  await expect(page.getByRole('button', { name: /: aggiungi \+1$/ }).first()).toHaveAccessibleName(
    'Zenzero: aggiungi +1',
  );

  // The box goes to the trash from another device: this tap reaches a box the server no longer has.
  const boxes = await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema);
  const waterBox = boxes.find((box) => box.name === 'Acqua');
  await call(request, user, 'DELETE', `/api/boxes/${waterBox?.id}`);
  const water = boxesPage(page).counter('Acqua');
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
