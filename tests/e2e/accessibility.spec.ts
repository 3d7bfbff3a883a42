import type { APIRequestContext, Page } from '@playwright/test';
import { conversationSchema } from '../../src/shared/schemas/ai.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventSchema } from '../../src/shared/schemas/events.js';
import { apiAnswer, call, expect, expectAccessible, expireSubscription, signIn, type TestUser, test } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { goalsPage } from './pages/goals-page';
import { koraiPage } from './pages/korai-page';
import { shellPage } from './pages/shell-page';

type NewUser = (options?: { tutorial?: boolean; trialWelcome?: boolean }) => Promise<TestUser>;

type Theme = 'light' | 'dark';
const THEMES = ['light', 'dark'] as const;

/** The same checks in the light theme, then in the dark one (the account's preference, as a person sets it). */
async function inBothThemes(request: APIRequestContext, user: TestUser, check: (theme: Theme) => Promise<void>) {
  for (const theme of THEMES) {
    await call(request, user, 'PATCH', '/api/user/preferences', { theme });
    await check(theme);
  }
}

/** An account with a box of each kind, an event, one in the trash and a goal, signed in on the page. */
async function seededUser(page: Page, request: APIRequestContext, newUser: NewUser, options = {}) {
  const user = await newUser(options);
  const box = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, {
    name: 'Cinema',
    emoji: '🎬',
    trackingMode: 'descriptive',
  });
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', `/api/events/boxes/${box.id}/events`, { description: 'Dune #fantascienza' });
  const trashed = await apiAnswer(request, user, 'POST', `/api/events/boxes/${water.id}/events`, eventSchema, {});
  await call(request, user, 'DELETE', `/api/events/${trashed.id}`);
  await call(request, user, 'POST', '/api/goals', {
    name: 'Serate',
    boxIds: [box.id],
    startDate: new Date().toISOString().slice(0, 10),
  });
  await signIn(page, user);
  return user;
}

// One screen per test, each in both themes, so that every test has ample time on a busy machine.
for (const [path, heading] of [
  ['/', 'La tua memoria digitale'],
  ['/login', 'Accedi a Korai'],
  ['/register', 'Crea il tuo account'],
  ['/forgot-password', 'Password dimenticata'],
  ['/cestino', 'Accesso richiesto'],
  ['/privacy', 'Privacy'],
  ['/contact', 'Contattaci'],
] as const) {
  test(`the signed-out screen ${path} has no serious accessibility problem, in both themes`, async ({ page }) => {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectAccessible(page, `${path} ${theme}`);
    }
  });
}

test('the welcome, the tutorial and the trial welcome have no serious accessibility problem', async ({
  page,
  request,
  newUser,
}) => {
  await seededUser(page, request, newUser, { tutorial: true });
  await page.goto('/app');
  const welcome = page.getByRole('dialog', { name: 'Benvenuto in Korai' });
  await expect(welcome.getByRole('button', { name: 'Crea il tuo primo box' })).toBeVisible();
  await expectAccessible(page, 'welcome');
  await welcome.getByRole('button', { name: 'Guarda come funziona' }).click();
  await expect(page.getByText('Passo 1 di 7')).toBeVisible();
  await expectAccessible(page, 'tutorial');
  await page.getByRole('button', { name: 'Salta' }).click();
  await page.getByRole('button', { name: 'Info' }).click();
  await expect(page.getByRole('dialog', { name: 'Benvenuto nella prova Pro!' })).toBeVisible();
  await expectAccessible(page, 'trial welcome');
});

test('the boxes screen and the box dialog with its emoji picker have no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/app');
    await expect(boxesPage(page).heading).toBeVisible();
    await expectAccessible(page, `boxes ${theme}`);
    await boxesPage(page).newBox.click();
    await expectAccessible(page, `box dialog ${theme}`);
    await page.getByRole('button', { name: 'Altre emoji' }).click();
    await expect(page.getByRole('searchbox', { name: 'Cerca un’emoji' })).toBeVisible();
    await expect(page.getByRole('gridcell').first()).toBeVisible();
    await expectAccessible(page, `emoji picker ${theme}`);
    // Closed, so that the next visit does not open it again as a dialog left open at a reload.
    await page.keyboard.press('Escape');
    await expect(boxesPage(page).newBoxDialog).toBeHidden();
  });
});

