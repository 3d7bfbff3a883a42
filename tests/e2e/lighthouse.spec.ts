import { runLighthouse } from '../lighthouse/run-lighthouse';
import { call, expect, test } from './fixtures';

// Performance is timing and is reported by `npm run audit`; these three are rules a page meets or not.
const categories = ['accessibility', 'best-practices', 'seo'] as const;

async function expectScores(url: string, headers?: Record<string, string>) {
  const { scores, shortfalls } = await runLighthouse(url, { categories, ...(headers ? { headers } : {}) });
  for (const category of categories) {
    expect(scores[category], `${category} of ${url}; points lost on: ${shortfalls.join('; ')}`).toBeGreaterThanOrEqual(
      95,
    );
  }
}

test.describe('Lighthouse, mobile settings', () => {
  test('the landing page scores 95 or more for accessibility, best practices and SEO', async ({ baseURL }) => {
    await expectScores(`${baseURL}/`);
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
      const box = await call<{ id: string }>(request, user, 'POST', '/api/boxes', { name, emoji, trackingMode });
      if (trackingMode === 'counter') await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, {});
    }
    // Signed in by a bearer header on every request: Chromium keeps a Cookie header only on the page itself.
    await expectScores(`${baseURL}/app`, { Authorization: `Bearer ${user.token}` });
  });
});
