import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { apiAnswer, call, expect, signIn, test } from './fixtures';
import { boxesPage } from './pages/boxes-page';

test('box cards keep one height, a two-digit count stays on one line, and nothing covers their buttons', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  const names = Array.from({ length: 23 }, (_, index) => `Box ${index + 1}`);
  names.splice(1, 0, 'Una passeggiata lunghissima nel parco con il cane');
  const boxes = [];
  for (const name of names) boxes.push(await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name }));
  const busy = boxes[0];
  for (let tap = 0; tap < 33; tap++) await call(request, user, 'POST', `/api/events/boxes/${busy?.id}/events`, {});

  await signIn(page, user);
  await page.goto('/app');
  const tapBusy = boxesPage(page).counter('Box 1');
  const busyCard = page.getByRole('listitem').filter({ has: tapBusy });
  const count = busyCard.getByTestId('today-count');
  await expect(count).toHaveText('Oggi: 33 eventi');

  const cards = page.getByRole('list').filter({ has: tapBusy }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  const heights = new Set(await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height)));
  expect([...heights]).toHaveLength(1);
  const lineHeight = await count.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  expect((await count.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);

  // Scrolled down, the back-to-top button appears; at every place of the page, each corner button of a card
  // that is on screen is the thing a tap there reaches.
  await page.evaluate(() => window.scrollTo(0, 400));
  const toTop = page.getByRole('button', { name: 'Torna in cima' });
  await expect(toTop).toBeVisible();
  const covered = await page.evaluate(() => {
    const top = document.querySelector('nav')?.getBoundingClientRect().bottom ?? 0;
    const found: string[] = [];
    for (let y = 400; y <= document.documentElement.scrollHeight; y += 50) {
      window.scrollTo(0, y);
      for (const button of document.querySelectorAll<HTMLElement>('main li [aria-label]')) {
        const box = button.getBoundingClientRect();
        if (box.top < top || box.bottom > window.innerHeight) continue;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !button.contains(hit)) found.push(`${button.getAttribute('aria-label')} at ${y}`);
      }
    }
    return found;
  });
  expect(covered).toEqual([]);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
