import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/server/db/schema.js';
import { relyingPartyFor } from '../../src/server/passkeys/relying-party.js';
import { ceremonyOptionsSchema, loginVerifyResponseSchema, passkeySchema } from '../../src/shared/schemas/passkeys.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';

const passkeyList = z.array(passkeySchema);
/** The parts of the ceremonies' options these tests look at. */
const registrationOptions = ceremonyOptionsSchema.extend({
  rp: z.looseObject({ id: z.string() }),
  authenticatorSelection: z.looseObject({ userVerification: z.string() }),
  excludeCredentials: z.array(z.looseObject({ id: z.string() })),
});
const authenticationOptions = ceremonyOptionsSchema.extend({ userVerification: z.string() });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function withPasskey(deviceName = 'Chrome · Linux, 15/06/2026') {
  const account = await registerUser(ctx.app);
  const authenticator = new SoftwareAuthenticator();
  const options = await call(ctx.app, 'POST', '/api/auth/webauthn/register-options', undefined, {
    token: account.token,
  });
  expect(options.status).toBe(200);
  const verified = await call(
    ctx.app,
    'POST',
    '/api/auth/webauthn/register-verify',
    { credential: authenticator.register(options.json(ceremonyOptionsSchema)), deviceName },
    { token: account.token },
  );
  expect(verified.status).toBe(201);
  return { ...account, authenticator };
}

async function loginOptions(email: string, rememberMe?: boolean) {
  return call(ctx.app, 'POST', '/api/auth/webauthn/login-options', { email, rememberMe });
}

