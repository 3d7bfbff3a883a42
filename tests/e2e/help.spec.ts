import { expect, signIn, test } from './fixtures';
import { controls } from './pages/controls';

// Requests a service worker takes over while they are under way (it claims the page once the page is idle) can lose
// the answer page.route gave them; here only the page's own requests are the subject (offline.spec.ts covers the
// worker).
test.use({ serviceWorkers: 'block' });

test('a visitor reads the help in Italian from the footer, jumps to a section and reaches support', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aiuto' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aiuto' })).toBeVisible();
  // The knowledge text's headings are the page's sections and its table of contents.
  await expect(page.getByRole('heading', { level: 2, name: 'Piani e prezzi' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Indice' });
  await contents.getByRole('link', { name: 'Cestino' }).click();
  await expect(page).toHaveURL(/\/help#help-\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cestino' })).toBeInViewport();
  await expect(page.getByText('Il cestino viene svuotato automaticamente dopo 30 giorni')).toBeVisible();
  // The address is the server's SUPPORT_EMAIL (the default here).
  await expect(page.getByRole('link', { name: 'support@korai.app' })).toHaveAttribute(
    'href',
    'mailto:support@korai.app',
  );

  await page.getByRole('button', { name: 'Chiedi al chatbot' }).click();
  const chat = page.getByRole('region', { name: 'Assistente', exact: true });
  await expect(chat).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();

  await page.getByRole('link', { name: 'Scrivi al supporto' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contattaci' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@korai.app' })).toBeVisible();
  await expect(page.getByText('Rispondiamo entro 24 ore')).toBeVisible();
  await page.getByRole('link', { name: 'Leggi le risposte alle domande frequenti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aiuto' })).toBeVisible();
});

test('the help is in the visitor’s language: German, and Arabic right to left', async ({ page }) => {
  await page.goto('/help?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Papierkorb' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support kontaktieren' })).toHaveAttribute('href', '/contact');

  await page.goto('/help?lang=ar');
  await expect(page.getByRole('heading', { level: 2, name: 'سلة المهملات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'المحتويات' }).getByRole('link', { name: 'اللغات' })).toBeVisible();
});

test('a signed-in user opens the help from Settings, inside the app', async ({ page, newUser }) => {
  await signIn(page, await newUser());
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Leggi la guida' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Password dimenticata' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alle impostazioni' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
});

test('the help says when it cannot load and retries; with no text at all it says it is empty', async ({ page }) => {
  // The server's answer to an unexpected failure (src/server/http/error-handler.ts), until the route heals.
  const broken = '**/api/support-knowledge';
  await page.route(broken, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'internal',
          message: 'Si è verificato un errore imprevisto. Riprova più tardi.',
          requestId: 'r1',
        },
      }),
    }),
  );
  await page.goto('/help');
  const alert = page.getByRole('alert').filter({ hasText: 'Impossibile caricare la guida' });
  await expect(alert).toContainText('Si è verificato un errore imprevisto');
  await page.unroute(broken);
  await controls(alert).retry.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Piani e prezzi' })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // What the server answers when neither the visitor's language nor English nor Italian has a text.
  await page.route('**/api/support-knowledge', (route) =>
    route.fulfill({ json: { language: 'fr', content: '', updatedAt: null } }),
  );
  await page.goto('/help?lang=fr');
  await expect(page.getByText("L'aide n'est pas encore disponible")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sommaire' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Écrire à l'assistance" })).toBeVisible();
});

test.describe('a visitor whose language Korai does not have', () => {
  test.use({ locale: 'nl-NL' });

  test('reads the help and the chatbot’s answers in English, on the Italian interface', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Aiuto' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Plans and prices' })).toBeVisible();
    // Marked as English, so a screen reader reads it as English inside the Italian page.
    await expect(page.locator('section[lang="en"]').filter({ hasText: 'The trash empties itself' })).toBeVisible();

    await page.getByRole('button', { name: 'Chiedi al chatbot' }).click();
    const chat = page.getByRole('region', { name: 'Assistente', exact: true });
    const input = chat.getByRole('textbox', { name: 'Scrivi la tua domanda...' });
    // Too short to tell its language: answered in the visitor's, which Korai does not have, so in English.
    await input.fill('CSV?');
    await input.press('Enter');
    await expect(chat.getByRole('log').locator('[lang="en"]')).toContainText('“Export CSV”', { timeout: 15_000 });
    // A question in Italian is answered in Italian.
    await input.fill('Quanto costa Pro?');
    await input.press('Enter');
    await expect(chat.getByRole('log').locator('[lang="it"]')).toContainText('al mese', { timeout: 15_000 });
  });
});
