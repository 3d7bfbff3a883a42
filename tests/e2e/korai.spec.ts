import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, askKorai, call, endTrial, expect, signIn, test, toast } from './fixtures';
import { controls } from './pages/controls';
import { koraiPage } from './pages/korai-page';

// Requests a service worker takes over while they are under way (it claims the page once the page is idle) can lose
// the answer page.route gave them; here only the page's own requests are the subject (offline.spec.ts covers the
// worker).
test.use({ serviceWorkers: 'block' });

test('a question is answered as it streams, its source opens the filtered statistics, and the conversation is archived, renamed, resumed and deleted', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', '/api/boxes', { name: 'Cinema', emoji: '🎬', trackingMode: 'descriptive' });
  for (let tap = 0; tap < 3; tap++) await call(request, user, 'POST', `/api/events/boxes/${water.id}/events`, {});
  await signIn(page, user);
  await page.goto('/korai');

  await expect(koraiPage(page).welcome).toBeVisible();
  // The trial counts as Pro: unlimited.
  await expect(page.getByTestId('insights-counter')).toContainText('0/∞');
  const question = koraiPage(page).question;
  // Shift+Enter breaks the line instead of sending.
  await question.fill('Quanti eventi in Acqua');
  await question.press('Shift+Enter');
  await question.pressSequentially('questa settimana?');
  await expect(question).toHaveValue('Quanti eventi in Acqua\nquesta settimana?');
  await question.fill('');

  // Every text the streaming bubble shows is kept, to see the answer arrive word by word.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { streamed: seen });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="streaming-answer"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // A quick start made of the user's own box, sent with one tap.
  await page.getByRole('button', { name: 'Quanti eventi in Acqua questa settimana?' }).click();
  const conversation = page.getByRole('list', { name: 'Conversazione' });
  await expect(conversation.getByText('Quanti eventi in Acqua questa settimana?')).toBeVisible();
  // The answer arrives word by word (with a caret), then becomes a bubble with its time and sources.
  const answer = conversation.getByRole('listitem').nth(1).locator('p').nth(1);
  await expect(answer).toContainText('3', { timeout: 20_000 });
  await expect(page.getByTestId('streaming-answer')).toBeHidden();
  const final = (await answer.textContent()) ?? '';
  const streamed = await page.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
  expect(streamed.length).toBeGreaterThan(1);
  for (const shown of streamed) expect(final.startsWith(shown.trimEnd())).toBe(true);
  const chip = page.getByRole('link', { name: /^Verifica il numero: .*Acqua.*3 eventi/ });
  await expect(chip).toBeVisible();
  await expect(conversation.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
  await expect(page.getByTestId('insights-counter')).toContainText('1/∞');
  // Read out with the plural of its number: one insight, not 'insights'.
  await expect(page.getByTestId('insights-counter')).toContainText('1 insight usato questo mese, senza limiti');

  // The chip opens the statistics of exactly that box and those days.
  await chip.click();
  await expect(page).toHaveURL(
    new RegExp(`/reports\\?box=${water.id}&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}$`),
  );
  await expect(page.getByRole('button', { name: /Acqua/, pressed: true })).toBeVisible();
  await expect(page.getByText('Eventi totali', { exact: true }).locator('..')).toContainText('3');

  // Back finds the chat as it was, and it can be archived.
  await page.goBack();
  await expect(page.getByText('Quanti eventi in Acqua questa settimana?').first()).toBeVisible();
  await page.getByRole('button', { name: 'Archivia' }).click();
  await expect(toast(page)).toContainText('Chat archiviata');
  await expect(koraiPage(page).historyTab).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem').filter({ hasText: 'Quanti eventi in Acqua questa settimana?' });
  await expect(item).toContainText('Archiviata');
  await expect(item).toContainText('2 messaggi');

  // Rename, through its dialog; Back closes the dialog without leaving the screen.
  await item.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Rinomina chat' }).click();
  const rename = page.getByRole('dialog', { name: 'Rinomina la chat' });
  await expect(rename).toBeVisible();
  await page.goBack();
  await expect(rename).toBeHidden();
  await expect(page).toHaveURL(/\/korai$/);
  await item.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Rinomina chat' }).click();
  await rename.getByLabel('Titolo').fill('   ');
  await expect(rename.getByRole('button', { name: 'Rinomina' })).toBeDisabled();
  await rename.getByLabel('Titolo').fill('Acqua della settimana');
  await rename.getByLabel('Titolo').press('Enter');
  await expect(toast(page)).toContainText('Chat rinominata');
  const renamed = page.getByRole('listitem').filter({ hasText: 'Acqua della settimana' });
  await expect(renamed).toBeVisible();

  // Resume: back in the chat with its messages; it is the highlighted one in the history.
  await renamed.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Riprendi chat' }).click();
  await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /^Verifica il numero: .*Acqua/ })).toBeVisible();
  await koraiPage(page).historyTab.click();
  await expect(renamed).toHaveAttribute('aria-current', 'true');

  // Delete, confirmed.
  await renamed.getByRole('button', { name: /^Azioni per/ }).click();
  await page.getByRole('menuitem', { name: 'Elimina chat' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page)).toContainText('Chat eliminata');
  await expect(page.getByText('Nessuna conversazione ancora')).toBeVisible();

  // A question typed but not sent survives a reload.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await question.fill('Quando è stata l’ultima volta in Cinema?');
  await page.reload();
  await expect(koraiPage(page).question).toHaveValue('Quando è stata l’ultima volta in Cinema?');
});

