import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { apiAnswer, boxCard, call, expect, romeDay, signIn, test, toast } from './fixtures';

test.use({ timezoneId: 'Europe/Rome' });

const romeTime = (at: Date) =>
  at.toLocaleTimeString('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });

test("yesterday's forgotten coffees, logged by a long press, count on yesterday and not today", async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' });
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Caffè',
    emoji: '☕',
    trackingMode: 'counter',
  });
  await signIn(page, user);
  await page.goto('/app');
  const coffee = boxCard(page, 'Caffè: aggiungi +1');
  await expect(coffee.count).toHaveText('Oggi: 0 eventi');
  await expect(page.getByText('Hai dimenticato qualcosa? Tieni premuto un contatore')).toBeVisible();

  // A long press opens the dialog, and the press is not a tap (today stays at 0, below).
  await coffee.tap.click({ delay: 900 });
  const dialog = page.getByRole('dialog', { name: 'Caffè: registra in un altro momento' });
  await expect(dialog).toBeVisible();

  // A moment still to come is refused, and nothing is logged.
  const tomorrow = new Date(Date.now() + 36 * 3600_000);
  await dialog.getByLabel('Data').fill(romeDay(tomorrow));
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog.getByText('Scegli un momento già passato')).toBeVisible();
  await dialog.getByLabel('Quante volte').fill('0');
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog.getByText('Scegli un numero intero da 1 a 50')).toBeVisible();

  // Two coffees yesterday at 08:30, kept across a reload of the half-filled dialog.
  const yesterday = romeDay(new Date(Date.now() - 24 * 3600_000));
  await dialog.getByLabel('Data').fill(yesterday);
  await dialog.getByLabel('Ora').fill('08:30');
  await dialog.getByLabel('Quante volte').fill('2');
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Quante volte')).toHaveValue('2');
  await expect(dialog.getByLabel('Data')).toHaveValue(yesterday);
  await dialog.getByRole('button', { name: 'Registra' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Registrato: +2');
  await expect(coffee.count).toHaveText('Oggi: 0 eventi');

  await expect
    .poll(async () => {
      const { events } = await apiAnswer(request, user, 'GET', `/api/boxes/${box.id}/events`, eventPageSchema);
      return events.map(({ eventDate }) => `${romeDay(new Date(eventDate))} ${romeTime(new Date(eventDate))}`);
    })
    .toEqual([`${yesterday} 08:30`, `${yesterday} 08:30`]);

  // A right click (or the keyboard's menu key) opens it too, set to now; an ordinary tap still counts +1 at once.
  await coffee.tap.click({ button: 'right' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Data')).toHaveValue(romeDay(new Date()));
  await expect(dialog.getByLabel('Quante volte')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await coffee.tap.click();
  await expect(coffee.count).toHaveText('Oggi: 1 evento');
});
