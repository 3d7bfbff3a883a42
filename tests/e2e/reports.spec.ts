import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, endTrial, expect, signIn, test } from './fixtures';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

test.use({ timezoneId: 'Europe/Rome' });

test('one box in focus shows its own days and streaks, not the same box as most and least active', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' });
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  const coffee = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Caffè', emoji: '☕' });
  // Water: two today, one yesterday, one three days ago. Coffee: one today.
  for (const eventDate of [ago(0.1), ago(0.1), ago(24), ago(72)]) {
    await call(request, user, 'POST', `/api/events/boxes/${water.id}/events`, { eventDate });
  }
  await call(request, user, 'POST', `/api/events/boxes/${coffee.id}/events`, {});

  await signIn(page, user);
  await page.goto('/reports');
  await expect(page.getByText('Box più attivo')).toBeVisible();
  await page.getByRole('group', { name: 'Box' }).getByRole('button', { name: 'Acqua' }).click();

  const focus = page.getByRole('region', { name: 'Focus su Acqua' });
  await expect(focus).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible();
  await expect(page.getByText('Box più attivo')).toHaveCount(0);
  await expect(page.getByText('Box meno attivo')).toHaveCount(0);
  await expect(focus).toContainText('Attivo 3 giorni su 30');
  await expect(focus).toContainText(/Giorno migliore: .+ \(2 eventi\)/);
  const year = page.getByRole('region', { name: "Il tuo anno a colpo d'occhio" });
  await expect(year.getByTestId('current-streak')).toHaveText('2 giorni');
  await expect(year.getByTestId('longest-streak')).toHaveText('2 giorni');
  await expect(page.getByRole('heading', { name: 'Distribuzione per box' })).toHaveCount(0);

  // On Free the focus is a Pro feature; the basic figures, the streaks and the year stay free, above its lock.
  await endTrial(user);
  await page.reload();
  await page.getByRole('group', { name: 'Box' }).getByRole('button', { name: 'Acqua' }).click();
  const locked = page.getByRole('complementary', { name: 'Focus su Acqua' });
  await expect(locked).toContainText(
    'Giorni attivi e giorno migliore di un singolo box fanno parte dei report avanzati',
  );
  await expect(locked.getByRole('link', { name: 'Passa a Pro' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('region', { name: 'Focus su Acqua' })).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible();
  await expect(year.getByTestId('current-streak')).toHaveText('2 giorni');
  const yearBox = await year.boundingBox();
  const lockBox = await locked.boundingBox();
  expect(lockBox && yearBox && lockBox.y > yearBox.y + yearBox.height - 1).toBe(true);
  await expect(page.getByText('Box più attivo')).toHaveCount(0);
});

test('with one box that has events, the reports say it is the only one rather than most and least active', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', '/api/boxes', { name: 'Caffè', emoji: '☕' });
  await call(request, user, 'POST', `/api/events/boxes/${water.id}/events`, {});
  await signIn(page, user);
  await page.goto('/reports');
  await expect(page.getByText("L'unico box con eventi in questi giorni")).toBeVisible();
  await expect(page.getByText('Box più attivo')).toHaveCount(0);
  await expect(page.getByText('Box meno attivo')).toHaveCount(0);
});
