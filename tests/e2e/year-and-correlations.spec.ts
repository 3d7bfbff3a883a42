import { elideItalian } from '../../src/shared/i18n/italian-elision.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { pearson } from '../support/pearson';
import { apiAnswer, expect as baseExpect, call, endTrial, romeDay, signIn, test } from './fixtures';

// A busy machine can take seconds to show a screen: room for it, never a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ timezoneId: 'Europe/Rome' });

const DAY = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const italianDay = (day: string) =>
  new Intl.DateTimeFormat('it', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${day}T12:00:00`),
  );

test('a box shows its streaks and its year, a day opens its events; the chart groups by week and month; correlations in plain words', async ({
  page,
  request,
  newUser,
}) => {
  test.setTimeout(240_000);
  const user = await newUser();
  await call(request, user, 'PATCH', '/api/user/preferences', { timeZone: 'Europe/Rome' });
  const coffee = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Caffè', emoji: '☕' });
  const headache = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Mal di testa',
    emoji: '🤕',
  });

  // Forty days up to yesterday, at noon in Rome: coffee follows a weekly pattern with a gap, headaches come with
  // the days of two or more coffees, and some days besides.
  const today = romeDay(new Date());
  const cups = (ago: number) => (ago === 12 ? 0 : ([1, 2, 3, 1, 2, 1, 3][ago % 7] ?? 0));
  const aches = (ago: number) => (cups(ago) >= 2 ? 1 : ago % 5 === 0 ? 1 : 0);
  for (let ago = 40; ago >= 1; ago--) {
    const eventDate = `${shift(today, -ago)}T12:00:00+01:00`;
    for (let cup = 0; cup < cups(ago); cup++) {
      await call(request, user, 'POST', `/api/events/boxes/${coffee.id}/events`, { eventDate });
    }
    for (let ache = 0; ache < aches(ago); ache++) {
      await call(request, user, 'POST', `/api/events/boxes/${headache.id}/events`, { eventDate });
    }
  }

  await signIn(page, user);
  await page.goto(`/reports?box=${coffee.id}`);
  const year = page.getByRole('region', { name: "Il tuo anno a colpo d'occhio" });
  // Current: the eleven days from yesterday back to the gap 12 days ago; longest: the 28 days before the gap.
  await expect(year.getByTestId('current-streak')).toHaveText('11 giorni');
  await expect(year.getByTestId('longest-streak')).toHaveText('28 giorni');
  await expect(year).toContainText(
    elideItalian(`dal ${italianDay(shift(today, -40))} al ${italianDay(shift(today, -13))}`),
  );
  const total = Array.from({ length: 40 }, (_, index) => cups(index + 1)).reduce((sum, value) => sum + value, 0);
  await expect(year).toContainText(`${total} eventi negli ultimi 365 giorni`);
  await expect(year.locator('rect[data-count]')).toHaveCount(365);
  await expect(year.locator('rect[data-count="0"]')).toHaveCount(365 - 39);

  // A day of the heatmap: its figure, then its events in the listing.
  const day = shift(today, -2);
  await year.locator(`rect[data-date="${day}"]`).click();
  await expect(year.getByTestId('chosen-day')).toHaveText(`${italianDay(day)}: ${cups(2)} eventi`);
  await year.getByRole('link', { name: elideItalian(`Vedi gli eventi del ${italianDay(day)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?box=${coffee.id}&from=${day}&to=${day}$`));
  await expect(page.getByText(`${cups(2)} eventi trovati`)).toBeVisible();

  // The per-day chart of all boxes: by day, by week, by month; the value of a bar on a tap; today marked.
  await page.goto('/reports');
  const chart = page.getByRole('figure').filter({ hasText: 'Eventi per giorno' });
  await expect(chart.getByText('Oggi')).toBeVisible();
  await expect(chart.getByTestId('trend-line')).toBeVisible();
  const slider = chart.getByRole('slider');
  await expect(slider).toHaveAttribute('aria-valuemax', '30');
  const size = await slider.boundingBox();
  if (!size) throw new Error('no chart');
  // The last bar is today, which has nothing yet.
  await slider.click({ position: { x: size.width - 2, y: size.height / 2 } });
  await expect(chart.getByTestId('chart-value')).toHaveText(`${italianDay(today)}: 0 eventi`);
  await chart.getByRole('button', { name: 'Settimana' }).click();
  await expect(chart.getByRole('button', { name: 'Settimana' })).toHaveAttribute('aria-pressed', 'true');
  const firstDay = shift(today, -29);
  const weekday = (new Date(`${firstDay}T12:00:00Z`).getUTCDay() + 6) % 7;
  const weeks = Math.ceil((30 + weekday) / 7);
  await expect(slider).toHaveAttribute('aria-valuemax', String(weeks));
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  // The first week: from the range's first day to its Sunday.
  const firstWeek = Array.from({ length: 7 - weekday }, (_, index) => 29 - index)
    .filter((ago) => ago >= 1)
    .reduce((sum, ago) => sum + cups(ago) + aches(ago), 0);
  await expect(chart.getByTestId('chart-value')).toHaveText(
    elideItalian(`Settimana dal ${italianDay(shift(firstDay, -weekday))}: ${firstWeek} eventi`),
  );
  await chart.getByRole('button', { name: 'Mese' }).click();
  const months = new Set(Array.from({ length: 30 }, (_, index) => shift(today, -index).slice(0, 7))).size;
  await expect(slider).toHaveAttribute('aria-valuemax', String(months));

  // Correlations over the same 30 days, finished days only (29 of them), computed here from the seed.
  const shared = Array.from({ length: 29 }, (_, index) => 29 - index);
  const r = pearson(shared.map(cups), shared.map(aches));
  const figure = new Intl.NumberFormat('it', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(r);
  const correlations = page.getByRole('region', { name: 'Cosa va insieme' });
  await expect(correlations).toContainText(
    `Nei giorni con più Caffè registri più Mal di testa: correlazione ${figure} su 29 giorni`,
  );
  await expect(correlations).toContainText('Una correlazione non è una causa');

  // On Free the correlations are a Pro feature; the year of a box stays.
  await endTrial(user);
  await page.reload();
  await expect(
    page.getByText('Scopri quali box vanno insieme, come caffè e mal di testa: disponibile con Pro.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cosa va insieme' })).toHaveCount(0);
  await page.goto(`/reports?box=${headache.id}`);
  await expect(
    page.getByRole('region', { name: "Il tuo anno a colpo d'occhio" }).getByTestId('current-streak'),
  ).toBeVisible();
});
