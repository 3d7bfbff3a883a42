import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import type { z } from 'zod';
import { runningEmbeddedUrl } from '../../src/server/db/embedded.js';
import { conversationSchema } from '../../src/shared/schemas/ai.js';

export interface TestUser {
  email: string;
  password: string;
  token: string;
}

/**
 * An address of the benchmarking range 198.18.0.0/15, sent only as an X-Forwarded-For value (no traffic goes
 * there), so journeys do not share the sign-up attempts allowed per address.
 */
function journeyAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${Math.max(1, c)}`;
}

/** Each journey makes its own user through the API and deletes it afterwards. */
export const test = base.extend<{
  newUser: (options?: { tutorial?: boolean; trialWelcome?: boolean }) => Promise<TestUser>;
}>({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': journeyAddress() });
    await use(page);
  },
  newUser: async ({ request }, use) => {
    const made: TestUser[] = [];
    await use(async ({ tutorial = false, trialWelcome = tutorial } = {}) => {
      const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'e2e-password';
      const response = await request.post('/api/auth/register', {
        data: { email, password },
        headers: { 'X-Forwarded-For': journeyAddress() },
      });
      expect(response.status()).toBe(201);
      const user = { email, password, token: (await response.json()).token as string };
      made.push(user);
      // A new account starts with the tutorial; journeys that are not about it skip it, as a user would once.
      if (!tutorial) await call(request, user, 'PATCH', '/api/user/tutorial', { showTutorial: false });
      // Likewise the trial's welcome dialog, which opens by itself once (after the tutorial).
      if (!trialWelcome) await call(request, user, 'PUT', '/api/user/trial-welcome');
      return user;
    });
    for (const user of made) {
      await request.delete('/api/user/delete', {
        headers: { authorization: `Bearer ${user.token}` },
        data: { password: user.password },
      });
    }
  },
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function succeed(
  request: APIRequestContext,
  user: Pick<TestUser, 'token'>,
  method: Method,
  path: string,
  data: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${user.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** An API call as the user, expecting success; its answer is not needed. */
export async function call(
  request: APIRequestContext,
  user: Pick<TestUser, 'token'>,
  method: Method,
  path: string,
  data?: unknown,
): Promise<void> {
  await succeed(request, user, method, path, data);
}

/** An API call as the user, expecting success; its answer parsed with the schema its route answers with. */
export async function apiAnswer<S extends z.ZodType>(
  request: APIRequestContext,
  user: Pick<TestUser, 'token'>,
  method: Method,
  path: string,
  schema: S,
  data?: unknown,
): Promise<z.output<S>> {
  return schema.parse(await (await succeed(request, user, method, path, data)).json());
}

/**
 * A question asked through the API, as K-ORAI's chat asks it: a conversation titled with it, then the streamed
 * answer read to its end. Returns the conversation's id.
 */
export async function askKorai(request: APIRequestContext, user: Pick<TestUser, 'token'>, message: string) {
  const conversation = await apiAnswer(request, user, 'POST', '/api/ai/conversations', conversationSchema, {
    title: message,
  });
  const response = await request.post(`/api/ai/chat/${conversation.id}`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { message },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.text()).toContain('"done":true');
  return conversation.id;
}

/** A statement run in the database of the app under test (the embedded PostgreSQL on E2E_DATA_DIR). */
async function inServerDatabase(statement: string, values: unknown[]) {
  const url = await runningEmbeddedUrl(process.env.E2E_DATA_DIR ?? '');
  if (!url) throw new Error('the app under test is not running on E2E_DATA_DIR');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/**
 * Ends the user's 7-day trial now, as time would: the journey then sees a Free account. Done in the server's own
 * database, since no API shortens a trial.
 */
export async function endTrial(user: Pick<TestUser, 'email'>) {
  await inServerDatabase(
    "UPDATE users SET trial_expires_at = now() - interval '1 minute', subscription_status = 'inactive' WHERE email = $1",
    [user.email],
  );
}

/** Moves the end of a cancelled subscription's paid period into the past, as time would. */
export async function expireSubscription(user: Pick<TestUser, 'email'>) {
  await inServerDatabase(
    "UPDATE users SET subscription_end_date = now() - interval '1 minute' WHERE email = $1 AND subscription_status = 'cancelled'",
    [user.email],
  );
}

/** The reset link in the newest mail the app under test wrote to its outbox for this address, if any. */
export async function resetLinkMailedTo(email: string): Promise<string | undefined> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const mail = (await fs.readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(`To: ${email}`)) continue;
    return mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  }
  return undefined;
}

/** `npm run admin -- grant EMAIL`, beside the running app, as the first admin is made. */
export function grantAdmin(user: TestUser) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'grant', user.email], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(`${result.stdout}${result.stderr}`).toContain('is now an administrator');
}

/** Signs in by putting the user's token where the web app keeps it. */
export async function signIn(page: Page, user: TestUser) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
}

/** A box card's parts: the button that taps it, today's count and the badge of events still on the device. */
export function boxCard(page: Page, tapName: string) {
  const tap = page.getByRole('button', { name: tapName });
  const card = page.getByRole('listitem').filter({ has: tap });
  return { tap, count: card.getByTestId('today-count'), pending: card.getByTestId('pending-count') };
}

/** Picks a language, by its own name, from the header's language menu. */
export async function chooseLanguage(page: Page, nativeName: string) {
  await page.getByTestId('language-menu').locator('summary').click();
  await page.getByTestId('language-menu').getByRole('link', { name: nativeName, exact: true }).click();
}

/** No serious or critical accessibility violation on what the page shows now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    severe.map(
      (violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The toast on screen (there is at most one): over the page, or inside the dialog on top while one is open. Found
 * by its place rather than its role, since over the page screen readers hear it through Radix's own live region.
 */
export function toast(page: Page) {
  return page.locator('[data-toast-viewport] > li, [data-dialog-notice]');
}

/** A moment's day in Rome, where the journeys that test days set the account and the browser. */
export function romeDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
}

export { expect };
