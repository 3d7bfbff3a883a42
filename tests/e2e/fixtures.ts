import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  token: string;
}

/** Each journey makes its own user through the API and deletes it afterwards. */
export const test = base.extend<{ newUser: () => Promise<TestUser> }>({
  newUser: async ({ request }, use) => {
    const made: TestUser[] = [];
    await use(async () => {
      const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'e2e-password';
      const response = await request.post('/api/auth/register', { data: { email, password } });
      expect(response.status()).toBe(201);
      const user = { email, password, token: (await response.json()).token as string };
      made.push(user);
      return user;
    });
    for (const user of made) {
      await request.delete('/api/user/delete', { headers: { authorization: `Bearer ${user.token}` } });
    }
  },
});

/** Signs in by putting the user's token where the web app keeps it. */
export async function signIn(page: Page, user: TestUser) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
}

export { expect };
