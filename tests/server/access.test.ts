import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiTokenSchema } from '../../src/shared/schemas/api-tokens.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The API routes anyone may call. Adding one here is a deliberate decision. */
const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/dev-logout',
  'POST /api/dev-logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Passkey sign-in: the relying party's host name, then the ceremony for an email, then its signed answer.
  'GET /api/auth/webauthn/config',
  'POST /api/auth/webauthn/login-options',
  'POST /api/auth/webauthn/login-verify',
  // The support address the contact screen and the help page show; the form that writes to it.
  'GET /api/contact',
  'POST /api/contact',
  // Stripe calls it; the signature over the raw body is its credential.
  'POST /api/stripe/webhook',
  // The test provider's checkout page and its form, public as Stripe's hosted page is: the session id is the key.
  'GET /api/stripe/test-checkout/:sessionId',
  'POST /api/stripe/test-checkout/:sessionId',
  // The support chatbot and its knowledge (the public help text) are for visitors too; editing it is for admins.
  'POST /api/support-chat',
  'GET /api/support-knowledge',
];

const apiRoutes = () =>
  ctx.app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
  );

describe('route access', () => {
  it('is declared by every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
    for (const route of apiRoutes())
      expect([route.method, route.url, route.access]).toEqual([
        route.method,
        route.url,
        expect.stringMatching(/^(public|user|admin|token:read|token:log)$/),
      ]);
  });

  it('is public only for the routes meant to be', () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it('refuses every user and admin route without a session', async () => {
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const { status, json } = await call(ctx.app, route.method as 'GET', url, route.method === 'GET' ? undefined : {});
      expect([route.method, route.url, status, json(errorBody).error.code]).toEqual([
        route.method,
        route.url,
        401,
        'unauthorized',
      ]);
    }
  });

  it('refuses a revoked or made-up token', async () => {
    const { token } = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/logout', undefined, { token });
    for (const bad of [token, 'made-up-token', `${token}x`]) {
      expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: bad })).status).toBe(401);
    }
  });

  it('stops the app from building when a route declares no access', async () => {
    const { buildApp } = await import('../../src/server/app.js');
    const app = await buildApp({ db: ctx.db, config: ctx.config, database: 'embedded' });
    expect(() => app.get('/api/undeclared', async () => 'oops')).toThrow(/declares no access/);
    // Personal tokens belong to /api/v1 and nowhere else: neither side can be declared otherwise.
    expect(() => app.get('/api/v1/open', { config: { access: 'user' } }, async () => 'oops')).toThrow(/api\/v1/);
    expect(() => app.get('/api/leaky', { config: { access: 'token:read' } }, async () => 'oops')).toThrow(/api\/v1/);
    await app.close();
  });
});

describe('the personal-token principal', () => {
  const tokenRoutes = () => apiRoutes().filter((route) => route.access?.startsWith('token:'));
  const otherRoutes = () => apiRoutes().filter((route) => route.access === 'user' || route.access === 'admin');
  const fill = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

  async function personWithTokens() {
    const { token: session, email } = await registerUser(ctx.app);
    // An admin's token, so a refusal can only come from its being a token, never from a missing right.
    await ctx.db.$client.query('UPDATE users SET is_admin = true WHERE email = $1', [email]);
    const secrets = [];
    for (const scope of ['read', 'log']) {
      const answer = await call(ctx.app, 'POST', '/api/api-tokens', { name: scope, scope }, { token: session });
      secrets.push(answer.json(createdApiTokenSchema).secret);
    }
    return { session, secrets };
  }

  it('opens exactly the /api/v1 routes', () => {
    expect(
      tokenRoutes()
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual(['GET /api/v1/boxes', 'GET /api/v1/events', 'POST /api/v1/log']);
    for (const route of apiRoutes())
      expect([route.url, route.url.startsWith('/api/v1/')]).toEqual([route.url, tokenRoutes().includes(route)]);
  });

  it('reaches no other route (settings, billing, admin, account...), by bearer or by cookie', async () => {
    const { secrets } = await personWithTokens();
    let tried = 0;
    for (const secret of secrets) {
      for (const route of otherRoutes()) {
        for (const credentials of [{ token: secret }, { headers: { cookie: `korai_session=${secret}` } }]) {
          const body = route.method === 'GET' ? undefined : {};
          const { status, json } = await call(ctx.app, route.method as 'GET', fill(route.url), body, credentials);
          expect([route.method, route.url, status, json(errorBody).error.code]).toEqual([
            route.method,
            route.url,
            401,
            'unauthorized',
          ]);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
  });

  it('is the only way into /api/v1: a session, by bearer or by cookie, is refused there', async () => {
    const { session, secrets } = await personWithTokens();
    for (const route of tokenRoutes()) {
      for (const credentials of [{ token: session }, { headers: { cookie: `korai_session=${session}` } }]) {
        const body = route.method === 'GET' ? undefined : { box: 'x' };
        const { status, json } = await call(ctx.app, route.method as 'GET', route.url, body, {
          ...credentials,
          language: 'en',
        });
        expect([route.url, status, json(errorBody).error.message]).toEqual([
          route.url,
          401,
          'A valid personal API token is needed in the Authorization: Bearer header',
        ]);
      }
      const withToken = await call(ctx.app, 'GET', '/api/v1/boxes', undefined, { token: secrets[0] });
      expect(withToken.status).toBe(200);
    }
    // The session still opens the app as before.
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: session })).status).toBe(200);
  });
});
