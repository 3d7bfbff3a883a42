import { catalogues } from '../../src/shared/i18n/catalogues';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { runLighthouse } from '../lighthouse/run-lighthouse';
import { apiAnswer, call, expect, test } from './fixtures';

// Performance is timing and is reported by `npm run audit`; these three are rules a page meets or not.
const categories = ['accessibility', 'best-practices', 'seo'] as const;

async function expectScores(url: string, headers?: Record<string, string>) {
  const result = await runLighthouse(url, { categories, ...(headers ? { headers } : {}) });
  for (const category of categories) {
    expect(
      result.scores[category],
      `${category} of ${url}; points lost on: ${result.shortfalls.join('; ')}`,
    ).toBeGreaterThanOrEqual(95);
  }
  // What was scored must be the page asked for, not a sign-in screen it led to.
  expect(new URL(result.finalUrl).pathname).toBe(new URL(url).pathname);
  return result;
}

/** The boxes tab's label in every language (a signed-in screen's tab, which the sign-in screens do not have). */
const boxesTab = Object.values(catalogues).map((catalogue) => (catalogue.shell as Record<string, string>).tabBoxes);

test.describe('Lighthouse, mobile settings', () => {
  test('the landing page scores 95 or more for accessibility, best practices and SEO', async ({ baseURL }) => {
    const { links } = await expectScores(`${baseURL}/`);
    expect(links.map((link) => link.href)).toEqual(expect.arrayContaining(['/register', '/privacy']));
  });

  test('the boxes screen scores 95 or more for accessibility, best practices and SEO', async ({
    baseURL,
    newUser,
    request,
  }) => {
    const user = await newUser();
    for (const [name, emoji, trackingMode] of [
      ['Acqua', '💧', 'counter'],
      ['Film', '🎬', 'descriptive'],
    ] as const) {
      const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name, emoji, trackingMode });
      if (trackingMode === 'counter') await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, {});
    }
    // The page signed in by its cookie, so the server draws it; Chromium keeps a Cookie header only on the page
    // itself, so a bearer header signs in the requests the page makes.
    const { links } = await expectScores(`${baseURL}/app`, {
      Cookie: `korai_session=${user.token}`,
      Authorization: `Bearer ${user.token}`,
    });
    const current = links.filter((link) => link.current);
    expect(current.map((link) => link.href)).toEqual(['/app']);
    expect(boxesTab).toContain(current[0]?.text);
  });
});
