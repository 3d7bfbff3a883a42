import { boxListSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, expect, signIn, test } from './fixtures';
import { boxesPage } from './pages/boxes-page';

test('the emoji field takes exactly one emoji: a letter is refused, the picker searches, a paste works', async ({
  page,
  request,
  newUser,
  baseURL,
}) => {
  const user = await newUser();
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL ?? '') && !sent.url().startsWith('data:')) elsewhere.push(sent.url());
  });
  await signIn(page, user);
  await page.goto('/app');
  await boxesPage(page).newBox.click();
  const dialog = boxesPage(page).newBoxDialog;
  await dialog.getByLabel('Nome').fill('Viaggi');
  const emoji = dialog.getByRole('textbox', { name: 'Emoji' });
  await expect(emoji).toHaveValue('📦');

  // A letter typed after the emoji is refused at the field; the emoji stays.
  await emoji.press('End');
  await emoji.pressSequentially('c');
  await expect(emoji).toHaveValue('📦');
  await expect(dialog.getByRole('alert')).toHaveText("Scegli un'emoji");

  // The full picker, searched in Italian, with its data from Korai's own origin.
  const data = page.waitForResponse((response) => response.url().endsWith('/emojibase/it/data.json'));
  await dialog.getByRole('button', { name: 'Altre emoji' }).click();
  expect((await data).status()).toBe(200);
  await dialog.getByRole('searchbox', { name: 'Cerca un’emoji' }).fill('razzo');
  await dialog.getByRole('gridcell', { name: 'Razzo', exact: true }).click();
  await expect(emoji).toHaveValue('🚀');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await expect(dialog.getByRole('searchbox')).toBeHidden();

  // Pasting an emoji (with text after it) keeps the emoji.
  await emoji.fill('');
  await emoji.focus();
  await page.keyboard.insertText('🏃 corsa');
  await expect(emoji).toHaveValue('🏃');
  await dialog.getByRole('button', { name: 'Crea box' }).click();
  await expect(dialog).toBeHidden();
  const boxes = await apiAnswer(request, user, 'GET', '/api/boxes', boxListSchema);
  expect(boxes.map(({ name, emoji }) => `${emoji} ${name}`)).toEqual(['🏃 Viaggi']);
  expect(elsewhere).toEqual([]);
});
