import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutQueryParameters } from '../../src/server/http/error-handler.js';
import { PRETTY_OPTIONS } from '../../src/server/logger.js';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
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
    const registered = (await call(ctx.app, 'POST', '/api/auth/register', { email, password })).json(
      tokenResponseSchema,
    );
    const login = (await call(ctx.app, 'POST', '/api/auth/login', { email, password })).json(tokenResponseSchema);
    await call(ctx.app, 'GET', '/api/auth/user', undefined, {
      headers: { cookie: `korai_session=${login.token}` },
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
      registered.token,
      login.token,
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

describe('at the default level', () => {
  let quiet: TestContext;
  let lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
    });
    quiet = await createTestApp({ logTo: stream, logLevel: 'info' });
  });
  afterAll(() => quiet.close());

  it('write one line per request: method, route pattern, status, response time and request id', async () => {
    const { token } = (
      await call(quiet.app, 'POST', '/api/auth/register', { email: uniqueEmail(), password: 'one-line-password' })
    ).json(tokenResponseSchema);
    lines = [];
    await call(quiet.app, 'GET', '/api/health');
    await call(quiet.app, 'GET', '/api/boxes/12345/events?cursor=query-value', undefined, { token });
    await call(quiet.app, 'GET', '/api/no-such-route?token=hidden-token');
    expect(lines).toHaveLength(3);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map(({ level, method, route, statusCode }) => ({ level, method, route, statusCode }))).toEqual([
      { level: 30, method: 'GET', route: '/api/health', statusCode: 200 },
      { level: 30, method: 'GET', route: '/api/boxes/:id/events', statusCode: 404 },
      { level: 30, method: 'GET', route: '/api/no-such-route', statusCode: 404 },
    ]);
    expect(new Set(entries.map((entry) => entry.reqId)).size).toBe(3);
    entries.forEach((entry) => {
      expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry.responseTime).toBeTypeOf('number');
      expect(entry.msg).toBe(`GET ${entry.route} ${entry.statusCode} ${entry.responseTime} ms`);
    });
    expect(lines.join('\n')).not.toMatch(/query-value|hidden-token|Bearer/);
  });

  it('also make one line in the development (pretty) output', async () => {
    lines = [];
    await call(quiet.app, 'GET', '/api/health');
    const pretty = prettyFactory(PRETTY_OPTIONS)(lines[0] ?? '');
    expect(pretty.trimEnd().split('\n')).toHaveLength(1);
    expect(pretty).toMatch(/INFO.*GET \/api\/health 200 [\d.]+ ms \{"reqId":"[0-9a-f-]{36}"\}/);
  });
});

describe('at debug', () => {
  it('add the arrival of each request, with its address but no query string', async () => {
    logged = '';
    await call(ctx.app, 'GET', '/api/health?probe=secret-probe', undefined, { from: '10.9.8.7' });
    const arrival = logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'incoming request');
    expect(arrival).toMatchObject({ level: 20, req: { method: 'GET', url: '/api/health', remoteAddress: '10.9.8.7' } });
    expect(logged).not.toContain('secret-probe');
  });
});
