import { adminUserPageSchema } from '../../src/shared/schemas/admin.js';
import { supportKnowledgeSchema } from '../../src/shared/schemas/ai.js';
import { apiAnswer, call, expect, expectAccessible, grantAdmin, signIn, type TestUser, test, toast } from './fixtures';
import { controls } from './pages/controls';
import { shellPage } from './pages/shell-page';

test('an admin finds a user, changes their plan and suspends them: their open session ends at once', async ({
  page,
  request,
  newUser,
}) => {
  const admin = await newUser();
  const member = await newUser();
  grantAdmin(admin);
  expect((await request.get('/api/boxes', { headers: { authorization: `Bearer ${member.token}` } })).status()).toBe(
    200,
  );

  await signIn(page, admin);
  await page.goto('/app');
  await shellPage(page).userMenu.click();
  await page.getByRole('menuitem', { name: 'Modalità admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The instance's backups: none yet on this fresh instance, and no warning before 2 days.
  await expect(page.getByTestId('instance-backup-last')).toHaveText('Nessun backup ancora.');
  await expect(page.getByText("Nessun backup dell'istanza da più di 2 giorni")).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Utenti totali/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Andamento giornaliero' })).toBeVisible();

  await page.getByRole('tab', { name: 'Utenti' }).click();
  await page.getByRole('searchbox', { name: 'Cerca per email' }).fill(member.email.toUpperCase());
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(row).toContainText('Trial Pro');

  await row.getByRole('button', { name: `Azioni per ${member.email}` }).click();
  await page.getByRole('menuitem', { name: 'Passa a Pro' }).click();
  const confirmPlan = page.getByRole('alertdialog', { name: 'Cambiare piano?' });
  await expect(confirmPlan).toContainText(member.email);
  await confirmPlan.getByRole('button', { name: 'Cambia piano' }).click();
  await expect(toast(page)).toContainText('Piano aggiornato');
  await expect(row.getByText('Pro', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Azioni per ${member.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sospendi' }).click();
  await page
    .getByRole('alertdialog', { name: "Sospendere l'utente?" })
    .getByRole('button', { name: 'Sospendi' })
    .click();
  await expect(toast(page)).toContainText('Utente sospeso');
  await expect(row).toContainText('Account sospeso');

  // The member's open session is refused on its next request, and signing in again says the account is suspended.
  expect((await request.get('/api/boxes', { headers: { authorization: `Bearer ${member.token}` } })).status()).toBe(
    401,
  );
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect([login.status(), (await login.json()).error.code]).toEqual([403, 'account_suspended']);

  // The activity log says who did it to whom.
  await page.getByRole('tab', { name: 'Log Attività' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Account sospeso' }).first();
  await expect(entry).toContainText(member.email);
  await expect(entry).toContainText(`da ${admin.email}`);

  // Reactivated, so the journey's clean-up can delete the account.
  await call(request, admin, 'PATCH', `/api/admin/users/${await idOf(request, admin, member)}/status`, {
    status: 'active',
  });
});

test('an admin edits the French knowledge base and the support chatbot answers from it', async ({
  page,
  request,
  newUser,
}) => {
  const admin = await newUser();
  grantAdmin(admin);
  const original = await apiAnswer(request, admin, 'GET', '/api/support-knowledge?language=fr', supportKnowledgeSchema);
  try {
    await signIn(page, admin);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Support' }).click();
    await page.getByLabel('Lingua').selectOption('fr');
    await page.getByRole('button', { name: 'Modifica' }).click();
    const text = page.getByRole('textbox', { name: 'Knowledge base del chatbot di supporto' });
    await text.fill('');
    await controls(page).save.click();
    await expect(page.getByText('Inserisci del contenuto prima di salvare')).toBeVisible();
    await text.fill(
      '## Ornithorynque\nLe mot de passe des ornithorynques se change dans Réglages, rubrique Ornithorynque.',
    );
    await expect(page.getByText(/\d caratteri/)).toBeVisible();
    await controls(page).save.click();
    await expect(toast(page)).toContainText('Knowledge base aggiornata');
    await expect(text).toHaveValue(/rubrique Ornithorynque/);
    await expect(text).not.toBeEditable();

    const answer = await request.post('/api/support-chat', {
      headers: { 'Accept-Language': 'fr' },
      data: { question: 'Comment changer le mot de passe des ornithorynques ?' },
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).response).toContain('rubrique Ornithorynque');
  } finally {
    await call(request, admin, 'PUT', '/api/support-knowledge', { language: 'fr', content: original.content });
  }
});

test('a signed-in non-admin sees Accesso negato at /admin and no admin data is asked for', async ({
  page,
  newUser,
}) => {
  const user = await newUser();
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin')) adminCalls.push(request.url());
  });
  await signIn(page, user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accesso negato' })).toBeVisible();
  await expect(page.getByText('Non hai i permessi per accedere al pannello admin')).toBeVisible();
  expect(adminCalls).toEqual([]);
});

test('the admin dashboard has no serious accessibility problem, in both themes', async ({ page, request, newUser }) => {
  test.setTimeout(180_000);
  const admin = await newUser();
  grantAdmin(admin);
  await signIn(page, admin);
  for (const theme of ['light', 'dark'] as const) {
    await call(request, admin, 'PATCH', '/api/user/preferences', { theme });
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: /Utenti totali/ })).toBeVisible();
    await expectAccessible(page, `${theme} overview`);
    await page.getByRole('button', { name: /Utenti totali/ }).click();
    await expect(page.getByRole('dialog', { name: 'Utenti' })).toBeVisible();
    await expectAccessible(page, `${theme} users detail`);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Utenti' }).click();
    await page.getByRole('searchbox', { name: 'Cerca per email' }).fill(admin.email);
    await expect(page.getByRole('listitem').filter({ hasText: admin.email })).toHaveCount(1);
    await expectAccessible(page, `${theme} users`);
    await page.getByRole('button', { name: admin.email, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Dettagli utente' })).toContainText(admin.email);
    await expectAccessible(page, `${theme} user details`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Crea Utente' }).click();
    await expect(page.getByRole('dialog', { name: 'Crea Utente' })).toBeVisible();
    await expectAccessible(page, `${theme} create user`);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Log Attività' }).click();
    await expect(page.getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
    await expectAccessible(page, `${theme} logs`);
    await page.getByRole('tab', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { name: 'Messaggi di contatto' })).toBeVisible();
    await expectAccessible(page, `${theme} support`);
  }
});

async function idOf(request: Parameters<typeof call>[0], admin: TestUser, user: TestUser): Promise<string> {
  const page = await apiAnswer(
    request,
    admin,
    'GET',
    `/api/admin/users?q=${encodeURIComponent(user.email)}`,
    adminUserPageSchema,
  );
  const found = page.users.find((candidate) => candidate.email === user.email);
  if (!found) throw new Error(`no user ${user.email}`);
  return found.id;
}
