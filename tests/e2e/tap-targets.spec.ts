import type { Page } from '@playwright/test';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, expect, grantAdmin, signIn, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Every visible thing a finger can tap that is smaller than 44 x 44 px, described. A radio or checkbox is tapped
 * through the label around it; a link inside a sentence is exempt, as WCAG 2.5.8 allows.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="checkbox"]',
      '[role="radio"]',
    ].join(',');
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const target = element.closest('label') ?? element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not shown, or only for screen readers (sr-only is 1 x 1 px).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('[inert]')) return [];
      const inSentence =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (inSentence) return [];
      if (Math.round(box.width) >= 44 && Math.round(box.height) >= 44) return [];
      const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '')
        .trim()
        .slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
    });
  });
}

/**
 * Every visible control that something else covers, described: each is scrolled as near the middle of the screen
 * as the page allows, and the point at its centre must belong to it (a fixed button over the last card, a toast
 * over a sheet's Save, both fail).
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="switch"], [role="tab"]';
    const open = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const scope = open ?? document.body;
    return [...scope.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const target = element.closest('label') ?? element;
      const before = target.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden = !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (
        hidden ||
        before.width <= 1 ||
        before.height <= 1 ||
        style.visibility === 'hidden' ||
        element.closest('[inert]')
      ) {
        return [];
      }
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || target.contains(hit) || hit.contains(target)) return [];
      const name = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
      const by = (hit.getAttribute('aria-label') || hit.textContent || hit.tagName).trim().slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" under "${by}"`];
    });
  });
}

test('every tap target of the public screens is at least 44 x 44 at phone size', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'La tua memoria digitale'],
    ['/login', 'Accedi a Korai'],
    ['/register', 'Crea il tuo account'],
    ['/privacy', 'Privacy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await smallTargets(page), path).toEqual([]);
    expect(await coveredControls(page), path).toEqual([]);
  }
});

test('every tap target of the signed-in screens is at least 44 x 44 at phone size, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Cinema',
    emoji: '🎬',
    trackingMode: 'descriptive',
  });
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, { description: 'Dune #fantascienza' });
  await call(request, user, 'POST', '/api/goals', {
    name: 'Serate',
    boxIds: [box.id],
    startDate: new Date().toISOString().slice(0, 10),
  });
  await signIn(page, user);
  for (const theme of ['light', 'dark'] as const) {
    await call(request, user, 'PATCH', '/api/user/preferences', { theme });
    for (const [path, heading] of [
      ['/app', 'I tuoi box'],
      ['/goals', 'Obiettivi e progressi'],
      ['/reports', 'Report'],
      ['/search', 'Report'],
      ['/settings', 'Impostazioni'],
      ['/cestino', 'Cestino'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(await smallTargets(page), `${path} ${theme}`).toEqual([]);
      expect(await coveredControls(page), `${path} ${theme}`).toEqual([]);
    }
  }
});

test('nothing covers a control of the plan and admin screens, nor a sheet opened under a toast', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  grantAdmin(user);
  await call(request, user, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' });
  for (const name of ['Corsa', 'Lettura']) await call(request, user, 'POST', '/api/boxes', { name });
  await signIn(page, user);
  for (const [path, heading] of [
    ['/subscribe', 'Scegli il tuo piano'],
    ['/subscription-management', 'Il tuo abbonamento'],
    ['/admin', 'Admin Dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await coveredControls(page), path).toEqual([]);
  }

  // A tap's toast, then at once a new box's sheet: the toast is put away, and the sheet's buttons are free.
  await page.goto('/app');
  await boxesPage(page).counter('Acqua').click();
  await expect(toast(page)).toContainText('Annulla');
  await boxesPage(page).newBox.click();
  const sheet = boxesPage(page).newBoxDialog;
  await expect(sheet).toBeVisible();
  // At once, not after the toast's own time runs out.
  expect(await toast(page).count()).toBe(0);
  expect(await coveredControls(page), 'new box sheet after a toast').toEqual([]);
});

test('the trial banner is not bright yellow in dark mode', async ({ page, request, newUser }) => {
  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { theme: 'dark' });
  await signIn(page, user);
  await page.goto('/app');
  const banner = page.getByText(/Ti restano \d+ giorni/).locator('..');
  await expect(banner).toBeVisible();
  const lightness = await banner.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return 1;
    canvas.fillStyle = getComputedStyle(element).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
  expect(lightness).toBeLessThan(0.3);
});
