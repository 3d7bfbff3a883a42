import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/shared/days.js';
import { messageResponseSchema, tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { mailsTo, resetTokenIn } from '../support/outbox.js';
import { call, createTestApp, errorBody, registerUser, type TestContext, uniqueEmail } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('register, login, user, logout', () => {
  it('takes a new user through the whole session life cycle', async () => {
    const email = uniqueEmail();
    const registered = await call(ctx.app, 'POST', '/api/auth/register', { email, password: 'secret1' });
    expect(registered.status).toBe(201);
    expect(registered.json(tokenResponseSchema)).toEqual({
      token: expect.any(String),
      message: 'Registrazione completata',
    });

    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      email,
      password: 'secret1',
      rememberMe: false,
    });
    expect(login.status).toBe(200);
    const token = login.json(tokenResponseSchema).token;
    expect(token).not.toBe(registered.json(tokenResponseSchema).token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const user = await call(ctx.app, 'GET', '/api/auth/user', undefined, { token });
    expect(user.status).toBe(200);
    expect(user.json(userSchema)).toMatchObject({
      email,
      plan: 'free',
      effectivePlan: 'pro',
      subscriptionStatus: 'trialing',
    });
    expect(user.response.body).not.toMatch(/password|argon2/i);

    const logout = await call(ctx.app, 'POST', '/api/auth/logout', undefined, { token });
    expect(logout.status).toBe(200);
    const after = await call(ctx.app, 'GET', '/api/auth/user', undefined, { token });
    expect(after.status).toBe(401);
    expect(after.json(errorBody).error).toEqual({ code: 'unauthorized', message: 'Accesso richiesto' });
  });

  it('starts a 7-day Pro trial at registration', async () => {
    const { token } = await registerUser(ctx.app);
    const user = (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema);
    expect(user.trialDaysLeft).toBe(7);
    expect(new Date(user.trialExpiresAt ?? '').getTime() - ctx.clock.now().getTime()).toBe(7 * 24 * HOUR_MS);
  });

  it('refuses a wrong password with "Credenziali non valide", and an unknown email the same way', async () => {
    const { email } = await registerUser(ctx.app);
    const wrong = await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json(errorBody).error).toEqual({ code: 'invalid_credentials', message: 'Credenziali non valide' });
    const unknown = await call(ctx.app, 'POST', '/api/auth/login', {
      email: uniqueEmail(),
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.json(errorBody)).toEqual(wrong.json(errorBody));
  });

  it('refuses a second account for the same email in any letter case', async () => {
    const email = uniqueEmail('Case');
    await registerUser(ctx.app, email.toLowerCase());
    const again = await call(ctx.app, 'POST', '/api/auth/register', {
      email: email.toUpperCase(),
      password: 'secret1',
    });
    expect(again.status).toBe(409);
    expect(again.json(errorBody).error).toEqual({
      code: 'email_taken',
      message: 'Esiste già un account con questa email',
    });
    const english = await call(
      ctx.app,
      'POST',
      '/api/auth/register',
      { email: ` ${email} `, password: 'secret1' },
      { language: 'en-GB,en;q=0.9' },
    );
    expect(english.json(errorBody).error.message).toBe('An account with this email already exists');
  });

  it('logs in with the email in any letter case', async () => {
    const { email, password } = await registerUser(ctx.app);
    const login = await call(ctx.app, 'POST', '/api/auth/login', { email: email.toUpperCase(), password });
    expect(login.status).toBe(200);
  });

  it('accepts a 128-character password and does not truncate it', async () => {
    const password = 'p'.repeat(128);
    const { email } = await registerUser(ctx.app, uniqueEmail(), password);
    const truncated = await call(ctx.app, 'POST', '/api/auth/login', {
      email,
      password: password.slice(0, 72),
    });
    expect(truncated.status).toBe(401);
    const full = await call(ctx.app, 'POST', '/api/auth/login', { email, password });
    expect(full.status).toBe(200);
  });

  it('authenticates with the httpOnly cookie as well as the bearer header', async () => {
    const email = uniqueEmail();
    const registered = await call(ctx.app, 'POST', '/api/auth/register', { email, password: 'secret1' });
    const cookie = registered.response.cookies.find((c) => c.name === 'korai_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = await call(ctx.app, 'GET', '/api/auth/user', undefined, {
      headers: { cookie: `korai_session=${cookie?.value}` },
    });
    expect(user.json(userSchema).email).toBe(email);
  });

  it('keeps a remembered session 30 days and a plain one 1 day, sliding with use', async () => {
    const { email, password } = await registerUser(ctx.app);
    const plain = (await call(ctx.app, 'POST', '/api/auth/login', { email, password })).json(tokenResponseSchema).token;
    const remembered = (await call(ctx.app, 'POST', '/api/auth/login', { email, password, rememberMe: true })).json(
      tokenResponseSchema,
    ).token;
    ctx.clock.advance(20 * HOUR_MS);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: plain })).status).toBe(200);
    ctx.clock.advance(20 * HOUR_MS); // 40 h after login, 20 h after last use: still alive
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: plain })).status).toBe(200);
    ctx.clock.advance(25 * HOUR_MS);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: plain })).status).toBe(401);
    ctx.clock.advance(20 * 24 * HOUR_MS);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: remembered })).status).toBe(200);
  });

  it('logs out through /api/dev-logout only when asked by its own page: a link merely shows the question', async () => {
    const { token } = await registerUser(ctx.app);
    const page = await call(ctx.app, 'GET', '/api/dev-logout', undefined, { token, language: 'en' });
    expect(page.response.headers['content-type']).toContain('text/html');
    expect(page.response.body).toContain('<form method="post" action="/api/dev-logout"');
    expect(page.response.body).toContain('Are you sure you want to log out?');
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).status).toBe(200);

    const { status, response } = await call(ctx.app, 'POST', '/api/dev-logout', undefined, { token });
    expect(status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.cookies.find((c) => c.name === 'korai_session')?.value).toBe('');
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).status).toBe(401);
  });

  it('marks its cookies Secure when Korai is served over HTTPS, even behind a proxy that does not say so', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://korai.example' } });
    try {
      const { response } = await call(secure.app, 'POST', '/api/auth/register', {
        email: uniqueEmail(),
        password: 'secret1',
      });
      for (const name of ['korai_session', 'korai_device']) {
        expect(response.cookies.find((c) => c.name === name)).toMatchObject({ secure: true, httpOnly: true });
      }
    } finally {
      await secure.close();
    }
    const { response } = await call(ctx.app, 'POST', '/api/auth/register', {
      email: uniqueEmail(),
      password: 'secret1',
    });
    expect(response.cookies.find((c) => c.name === 'korai_session')?.secure).toBeFalsy();
  });
});

