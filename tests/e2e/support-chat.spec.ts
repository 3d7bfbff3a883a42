import { call, expect, expectAccessible, signIn, test } from './fixtures';

test('a visitor asks the support chatbot on the landing page, then hides it for good on this device', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'La tua memoria digitale' })).toBeVisible();
  await page.getByRole('button', { name: 'Apri la chat di supporto' }).click();
  const chat = page.getByRole('region', { name: 'Assistente' });
  const conversation = chat.getByRole('log', { name: "Conversazione con l'assistente" });
  // The greeting opens the conversation, and the input has the focus.
  await expect(conversation).toContainText("Ciao! Sono l'assistente di Korai.");
  await expect(chat.getByText('Online · risposta immediata')).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Scrivi la tua domanda...' });
  await expect(input).toBeFocused();
  await expect(chat.getByRole('button', { name: 'Invia' })).toBeDisabled();

  await input.fill('Quanto costa il piano Pro?');
  await input.press('Enter');
  await expect(conversation).toContainText('Quanto costa il piano Pro?');
  await expect(conversation).toContainText('3,99 € al mese oppure 39,99 € all', { timeout: 15_000 });
  await expect(input).toHaveValue('');

  // Escape closes the panel and gives the focus back to the round button; the conversation is kept.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  const launcher = page.getByRole('button', { name: 'Apri la chat di supporto' });
  await expect(launcher).toBeFocused();
  await launcher.click();
  await expect(conversation).toContainText('3,99 €');

  await chat.getByRole('button', { name: 'Nascondi il chatbot' }).click();
  await expect(chat).toBeHidden();
  await expect(launcher).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'La tua memoria digitale' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Apri la chat di supporto' })).toHaveCount(0);

  // The openSupportChat event brings it back, open.
  await page.evaluate(() => window.dispatchEvent(new Event('openSupportChat')));
  await expect(chat).toBeVisible();
  await expect(conversation).toContainText("Ciao! Sono l'assistente di Korai.");
});

test('the Settings Support card opens the chatbot inside the app, hidden or not', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.evaluate(() => localStorage.setItem('supportChatHidden', '1'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Supporto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apri la chat di supporto' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Chatbot' }).click();
  const chat = page.getByRole('region', { name: 'Assistente' });
  await expect(chat).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Scrivi la tua domanda...' });
  await input.fill('Per quanti giorni resta un box nel cestino?');
  await chat.getByRole('button', { name: 'Invia' }).click();
  await expect(chat.getByRole('log')).toContainText('dopo 30 giorni', { timeout: 15_000 });
  // Inside the app the round button shows only while the chat is open (it would cover the cards' buttons);
  // closing gives the focus back to the Chatbot button.
  await expect(page.getByRole('button', { name: 'Chiudi la chat' })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chatbot' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Apri la chat di supporto' })).toHaveCount(0);
});

test('the open support chat has no serious accessibility problem, on the landing page and in dark mode', async ({
  page,
  request,
  newUser,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Apri la chat di supporto' }).click();
  const chat = page.getByRole('region', { name: 'Assistente' });
  await chat.getByRole('textbox').fill('Posso esportare i miei dati?');
  await chat.getByRole('textbox').press('Enter');
  await expect(chat.getByRole('log')).toContainText('CSV', { timeout: 15_000 });
  await expectAccessible(page, 'support chat');

  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { theme: 'dark' });
  await signIn(page, user);
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Chatbot' }).click();
  await expect(chat).toBeVisible();
  await expectAccessible(page, 'support chat dark');
});

test('the landing page loads the chat, and React with it, only when the visitor opens it; a failed load can be retried', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Apri la chat di supporto' });
  await expect(launcher).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => script.startsWith('/assets/react-'))).toEqual([]);

  // Offline at the first tap: the panel says so and offers to try again; the page is still the page.
  await page.route('**/assets/mount-support-chat-*.js', (route) => route.abort('internetdisconnected'));
  await launcher.click();
  await expect(page.getByRole('alert')).toHaveText('Impossibile aprire la chat.');
  await page.unroute('**/assets/mount-support-chat-*.js');
  await page.getByRole('button', { name: 'Riprova' }).click();

  const chat = page.getByRole('region', { name: 'Assistente' });
  await expect(chat.getByRole('textbox', { name: 'Scrivi la tua domanda...' })).toBeFocused();
  expect(scripts.some((script) => script.startsWith('/assets/react-'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chiudi la chat' })).toHaveCount(2);

  // A failed answer links to the contact page, which loads as a page of its own.
  await page.route('**/api/support-chat', (route) => route.fulfill({ status: 503, body: '' }));
  await chat.getByRole('textbox').fill('Come cambio la mia email?');
  await chat.getByRole('textbox').press('Enter');
  await chat.getByRole('link', { name: 'Vai ai contatti' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contattaci' })).toBeVisible();
});
