import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/shared/schemas/user.js';
import {
  call,
  createTestApp,
  registerUser,
  type TestContext,
  uniqueEmail,
  workerDatabaseUrl,
} from '../support/test-app.js';

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('ADMIN_EMAILS', () => {
  const bossEmail = uniqueEmail('boss');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ADMIN_EMAILS: ` ${bossEmail.toUpperCase()} , someone@else.org` } });
  });
  afterAll(() => ctx.close());

  it('makes the named accounts administrators at registration, and nobody else', async () => {
    const boss = await registerUser(ctx.app, bossEmail);
    const worker = await registerUser(ctx.app);
    expect(
      (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: boss.token })).json(userSchema).isAdmin,
    ).toBe(true);
    expect(
      (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: worker.token })).json(userSchema).isAdmin,
    ).toBe(false);
  });

  it('makes an existing account an administrator at start-up', async () => {
    const plain = await createTestApp();
    const email = uniqueEmail('later-boss');
    const { token } = await registerUser(plain.app, email);
    await plain.close();
    const restarted = await createTestApp({ env: { ADMIN_EMAILS: email } });
    expect((await call(restarted.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).isAdmin).toBe(
      true,
    );
    await restarted.close();
  });
});

describe('npm run admin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function admin(...args: string[]) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: await workerDatabaseUrl(), LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  }

  it('grants and revokes administrator rights by email', async () => {
    const { email, token } = await registerUser(ctx.app);
    const isAdmin = async () =>
      (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).isAdmin;

    const granted = await admin('grant', email.toUpperCase());
    expect(granted).toEqual({ code: 0, output: `${email} is now an administrator.\n` });
    expect(await isAdmin()).toBe(true);

    expect((await admin('revoke', email)).code).toBe(0);
    expect(await isAdmin()).toBe(false);
  });

  it('says so when there is no such account or the command is wrong', async () => {
    expect(await admin('grant', 'nobody@example.com')).toEqual({
      code: 1,
      output: 'No account with the email nobody@example.com.\n',
    });
    const wrong = await admin('promote');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('usage: npm run admin -- grant EMAIL | revoke EMAIL');
  });
});