test('the new-event dialog and the user menu have no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/app');
    await boxesPage(page).describe('Cinema').click();
    await expectAccessible(page, `event dialog ${theme}`);
    await page.keyboard.press('Escape');
    await shellPage(page).userMenu.click();
    await expectAccessible(page, `user menu ${theme}`);
    await page.keyboard.press('Escape');
  });
});

test('the goals screen and its dialog have no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/goals');
    await expect(page.getByText('Serate')).toBeVisible();
    await expectAccessible(page, `goals ${theme}`);
    await goalsPage(page).newGoal.click();
    await expectAccessible(page, `goal dialog ${theme}`);
    await page.keyboard.press('Escape');
  });
});

test('statistics have no serious accessibility problem, in both themes', async ({ page, request, newUser }) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Distribuzione per box' })).toBeVisible();
    await expectAccessible(page, `reports ${theme}`);
  });
});

test('search has no serious accessibility problem, in both themes', async ({ page, request, newUser }) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/search');
    await page.getByLabel('Cerca tra gli eventi').fill('dune');
    await expect(page.getByText('1 evento trovato')).toBeVisible();
    await expectAccessible(page, `search ${theme}`);
  });
});

test('the trash has no serious accessibility problem, in both themes', async ({ page, request, newUser }) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/cestino');
    await expect(page.getByRole('tab', { name: 'Eventi (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Eventi (1)' }).click();
    await expectAccessible(page, `trash ${theme}`);
  });
});

test('settings and their dialogs have no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Impostazioni' })).toBeVisible();
    await expectAccessible(page, `settings ${theme}`);
    await page.getByRole('button', { name: 'Scegli avatar' }).click();
    await expectAccessible(page, `avatar dialog ${theme}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Elimina account' }).click();
    await expectAccessible(page, `delete account ${theme}`);
    await page.keyboard.press('Escape');
  });
});

test('the signed-in contact form has no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  const user = await seededUser(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/contact');
    await expect(shellPage(page).heading).toBeVisible();
    await expectAccessible(page, `contact ${theme}`);
  });
});

async function fourBoxes(page: Page, request: APIRequestContext, newUser: NewUser) {
  const user = await newUser();
  for (const name of ['Acqua', 'Corsa', 'Film', 'Libri']) await call(request, user, 'POST', '/api/boxes', { name });
  await signIn(page, user);
  return user;
}

test('the plan screens have no serious accessibility problem, in both themes', async ({ page, request, newUser }) => {
  const user = await fourBoxes(page, request, newUser);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Scegli il tuo piano' })).toBeVisible();
    await expectAccessible(page, `subscribe ${theme}`);
    await page.goto('/subscription-management');
    await expect(page.getByTestId('subscription-status')).toHaveText('In prova');
    await expectAccessible(page, `management on trial ${theme}`);
    await page.goto('/subscription/cancel');
    await expect(page.getByRole('heading', { name: 'Pagamento annullato' })).toBeVisible();
    await expectAccessible(page, `payment cancelled ${theme}`);
  });
});

/** Pays for Pro through the test checkout, with the card given. */
async function payWith(page: Page, card: string) {
  await page.getByLabel('Numero della carta').fill(card);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^(Paga|Abbonati)/ }).click();
}

test('the test checkout, declined and paid, has no serious accessibility problem', async ({
  page,
  request,
  newUser,
}) => {
  await fourBoxes(page, request, newUser);
  await page.goto('/subscribe');
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Passa a Pro' }).click();
  await expect(page.getByText('MODALITÀ TEST: nessun pagamento reale')).toBeVisible();
  await expectAccessible(page, 'test checkout');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Errore abbonamento');
  await expectAccessible(page, 'test checkout declined');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
  await expectAccessible(page, 'payment succeeded');
});

test('managing a paid plan and choosing the boxes to keep have no serious accessibility problem', async ({
  page,
  request,
  newUser,
}) => {
  const user = await fourBoxes(page, request, newUser);
  await page.goto('/subscribe');
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Passa a Pro' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/subscription-management');
    await expect(page.getByText('Visa che termina con 4242')).toBeVisible();
    await expectAccessible(page, `management on Pro ${theme}`);
    await page.getByRole('button', { name: "Metti in pausa l'abbonamento" }).click();
    await expectAccessible(page, `pause dialog ${theme}`);
    await page.keyboard.press('Escape');
  });

  await call(request, user, 'POST', '/api/subscription/cancel');
  await call(request, user, 'PATCH', '/api/user/preferences', { theme: 'light' });
  await expireSubscription(user);
  await page.goto('/app');
  await expect(page.getByRole('dialog', { name: 'Scegli i box da tenere' })).toBeVisible();
  await expectAccessible(page, 'keep boxes dialog');
  await page.getByRole('button', { name: 'Decidi più tardi' }).click();
  await expect(page.getByText('1 box è in sola lettura: il piano Free ne comprende 3.')).toBeVisible();
  await expectAccessible(page, 'read-only boxes');
});

test('a box can be created and tapped with the keyboard alone', async ({ page, newUser }) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/app');
  await expect(boxesPage(page).heading).toBeVisible();

  // Tab from the top of the page until the New button has the focus.
  const create = boxesPage(page).newBox;
  for (let step = 0; step < 20 && !(await create.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(create).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = boxesPage(page).newBoxDialog;
  await expect(dialog.getByLabel('Nome')).toBeVisible();
  await dialog.getByLabel('Nome').focus();
  await page.keyboard.type('Tè');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Closing the dialog gives the focus back to the button that opened it.
  await expect(create).toBeFocused();

  const tap = boxesPage(page).counter('Tè');
  await tap.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ has: tap }).getByTestId('today-count')).toHaveText('Oggi: 1 evento');

  // The user menu opens and moves with the keyboard.
  await shellPage(page).userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Impostazioni' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);

  // Every button and link on the screen has a name.
  const unnamed = await page.locator('button, a[href], input, select, textarea').evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const label = element.getAttribute('aria-label') || element.textContent?.trim() || '';
        const labelled = element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`) !== null;
        return !label && !labelled && !element.closest('label') && !element.getAttribute('aria-labelledby');
      }).length,
  );
  expect(unnamed).toBe(0);
});

