import { eventWithBoxPageSchema } from '../../src/shared/schemas/events.js';
import { apiAnswer, call, expect, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { goalsPage } from './pages/goals-page';

test('a 2,000-character description is kept as pasted and refused at the field, never cut', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Cinema', emoji: '🎬', trackingMode: 'descriptive' });
  await signIn(page, user);
  await page.goto('/app');
  await boxesPage(page).describe('Cinema').click();
  const dialog = boxesPage(page).eventDialog('Cinema');
  const description = dialog.getByRole('textbox', { name: 'Descrizione' });
  // Multi-line, with the limit and a live counter.
  await expect(description).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(dialog.getByTestId('character-count').first()).toHaveText('Caratteri: 0/500');
  await description.focus();
  const pasted = 'Una serata lunga. '.repeat(112).slice(0, 2000);
  await page.keyboard.insertText(pasted);
  await expect(description).toHaveValue(pasted);
  await expect(dialog.getByTestId('character-count').first()).toHaveText('Caratteri: 2000/500');
  await expect(dialog.getByRole('alert')).toHaveText('La descrizione può avere al massimo 500 caratteri');
  await controls(dialog).save.click();
  await expect(dialog).toBeVisible();
  await expect(description).toHaveValue(pasted);

  await description.fill('Una serata lunga.\nAl cinema con Anna.');
  await expect(dialog.getByTestId('character-count').first()).toHaveText('Caratteri: 37/500');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await controls(dialog).save.click();
  await expect(toast(page)).toContainText('Evento registrato');
  const { events } = await apiAnswer(request, user, 'GET', '/api/events/search', eventWithBoxPageSchema);
  expect(events.map((event) => event.description)).toEqual(['Una serata lunga.\nAl cinema con Anna.']);
});

const back = (page: import('@playwright/test').Page) => page.evaluate(() => history.back());

test("the phone's Back closes the dialog on top, never the screen, and a dismissed draft waits", async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await signIn(page, user);
  await page.goto('/goals');
  await page.goto('/app');
  await expect(boxesPage(page).heading).toBeVisible();

  await boxesPage(page).newBox.click();
  const newBox = boxesPage(page).newBoxDialog;
  await newBox.getByLabel('Nome').fill('Tè');
  await back(page);
  await expect(newBox).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
  await expect(boxesPage(page).heading).toBeVisible();
  // Closed by Back, not cancelled: the name is there when it opens again; Cancel forgets it.
  await boxesPage(page).newBox.click();
  await expect(newBox.getByLabel('Nome')).toHaveValue('Tè');
  await newBox.getByRole('button', { name: 'Annulla' }).click();
  await expect(newBox).toBeHidden();
  await boxesPage(page).newBox.click();
  await expect(newBox.getByLabel('Nome')).toHaveValue('');
  await controls(newBox).close.click();

  // A confirmation over a dialog: Back closes the confirmation, then the dialog, then leaves for the last screen.
  await page.getByRole('button', { name: 'Modifica Acqua' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica box' });
  await edit.getByRole('button', { name: 'Elimina box' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await back(page);
  await expect(confirm).toBeHidden();
  await expect(edit).toBeVisible();
  await back(page);
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(/\/app$/);
  await back(page);
  await expect(page).toHaveURL(/\/goals$/);
});

test('the new-event and box dialogs keep their draft across a reload until saved or cancelled', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Cinema', emoji: '🎬', trackingMode: 'descriptive' });
  await signIn(page, user);
  await page.goto('/app');
  await boxesPage(page).describe('Cinema').click();
  const event = boxesPage(page).eventDialog('Cinema');
  await event.getByLabel('Descrizione').fill('Visto Dune');
  await event.getByLabel('Note').fill('Al cinema con Anna');
  await event.getByRole('button', { name: '4 stelle' }).click();
  await page.reload();
  await expect(event).toBeVisible();
  await expect(event.getByLabel('Descrizione')).toHaveValue('Visto Dune');
  await expect(event.getByLabel('Note')).toHaveValue('Al cinema con Anna');
  await expect(event.getByRole('button', { name: '4 stelle' })).toHaveAttribute('aria-pressed', 'true');
  await controls(event).save.click();
  await expect(toast(page)).toContainText('Evento registrato');
  await page.reload();
  await expect(boxesPage(page).heading).toBeVisible();
  await expect(event).toBeHidden();
  await boxesPage(page).describe('Cinema').click();
  await expect(event.getByLabel('Descrizione')).toHaveValue('');

  await event.getByRole('button', { name: 'Annulla' }).click();
  await boxesPage(page).newBox.click();
  const newBox = boxesPage(page).newBoxDialog;
  await newBox.getByLabel('Nome').fill('Letture');
  await newBox.getByRole('radio', { name: /Descrittivo/ }).check();
  await page.reload();
  await expect(newBox).toBeVisible();
  await expect(newBox.getByLabel('Nome')).toHaveValue('Letture');
  await expect(newBox.getByRole('radio', { name: /Descrittivo/ })).toBeChecked();
  await newBox.getByRole('button', { name: 'Annulla' }).click();
  await page.reload();
  await expect(boxesPage(page).heading).toBeVisible();
  await expect(newBox).toBeHidden();
});

test('the goal dialog keeps its draft across a reload until saved or cancelled', async ({ page, request, newUser }) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Corsa', emoji: '🏃' });
  await signIn(page, user);
  await page.goto('/goals');
  await goalsPage(page).newGoal.click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo obiettivo' });
  await dialog.getByLabel('Nome').fill('Correre in primavera');
  await dialog.getByRole('checkbox', { name: /Corsa/ }).check();
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome')).toHaveValue('Correre in primavera');
  await expect(dialog.getByRole('checkbox', { name: /Corsa/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crea obiettivo' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText('Correre in primavera')).toBeVisible();
  await expect(dialog).toBeHidden();
  await goalsPage(page).newGoal.click();
  await expect(dialog.getByLabel('Nome')).toHaveValue('');
});

test('switching between Statistics and Search adds one history entry per switch', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/app');
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByRole('tab', { name: 'Cerca' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await back(page);
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('tab', { name: 'Statistiche' })).toHaveAttribute('aria-selected', 'true');
  await back(page);
  await expect(page).toHaveURL(/\/app$/);
});