describe('registering a passkey', () => {
  it('asks for user verification and lists the device with its name', async () => {
    const { token, authenticator } = await withPasskey();
    const listed = await call(ctx.app, 'GET', '/api/auth/webauthn/credentials', undefined, { token });
    expect(listed.json(passkeyList)).toEqual([
      expect.objectContaining({ id: authenticator.id, deviceName: 'Chrome · Linux, 15/06/2026', lastUsedAt: null }),
    ]);
    const again = (await call(ctx.app, 'POST', '/api/auth/webauthn/register-options', undefined, { token })).json(
      registrationOptions,
    );
    expect(again.authenticatorSelection.userVerification).toBe('required');
    expect(again.rp.id).toBe('localhost');
    expect(again.excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
  });

  it('refuses a registration without user verification, and one from another site', async () => {
    const { token } = await registerUser(ctx.app);
    for (const answer of [{ userVerified: false }, { origin: 'https://evil.example' }]) {
      const authenticator = new SoftwareAuthenticator();
      const options = await call(ctx.app, 'POST', '/api/auth/webauthn/register-options', undefined, { token });
      const refused = await call(
        ctx.app,
        'POST',
        '/api/auth/webauthn/register-verify',
        { credential: authenticator.register(options.json(ceremonyOptionsSchema), answer), deviceName: 'Phone' },
        { token, language: 'en' },
      );
      expect(refused.status).toBe(400);
      expect(refused.json(errorBody).error.code).toBe('passkey_failed');
    }
    expect(
      (await call(ctx.app, 'GET', '/api/auth/webauthn/credentials', undefined, { token })).json(passkeyList),
    ).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('answers 404 for an email without passkeys, so the biometric button stays hidden', async () => {
    const { email } = await registerUser(ctx.app);
    expect((await loginOptions(email)).status).toBe(404);
    expect((await loginOptions('nobody-here@example.com')).status).toBe(404);
  });

  it('creates a session as the password does, with the cookie, and moves the counter on', async () => {
    const { email, authenticator } = await withPasskey();
    const options = await loginOptions(email, true);
    expect(options.status).toBe(200);
    expect(options.json(authenticationOptions).userVerification).toBe('required');
    const signedIn = await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', {
      credential: authenticator.authenticate(options.json(ceremonyOptionsSchema)),
    });
    expect(signedIn.status).toBe(200);
    const session = signedIn.json(loginVerifyResponseSchema);
    expect(session).toEqual({ verified: true, token: expect.any(String) });
    const cookie = signedIn.response.cookies.find((c) => c.name === 'korai_session');
    expect(cookie?.value).toBe(session.token);
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    const me = await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: session.token });
    expect(me.json(userSchema).email).toBe(email);
    const [stored] = await ctx.db
      .execute<{ counter: string }>(sql`select counter from passkeys where id = ${authenticator.id}`)
      .then((result) => result.rows);
    expect(Number(stored?.counter)).toBe(1);
  });

  it('refuses a replayed assertion, an expired challenge and an assertion without user verification', async () => {
    const { email, authenticator } = await withPasskey();
    const options = await loginOptions(email);
    const assertion = authenticator.authenticate(options.json(ceremonyOptionsSchema));
    expect((await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', { credential: assertion })).status).toBe(
      200,
    );
    const replayed = await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', { credential: assertion });
    expect(replayed.status).toBe(400);
    expect(replayed.json(errorBody).error.code).toBe('passkey_failed');

    const stale = await loginOptions(email);
    ctx.clock.advance(5 * 60_000 + 1000);
    const expired = await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', {
      credential: authenticator.authenticate(stale.json(ceremonyOptionsSchema)),
    });
    expect(expired.status).toBe(400);

    const unverified = await loginOptions(email);
    const withoutUv = await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', {
      credential: authenticator.authenticate(unverified.json(ceremonyOptionsSchema), { userVerified: false }),
    });
    expect(withoutUv.status).toBe(400);
  });

  it('refuses an assertion whose counter went backwards (a cloned authenticator)', async () => {
    const { email, authenticator } = await withPasskey();
    const first = await loginOptions(email);
    expect(
      (
        await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', {
          credential: authenticator.authenticate(first.json(ceremonyOptionsSchema)),
        })
      ).status,
    ).toBe(200);
    authenticator.counter = 0;
    const second = await loginOptions(email);
    const cloned = await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', {
      credential: authenticator.authenticate(second.json(ceremonyOptionsSchema)),
    });
    expect(cloned.status).toBe(400);
  });

  it('keeps a suspended account out', async () => {
    const { email, authenticator } = await withPasskey();
    await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    const options = await loginOptions(email);
    const refused = await call(ctx.app, 'POST', '/api/auth/webauthn/login-verify', {
      credential: authenticator.authenticate(options.json(ceremonyOptionsSchema)),
    });
    expect(refused.status).toBe(403);
    expect(refused.json(errorBody).error.code).toBe('account_suspended');
  });

  it('no longer signs in with a deleted passkey, and only its owner can delete it', async () => {
    const { email, token, authenticator } = await withPasskey();
    const stranger = await registerUser(ctx.app);
    const path = `/api/auth/webauthn/credentials/${authenticator.id}`;
    expect((await call(ctx.app, 'DELETE', path, undefined, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx.app, 'DELETE', path, undefined, { token })).status).toBe(200);
    expect((await loginOptions(email)).status).toBe(404);
  });
});

describe('the relying party', () => {
  it('is the host name of PUBLIC_URL, and localhost only when that is an IP address', () => {
    expect(relyingPartyFor('https://korai.example.org')).toMatchObject({
      id: 'korai.example.org',
      localhostOnly: false,
    });
    const byIp = relyingPartyFor('http://192.168.1.20:3000');
    expect(byIp).toMatchObject({ id: 'localhost', localhostOnly: true });
    expect(byIp.accepts('http://localhost:5173')).toBe(true);
    expect(byIp.accepts('http://192.168.1.20:3000')).toBe(false);
    expect(relyingPartyFor('https://korai.example.org').accepts('https://evil.example')).toBe(false);
  });
});

describe('unfinished ceremonies', () => {
  it('are removed by the hourly clean-up once expired, and only then', async () => {
    const { token } = await registerUser(ctx.app);
    const options = await call(ctx.app, 'POST', '/api/auth/webauthn/register-options', undefined, { token });
    const left = async () =>
      (
        await ctx.db.execute(
          sql`select 1 from webauthn_challenges where challenge = ${options.json(ceremonyOptionsSchema).challenge}`,
        )
      ).rows.length;
    await ctx.app.services.passkeys.pruneExpiredChallenges();
    expect(await left()).toBe(1);
    ctx.clock.advance(5 * 60_000 + 1);
    await ctx.app.services.passkeys.pruneExpiredChallenges();
    expect(await left()).toBe(0);
  });
});