test('K-ORAI, its history and its dialogs have no serious accessibility problem, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  test.setTimeout(180_000);
  const user = await newUser();
  const water = await apiAnswer(request, user, 'POST', '/api/boxes', boxSchema, { name: 'Acqua', emoji: '💧' });
  await call(request, user, 'POST', `/api/events/boxes/${water.id}/events`, {});
  // One question asked through the API, as the chat asks it: the conversation, then the answer read to its end.
  const { id } = await apiAnswer(request, user, 'POST', '/api/ai/conversations', conversationSchema, {
    title: 'Acqua',
  });
  const answered = await request.post(`/api/ai/chat/${id}`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { message: 'Quanti eventi in Acqua oggi?' },
  });
  expect(await answered.text()).toContain('"done":true');
  await signIn(page, user);
  for (const theme of ['light', 'dark'] as const) {
    await call(request, user, 'PATCH', '/api/user/preferences', { theme });
    await page.goto('/korai');
    await expect(koraiPage(page).welcome).toBeVisible();
    await expectAccessible(page, `korai welcome ${theme}`);

    await koraiPage(page).historyTab.click();
    const item = page
      .getByRole('listitem')
      .filter({ hasText: 'Acqua' })
      .filter({ has: page.getByRole('button', { name: /^Azioni per/ }) });
    await expect(item).toBeVisible();
    await expectAccessible(page, `korai history ${theme}`);
    await item.getByRole('button', { name: /^Azioni per/ }).click();
    await expectAccessible(page, `conversation menu ${theme}`);
    await page.getByRole('menuitem', { name: 'Riprendi chat' }).click();
    await expect(page.getByRole('link', { name: /^Verifica il numero/ }).first()).toBeVisible();
    await expectAccessible(page, `korai conversation ${theme}`);

    await koraiPage(page).historyTab.click();
    await item.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Rinomina chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Rinomina la chat' })).toBeVisible();
    await expectAccessible(page, `rename conversation ${theme}`);
    await page.keyboard.press('Escape');
    await item.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Elimina chat' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, `delete conversation ${theme}`);
    await page.keyboard.press('Escape');
    // A new conversation: the next round starts from the welcome again.
    await page.getByRole('button', { name: 'Nuova conversazione' }).click();
    await expect(koraiPage(page).welcome).toBeVisible();
  }
});

test('the help page has no serious accessibility problem, for a visitor and in the app, in both themes', async ({
  page,
  request,
  newUser,
}) => {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 2, name: 'Piani e prezzi' })).toBeVisible();
    await expectAccessible(page, `/help ${theme}`);
  }
  const user = await newUser();
  await signIn(page, user);
  await inBothThemes(request, user, async (theme) => {
    await page.goto('/help');
    await expect(page.getByRole('link', { name: 'support@korai.app' })).toBeVisible();
    await expectAccessible(page, `/help signed in ${theme}`);
  });
});
