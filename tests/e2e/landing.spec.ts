import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES } from '../../src/shared/languages';
import { expect, test } from './fixtures';
import { authPage } from './pages/auth-page';
import { shellPage } from './pages/shell-page';

test('a visitor reads the landing page, the privacy page, and writes to support from the footer', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Chiedi a K-ORAI' })).toBeVisible();
  await expect(page.getByText('Esempio')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Condividi Korai su WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Korai, la memoria digitale dove registro ogni parte della mia vita ${baseURL}/`)}`,
  );
  await page.getByRole('link', { name: 'Crea il tuo account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Per quanto tempo' })).toBeVisible();
  await expect(page.getByText('recuperabili per 30 giorni')).toBeVisible();

  await page.getByRole('link', { name: 'Scrivici' }).click();
  await expect(page.getByRole('heading', { name: 'Contattaci' })).toBeVisible();
  const title = `Domanda sulla privacy ${randomUUID().slice(0, 8)}`;
  await authPage(page).email.fill('visitatore@example.com');
  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Descrizione').fill('Posso esportare anche gli obiettivi?');
  await page.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByRole('status')).toHaveText('Messaggio inviato! Ti risponderemo entro 24 ore.');

  // The message reaches support as a mail (the outbox, with no SMTP server configured).
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  await expect
    .poll(async () => {
      const files = await fs.readdir(outbox).catch(() => [] as string[]);
      const mails = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
      return mails.some((mail) => mail.includes(title));
    })
    .toBe(true);

  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(shellPage(page).heading).toHaveText('La tua memoria digitale');
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the landing header shows the language, sign in and sign up in every language, side by side', async ({
    page,
  }) => {
    for (const { code } of LANGUAGES) {
      await page.goto(`/?lang=${code}`);
      const header = page.locator('body > div header, header').first();
      const links = [header.locator('a[href="/login"]'), header.locator('a[href="/register"]')];
      for (const link of links) await expect(link, code).toBeVisible();
      const boxes = await Promise.all(
        [header.getByTestId('language-menu'), ...links].map(async (part) => part.boundingBox()),
      );
      for (const box of boxes) {
        expect(
          box && box.x >= 0 && box.x + box.width <= 360 && box.height <= 60,
          `${code} ${JSON.stringify(box)}`,
        ).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), code).toBeLessThanOrEqual(360);
    }
  });
});