describe('password reset', () => {
  it('mails a token that works once, then never again', async () => {
    const { email } = await registerUser(ctx.app);
    const asked = await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    expect(asked.status).toBe(200);
    const [mail] = await mailsTo(ctx, email);
    expect(mail).toContain('Subject: Reimposta la tua password di Korai');
    const token = resetTokenIn(mail ?? '');

    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', { token, password: 'brand-new-1' });
    expect(reset.status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'brand-new-1' })).status).toBe(200);

    const reused = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      token,
      password: 'another-one',
    });
    expect(reused.status).toBe(400);
    expect(reused.json(errorBody).error.code).toBe('invalid_reset_token');
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'another-one' })).status).toBe(401);
  });

  it('lets only the newest link work: asking again or using one spends the others', async () => {
    const { email } = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const [older] = (await mailsTo(ctx, email)).map(resetTokenIn);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const newer = (await mailsTo(ctx, email)).map(resetTokenIn).find((token) => token !== older);
    const stale = await call(ctx.app, 'POST', '/api/auth/reset-password', { token: older, password: 'older-link-1' });
    expect(stale.json(errorBody).error.code).toBe('invalid_reset_token');
    const fresh = await call(ctx.app, 'POST', '/api/auth/reset-password', { token: newer, password: 'newer-link-1' });
    expect(fresh.status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'newer-link-1' })).status).toBe(200);
  });

  it('expires the token after an hour', async () => {
    const { email, password } = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const token = resetTokenIn((await mailsTo(ctx, email))[0] ?? '');
    ctx.clock.advance(HOUR_MS + 1000);
    const late = await call(ctx.app, 'POST', '/api/auth/reset-password', { token, password: 'too-late-1' });
    expect(late.status).toBe(400);
    expect(late.json(errorBody).error.message).toBe('Il link per reimpostare la password non è valido o è scaduto');
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password })).status).toBe(200);
  });

  it('ends every session of the account when the password is reset', async () => {
    const { email, token: session } = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const token = resetTokenIn((await mailsTo(ctx, email))[0] ?? '');
    await call(ctx.app, 'POST', '/api/auth/reset-password', { token, password: 'brand-new-2' });
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: session })).status).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await registerUser(ctx.app);
    const known = await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const stranger = uniqueEmail();
    const unknown = await call(ctx.app, 'POST', '/api/auth/forgot-password', { email: stranger });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json(messageResponseSchema)).toEqual(known.json(messageResponseSchema));
    expect(await mailsTo(ctx, stranger)).toEqual([]);
  });

  it('writes the mail in the language the user chose', async () => {
    const { email, token } = await registerUser(ctx.app);
    await call(ctx.app, 'PATCH', '/api/user/preferences', { preferredLanguage: 'en' }, { token });
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email });
    const [mail] = await mailsTo(ctx, email);
    expect(mail).toContain('Subject: Reset your Korai password');
  });
});

