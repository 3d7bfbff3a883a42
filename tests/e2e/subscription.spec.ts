import type { Page } from '@playwright/test';
import { call, endTrial, expect, signIn, type TestUser, test, toast } from './fixtures';
import { boxesPage } from './pages/boxes-page';
import { controls } from './pages/controls';
import { shellPage } from './pages/shell-page';

/**
 * The test provider's checkout page: the card typed as a person types it, then the button, which during the trial
 * says that nothing is paid today.
 */
async function payOnTestCheckout(page: Page, cardNumber: string, button: string) {
  await expect(page).toHaveURL(/\/api\/stripe\/test-checkout\/cs_test_[0-9a-f]+$/);
  await expect(page.getByText('MODALITÀ TEST: nessun pagamento reale')).toBeVisible();
  await page.getByLabel('Numero della carta').fill(cardNumber);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: button }).click();
}
const DURING_TRIAL = 'Abbonati: oggi non paghi nulla';

async function planBadge(page: Page) {
  await shellPage(page).userMenu.click();
  const item = page.getByRole('menuitem', { name: /^Piano/ });
  const text = await item.textContent();
  return { item, text };
}

test('from the trial to paid Pro and back: banner, plans, test checkout, success, badge, management, cancel', async ({
  page,
  newUser,
}) => {
  const user = await newUser({ trialWelcome: true });
  await signIn(page, user);
  await page.goto('/app');

  // The trial's welcome opens by itself once; closing it is remembered by the account.
  const welcome = page.getByRole('dialog', { name: 'Benvenuto nella prova Pro!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Per 7 giorni hai tutto il piano Pro');
  await welcome.getByRole('button', { name: 'Inizia a usare Pro' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(boxesPage(page).heading).toBeVisible();
  await expect(welcome).toBeHidden();
  await page.getByRole('button', { name: 'Info' }).click();
  await expect(welcome).toBeVisible();
  await controls(welcome).close.click();
  await expect(welcome).toBeHidden();

  await expect(page.getByText('Ti restano 7 giorni di prova Pro')).toBeVisible();
  await page.getByRole('link', { name: 'Passa a Pro' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Scegli il tuo piano' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('MODALITÀ TEST');
  const pro = page.getByRole('article', { name: 'Pro' });
  await page.locator('label', { hasText: 'Annuale' }).click();
  await expect(page.getByRole('radio', { name: /^Annuale/ })).toBeChecked();
  await expect(pro).toContainText(/39,99\s€/);
  await expect(page.getByText('Risparmia 17%')).toBeVisible();
  await page.locator('label', { hasText: 'Mensile' }).click();
  await expect(pro).toContainText(/3,99\s€/);
  await page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Dopo la prova' }).click();
  await expect(toast(page)).toContainText('torni a Free da solo');
  // Said before paying: the trial's days are kept, and the first charge waits for its end.
  await expect(pro.getByTestId('trial-kept')).toContainText('Paghi solo alla fine della prova, il ');
  await pro.getByRole('button', { name: 'Passa a Pro' }).click();

  await expect(page.getByText(/^Paghi solo alla fine della prova, il /)).toBeVisible();
  await payOnTestCheckout(page, '4242 4242 4242 4242', DURING_TRIAL);
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Pagamento completato' })).toBeVisible();
  await expect(page.getByText('Il tuo piano Pro è attivo')).toBeVisible();
  await expect(page.getByText(/ID transazione: …[0-9a-f]{8}$/)).toBeVisible();
  await expect(toast(page)).toContainText('Abbonamento Attivato!');

  await page.getByRole('link', { name: 'Vai ai tuoi box' }).click();
  await expect(boxesPage(page).heading).toBeVisible();
  await expect(page.getByText('Ti restano 7 giorni di prova Pro')).toBeHidden();
  const { item, text } = await planBadge(page);
  expect(text).toMatch(/Piano\s*Pro$/);
  await item.click();

  await expect(page).toHaveURL(/\/subscription-management$/);
  await expect(page.getByRole('heading', { name: 'Il tuo abbonamento' })).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Attivo');
  await expect(page.getByText(/^Si rinnova il /)).toBeVisible();
  const history = page.getByRole('region', { name: 'Cronologia pagamenti' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(/0,00\s€/);
  await expect(history).toContainText('Pagato');
  await expect(page.getByText('Visa che termina con 4242')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Rinnovo automatico' })).toBeChecked();

  // The reminder before each renewal can be turned off, and stays off.
  const reminders = page.getByRole('switch', { name: 'Notifiche' });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(toast(page)).toContainText('Promemoria di rinnovo disattivati');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifiche' })).not.toBeChecked();

  // Paused is not cancelled: each has its own badge.
  await page.getByRole('button', { name: "Metti in pausa l'abbonamento" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Metti in pausa' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('In pausa');
  await page.getByRole('button', { name: 'Riprendi i pagamenti' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Attivo');

  await page.getByRole('button', { name: 'Annulla abbonamento' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Annullare l'abbonamento?" });
  await expect(confirm).toContainText('Potrai usare Pro fino al');
  await confirm.getByRole('button', { name: 'Annulla abbonamento' }).click();
  await expect(toast(page)).toContainText('Abbonamento annullato');
  await expect(page.getByTestId('subscription-status')).toHaveText(/^Annullato, attivo fino al \d{1,2} \w{3} \d{4}$/);
  await expect(page.getByText(/^Pro attivo fino al .*, poi Free$/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Rinnovo automatico' })).not.toBeChecked();
});

test('a declined card: the spec’s error on the checkout page, nothing charged, the plan unchanged', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  await signIn(page, user);
  await page.goto('/subscribe');
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Passa a Pro' }).click();
  await payOnTestCheckout(page, '4000 0000 0000 0002', DURING_TRIAL);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Errore abbonamento');
  await expect(alert).toContainText("Non riusciamo ad attivare l'abbonamento. Riprova più tardi.");
  // What was typed is still there, so another card is one field away.
  await expect(page.getByLabel('Numero della carta')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Scadenza (MM/AA)')).toHaveValue('12/34');

  await page.getByRole('link', { name: 'Annulla e torna a Korai' }).click();
  await expect(page).toHaveURL(/\/subscription\/cancel$/);
  await expect(
    page.getByText('Nessun addebito è stato effettuato. Il tuo piano attuale rimane invariato.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Vai ai tuoi box' }).click();
  const { text } = await planBadge(page);
  expect(text).toContain('Pro (Trial)');
});

test('the success page without a session says so', async ({ page, newUser }) => {
  await signIn(page, await newUser());
  await page.goto('/subscription/success');
  await expect(page.getByRole('alert')).toHaveText('Sessione di pagamento non trovata');
  await expect(page.getByRole('link', { name: 'Vedi i piani' })).toBeVisible();
});

async function fiveBoxes(request: Parameters<typeof call>[0], user: TestUser) {
  for (const name of ['Acqua', 'Corsa', 'Film', 'Libri', 'Caffè'])
    await call(request, user, 'POST', '/api/boxes', { name });
}

test('after the trial, a user with five boxes chooses three to keep; a reload does not skip the question', async ({
  page,
  request,
  newUser,
}) => {
  const user = await newUser();
  await fiveBoxes(request, user);
  await endTrial(user);
  await signIn(page, user);
  await page.goto('/app');

  const dialog = page.getByRole('dialog', { name: 'Scegli i box da tenere' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Il piano Free comprende 3 box');
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Decidi più tardi' }).click();
  await expect(dialog).toBeHidden();

  // Until the choice, the extra boxes are visible but cannot be tapped, and the screen says why.
  await expect(page.getByText('2 box sono in sola lettura: il piano Free ne comprende 3.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Libri: in sola lettura' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Caffè: in sola lettura' })).toBeDisabled();
  await expect(boxesPage(page).counter('Acqua')).toBeEnabled();

  await page.getByRole('button', { name: 'Scegli i box' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Selezionati: 3 di 3')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Tieni questi 3 box' });
  await dialog.getByLabel('Corsa').uncheck();
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Caffè').check();
  await expect(dialog.getByLabel('Libri')).toBeDisabled();
  await confirm.click();
  await expect(toast(page)).toContainText('Fatto: 2 box sono andati nel cestino.');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Box usati: 3/3')).toBeVisible();
  await expect(boxesPage(page).counter('Caffè')).toBeEnabled();
  await expect(page.getByText(/in sola lettura/)).toHaveCount(0);

  await page.goto('/cestino');
  await expect(page.getByRole('tab', { name: 'Box (2)' })).toBeVisible();
});