test('a Free user sees the insights used, the warning at 3 left and, at none, a closed question box with the Pro teaser', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await endTrial(user);
  await askKorai(request, user, 'Quanti eventi in Acqua oggi?');
  await signIn(page, user);
  await page.goto('/ai');

  await expect(page.getByTestId('insights-counter')).toContainText('1/5');
  await expect(page.getByText('Ti rimangono solo')).toBeHidden();
  await koraiPage(page).question.fill('Quanti eventi in Acqua ieri?');
  await koraiPage(page).question.press('Enter');
  await expect(page.getByTestId('insights-counter')).toContainText('2/5');
  await expect(page.getByText('Ti rimangono solo 3 insights questo mese')).toBeVisible();

  await askKorai(request, user, 'Quanti eventi in Acqua questa settimana?');
  await askKorai(request, user, 'Quanti eventi in Acqua questo mese?');
  await page.reload();
  await expect(page.getByText('Ti rimane solo 1 insight questo mese')).toBeVisible();
  await askKorai(request, user, 'Quanti eventi in Acqua negli ultimi 7 giorni?');
  await page.reload();

  await expect(page.getByTestId('insights-counter')).toContainText('5/5');
  const question = koraiPage(page).question;
  await expect(question).toBeDisabled();
  await expect(question).toHaveAttribute('placeholder', 'Hai esaurito gli insights mensili');
  await expect(page.getByRole('heading', { name: 'Hai esaurito gli insights mensili' })).toBeVisible();
  await page.getByRole('link', { name: 'Passa a Pro' }).last().click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test('a source naming a #tag, several boxes and some days opens Search on exactly those, until the person changes them', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const running = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Corsa',
    emoji: '🏃',
    trackingMode: 'descriptive',
  });
  const swimming = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Nuoto',
    emoji: '🏊',
    trackingMode: 'descriptive',
  });
  const reading = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Libri',
    emoji: '📚',
    trackingMode: 'descriptive',
  });
  const log = (box: number, description: string, day: string) =>
    call(request, user, 'POST', `/api/events/boxes/${box}/events`, { description, eventDate: `${day}T10:00:00+01:00` });
  await log(running.id, 'Parco #sport', '2026-03-02');
  await log(swimming.id, 'Piscina #sport', '2026-03-05');
  await log(running.id, 'Fuori periodo #sport', '2026-03-20');
  await log(reading.id, 'Saggio #sport', '2026-03-03');
  await log(running.id, 'Senza tag', '2026-03-04');
  await signIn(page, user);

  await page.goto(`/search?boxes=${running.id},${swimming.id}&from=2026-03-01&to=2026-03-07&q=%23sport`);
  await expect(page.getByText('2 eventi trovati')).toBeVisible();
  await expect(page.getByText('Parco #sport')).toBeVisible();
  await expect(page.getByText('Piscina #sport')).toBeVisible();
  await expect(page.getByLabel('Cerca tra gli eventi')).toHaveValue('#sport');
  await expect(page.getByLabel('Dal', { exact: true })).toHaveValue('2026-03-01');
  await expect(page.getByLabel('Al', { exact: true })).toHaveValue('2026-03-07');
  await expect(page.getByRole('button', { name: /Corsa/, pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nuoto/, pressed: true })).toBeVisible();

  // The text changed is the text in the address (a reload keeps it); the days it still names stay.
  await page.getByLabel('Cerca tra gli eventi').fill('parco');
  await expect(page).toHaveURL(/q=parco/);
  await expect(page).not.toHaveURL(/sport/);
  await expect(page).toHaveURL(/from=2026-03-01&to=2026-03-07/);
});