describe('rate limits', () => {
  it('answers the 11th login attempt in a minute from one address with 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { status } = await call(
        ctx.app,
        'POST',
        '/api/auth/login',
        { email: uniqueEmail(), password: 'wrong-pass' },
        { from: '10.9.9.9' },
      );
      expect(status).toBe(401);
    }
    const eleventh = await call(
      ctx.app,
      'POST',
      '/api/auth/login',
      { email: uniqueEmail(), password: 'wrong-pass' },
      { from: '10.9.9.9', language: 'en' },
    );
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json(errorBody).error.code).toBe('rate_limited');
    expect(eleventh.json(errorBody).error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('slows guessing on one account from many addresses, without locking its owner out', async () => {
    const { email, password } = await registerUser(ctx.app);
    const owner = await call(ctx.app, 'POST', '/api/auth/login', { email, password });
    const deviceCookie = owner.response.cookies.find((c) => c.name === 'korai_device');
    expect(deviceCookie).toMatchObject({ httpOnly: true, path: '/api/auth' });

    // Five mistakes cost nothing; from then on each attempt waits twice as long after the last failure.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(401);
    }
    const waiting = await call(ctx.app, 'POST', '/api/auth/login', { email, password }, { language: 'en' });
    expect([waiting.status, waiting.response.headers['retry-after']]).toEqual([429, '1']);
    ctx.clock.advance(1000);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(401);
    const longer = await call(ctx.app, 'POST', '/api/auth/login', { email, password });
    expect([longer.status, longer.response.headers['retry-after']]).toEqual([429, '2']);

    // The owner's own browser (it signed in before) is never made to wait, and a success starts afresh.
    const known = await call(
      ctx.app,
      'POST',
      '/api/auth/login',
      { email, password },
      {
        headers: { cookie: `korai_device=${deviceCookie?.value}` },
      },
    );
    expect(known.status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password })).status).toBe(200);
  });

  it('slows guessing on an email that has no account exactly as on one that has', async () => {
    const email = uniqueEmail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(401);
    }
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(429);
  });

  it('limits registration and password reset requests as well', async () => {
    for (const url of ['/api/auth/register', '/api/auth/forgot-password', '/api/auth/reset-password']) {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        const body = { email: uniqueEmail(), password: 'secret1', token: 'x' };
        statuses.push((await call(ctx.app, 'POST', url, body, { from: '10.8.8.8' })).status);
      }
      expect(statuses.slice(0, 10)).not.toContain(429);
      expect(statuses[10]).toBe(429);
    }
  });
});
