import type { Page } from '@playwright/test';
import { call, expect, signIn, test } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { goalsPage } from './pages/goals-page';

/**
 * Every date field shows its whole date on the narrowest phone, in the browser's own date format. A native date
 * field hides what does not fit inside it, so the check measures: the date as this browser's language writes it
 * (Intl, the same patterns Chromium's field uses), in the field's font, plus its calendar button, must fit the
 * field's content box.
 */
async function expectWholeDates(page: Page, where: string) {
  const fields = page.locator('input[type="date"]:visible');
  await expect(fields.first()).toBeVisible();
  const overflows = await fields.evaluateAll((inputs) =>
    inputs.flatMap((input) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return ['no canvas'];
      context.font = style.font;
      const widest = new Intl.DateTimeFormat(navigator.language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(2026, 11, 28));
      const calendarButton = Number.parseFloat(style.fontSize) * 1.5;
      const needed = context.measureText(widest).width + calendarButton;
      const content =
        input.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
      return needed <= content ? [] : [`${input.closest('div')?.textContent ?? ''}: ${needed} > ${content}`];
    }),
  );
  expect(overflows, where).toEqual([]);
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const [language, locale] of [
  ['it', 'it-IT'],
  ['ar', 'ar-EG'],
  ['ja', 'ja-JP'],
  ['de', 'de-DE'],
] as const) {
  test.describe(language, () => {
    test.use({ locale });

    test(`reports and search show whole dates at 360 px (${language})`, async ({ page, request, newUser }) => {
      const user = await newUser();
      await call(request, user, 'PATCH', '/api/user/preferences', { preferredLanguage: language });
      await signIn(page, user);
      await page.goto('/reports');
      await expectWholeDates(page, `reports, ${language}`);
      await page.goto('/search');
      await expectWholeDates(page, `search, ${language}`);
    });
  });
}

test('the new event and goal dialogs show whole dates at 360 px', async ({ page, request, newUser }) => {
  const user = await newUser();
  await call(request, user, 'POST', '/api/boxes', { name: 'Cinema', emoji: '🎬', trackingMode: 'descriptive' });
  await signIn(page, user);
  await page.goto('/app');
  await boxesPage(page).describe('Cinema').click();
  await expectWholeDates(page, 'new event');
  await page.keyboard.press('Escape');
  await page.goto('/goals');
  await goalsPage(page).newGoal.click();
  await expectWholeDates(page, 'new goal');
});