test('a first question that cannot reach K-ORAI says so and can be started over', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/korai');
  await expect(koraiPage(page).welcome).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ricomincia' })).toBeHidden();

  // The connection drops as the question leaves.
  await page.route('**/api/ai/conversations', (route) => route.abort('internetdisconnected'));
  await koraiPage(page).question.fill('Quanti eventi oggi?');
  await koraiPage(page).send.click();
  await expect(toast(page)).toContainText('Impossibile connettersi a K-ORAI');
  // The question stays on screen with no conversation behind it: Reset, not Archive.
  await expect(page.getByRole('list', { name: 'Conversazione' })).toContainText('Quanti eventi oggi?');
  await expect(page.getByRole('button', { name: 'Archivia' })).toBeHidden();
  await page.unroute('**/api/ai/conversations');
  await page.getByRole('button', { name: 'Ricomincia' }).click();
  await expect(koraiPage(page).welcome).toBeVisible();
});

test('an answer lost on the way can be asked for again with one tap, counted once', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/korai');
  await expect(koraiPage(page).welcome).toBeVisible();

  // The conversation is made, then the answer's stream is cut.
  await page.route('**/api/ai/chat/*', (route) => route.abort('connectionreset'));
  await koraiPage(page).question.fill('Quanti eventi oggi?');
  await koraiPage(page).send.click();
  const lost = page.getByRole('alert').filter({ hasText: 'La risposta non è arrivata' });
  await expect(lost).toBeVisible();
  await page.unroute('**/api/ai/chat/*');
  await controls(lost).retry.click();
  await expect(lost).toBeHidden();
  // One question and one answer (whose sources, a list of their own, may follow it).
  const conversation = page.getByRole('list', { name: 'Conversazione' });
  await expect(conversation.getByText('K-ORAI ha risposto:')).toHaveCount(1);
  await expect(conversation.getByText('Quanti eventi oggi?')).toHaveCount(1);
  await expect(page.getByTestId('insights-counter')).toContainText('1/∞');
});

test('a question K-ORAI does not understand gets no figure but its readings as buttons; one tap answers the one picked, and they stay after a reload', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const coffee = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Caffè', emoji: '☕' });
  for (let tap = 0; tap < 2; tap++) await call(request, user, 'POST', `/api/events/boxes/${coffee.id}/events`, {});
  await signIn(page, user);
  await page.goto('/korai');

  await koraiPage(page).question.fill('Quanti caffè nelle ultime tre quindicine?');
  await koraiPage(page).question.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversazione' });
  await expect(conversation).toContainText('Non ho capito «tre»', { timeout: 20_000 });
  await expect(conversation).toContainText('Ho capito: ☕ Caffè · numero di volte.');
  await expect(page.getByRole('link', { name: /^Verifica il numero/ })).toHaveCount(0);
  const readings = page.getByRole('list', { name: 'Cosa intendevi? Scegli una lettura' });
  await expect(readings.getByRole('button')).toHaveCount(3);

  // The readings stay with the answer after a reload.
  await page.reload();
  const thisWeek = readings.getByRole('button', { name: /numero di volte · questa settimana/ });
  await expect(thisWeek).toBeVisible();
  await thisWeek.click();
  await expect(
    conversation.getByRole('listitem').filter({ hasText: /^☕ Caffè · numero di volte · questa settimana/ }),
  ).toHaveCount(1);
  await expect(conversation).toContainText('Hai registrato 2 eventi in ☕ Caffè questa settimana.', {
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: /^Verifica il numero: .*Caffè.*2 eventi/ })).toBeVisible();
  await expect(conversation).toContainText('Letto come: ☕ Caffè · numero di volte · questa settimana (');
  await expect(page.getByTestId('insights-counter')).toContainText('2/∞');
});
