import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutQueryParameters } from '../../src/server/http/error-handler.js';
import { mailsTo, resetTokenIn } from '../support/outbox.js';
import { call, createTestApp, type TestContext, uniqueEmail } from '../support/test-app.js';

let ctx: TestContext;
let logged = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    logged += chunk;
  });
  ctx = await createTestApp({ logTo: stream });
});
afterAll(() => ctx.close());

describe('log lines', () => {
  it('never carry a password, a session token, a reset token or a hash', async () => {
    const email = uniqueEmail();
    const password = 'very-secret-password';
    const { body } = await call(ctx.app, 'POST', '/api/auth/register', { email, password });
    const login = await call(ctx.app, 'POST', '/api/auth/login', { email, password });
    await call(ctx.app, 'GET', '/api/auth/user', undefined, {
      headers: { cookie: `korai_session=${login.body.token}` },
    });
    await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'wrong-password-typed' });
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const resetToken = resetTokenIn((await mailsTo(ctx, email))[0] ?? '');
    await call(ctx.app, 'GET', `/reset-password?token=${resetToken}`);
    await call(ctx.app, 'POST', '/api/auth/reset-password', { token: resetToken, password: 'another-secret-pass' });

    expect(logged).toContain('/api/auth/login');
    for (const secret of [
      password,
      'wrong-password-typed',
      'another-secret-pass',
      body.token,
      login.body.token,
      resetToken,
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/argon2id|Bearer/);
  });

  it('name a failed query but not its parameters', async () => {
    const failure = await ctx.db.execute(sql`SELECT ${'secret-parameter'}::int`).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('secret-parameter');
    const safe = withoutQueryParameters(failure as Error);
    expect(safe.message).toContain('SELECT $1::int');
    expect(safe.message).toContain('SQLSTATE 22P02');
    expect(`${safe.message}${safe.stack}`).not.toContain('secret-parameter');
  });
});
