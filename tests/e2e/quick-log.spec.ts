import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema } from '../../src/shared/schemas/events.js';
import { apiAnswer, boxCard, expect, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { koraiPage } from './pages/korai-page';
import { label } from './pages/label';

test('logging by writing: "2 caffè" now, "corsa 5 km ieri sera #parco" yesterday, an unknown box offered for creation', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Caffè', emoji: '☕' });
  const run = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Corsa',
    emoji: '🏃',
    trackingMode: 'descriptive',
    unit: 'km',
  });
  await signIn(page, user);
  await page.goto('/app');
  const write = page.getByLabel(label('boxes.quickLog.label'), { exact: true });
  const preview = page.getByTestId('quick-log-preview');
  const logIt = page.getByRole('button', { name: label('boxes.quickLog.log'), exact: true });

  await write.fill('2 caffè');
  await expect(preview).toContainText('☕ Caffè · ×2 · adesso');
  await logIt.click();
  await expect(toast(page)).toContainText('Registrato');
  await expect(write).toHaveValue('');
  await expect(boxCard(page, 'Caffè: aggiungi +1').count).toHaveText('Oggi: 2 eventi');

  // Written, kept across a reload, then logged for yesterday evening with its quantity and tag.
  await write.fill('corsa 5 km ieri sera #parco');
  await page.reload();
  await expect(write).toHaveValue('corsa 5 km ieri sera #parco');
  await expect(preview).toContainText('🏃 Corsa · 5 km');
  await expect(preview).toContainText('#parco');
  await logIt.click();
  await expect(toast(page)).toContainText('Registrato');
  await expect
    .poll(async () => (await apiAnswer(request, user, 'GET', `/api/boxes/${run.id}/events`, eventPageSchema)).events)
    .toHaveLength(1);
  const [event] = (await apiAnswer(request, user, 'GET', `/api/boxes/${run.id}/events`, eventPageSchema)).events;
  expect(event).toMatchObject({ quantity: 5, tags: ['parco'], description: 'Corsa #parco' });
  expect(new Date(event?.eventDate ?? '').getTime()).toBeLessThan(Date.now() - 60 * 60_000);

  // Minutes are not kilometres: the preview says so, and nothing can be logged.
  await write.fill('corsa 30 min');
  await expect(preview).toContainText('🏃 Corsa si misura in km: 30 min non si può registrare lì.');
  await expect(logIt).toBeDisabled();
  await write.fill('corsa 3 chilometri');
  await expect(preview).toContainText('🏃 Corsa · 3 chilometri');
  await expect(logIt).toBeEnabled();

  // A counter box counts times: a measure is not kept, and the preview says so.
  await write.fill('caffè 5 km');
  await expect(preview).toContainText('«Caffè» conta le volte');
  // Cups are what a counter counts: three of them are three +1.
  await write.fill('3 tazzine di caffè');
  await expect(preview).toContainText('☕ Caffè · 3 tazzine · adesso');
  await expect(preview).not.toContainText('conta le volte');
  await logIt.click();
  await expect(toast(page)).toContainText('Registrato');
  await expect(boxCard(page, 'Caffè: aggiungi +1').count).toHaveText('Oggi: 5 eventi');

  // A question is not a log, and a box that does not exist is offered, never guessed.
  await write.fill('quanti caffè ieri?');
  await expect(preview).toContainText(label('boxes.quickLog.notALog'));
  await expect(logIt).toBeDisabled();
  await write.fill('yoga');
  await expect(preview).toContainText('Nessun box «yoga».');
  await page.getByRole('button', { name: 'Crea il box «yoga»' }).click();
  await expect(boxesPage(page).newBoxDialog.getByLabel('Nome')).toHaveValue('yoga');
});

test("a log written in K-ORAI's question box is offered as a log, and a question is still a question", async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const coffee = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Caffè', emoji: '☕' });
  await signIn(page, user);
  await page.goto('/korai');
  const korai = koraiPage(page);
  const offer = page.getByTestId('chat-quick-log');

  await korai.question.fill('quanti caffè ieri?');
  await expect(korai.send).toBeEnabled();
  await expect(offer).toHaveCount(0);

  await korai.question.fill('2 caffè ieri');
  await expect(offer).toContainText('☕ Caffè · ×2');
  await offer.getByRole('button', { name: label('boxes.quickLog.log'), exact: true }).click();
  await expect(toast(page)).toContainText('Registrato');
  await expect(korai.question).toHaveValue('');
  await expect
    .poll(async () => (await apiAnswer(request, user, 'GET', `/api/boxes/${coffee.id}/events`, eventPageSchema)).events)
    .toHaveLength(2);
  const { events } = await apiAnswer(request, user, 'GET', `/api/boxes/${coffee.id}/events`, eventPageSchema);
  // Logged for yesterday, not now; and no question was asked.
  for (const event of events) expect(Date.parse(event.eventDate)).toBeLessThan(Date.now() - 60 * 60_000);
  await expect(korai.welcome).toBeVisible();
});
