import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.js';
import type { RegisteredRoute } from '../../src/server/http/access.js';
import { TOKEN_ACCESS } from '../../src/server/http/types.js';
import { createdApiTokenSchema } from '../../src/shared/schemas/api-tokens.js';
import {
  checkoutResponseSchema,
  paymentsResponseSchema,
  subscriptionSchema,
} from '../../src/shared/schemas/billing.js';
import { eventWithBoxPageSchema } from '../../src/shared/schemas/events.js';
import { goalSchema } from '../../src/shared/schemas/goals.js';
import { statsSchema } from '../../src/shared/schemas/stats.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/**
 * No request reads or changes another user's data. Every route of the route table (a new one included, with
 * nothing to write here) is called by a second user with each of the first user's ids, by bearer header and by
 * cookie; lists never show the first user's rows; revoked and expired sessions open nothing.
 */
let ctx: TestContext;
let owner: ReturnType<typeof trackingClient>;
let intruder: ReturnType<typeof trackingClient>;
/** Written into every name and text the owner has, so a leak of any of them shows in any answer. */
const secret = `segreto${randomUUID().slice(0, 8)}`;
const ids = { box: 0, event: 0, goal: 0, trashedBox: 0, trashedEvent: 0, intruderBox: 0, intruderGoal: 0 };
let ownerId = '';
let ownerSession = '';
/** The owner's personal API token (its id is tried on every route) and the intruder's, which opens /api/v1. */
let ownerTokenId = '';
let intruderApiToken = '';
/** The owner's paid checkout (test provider), whose session id another user tries. */
let ownerCheckout = '';

const isTokenRoute = (route: RegisteredRoute) => !!route.access && TOKEN_ACCESS.includes(route.access);

/** Every route that needs someone: the app's (a session) and the personal-token API's (a token). */
const userRoutes = (): RegisteredRoute[] =>
  ctx.app.routeTable.filter(
    (route) =>
      (route.access === 'user' || route.access === 'admin' || isTokenRoute(route)) &&
      !['HEAD', 'OPTIONS'].includes(route.method),
  );

/** The intruder's own credentials for a route: their personal token on /api/v1, their session elsewhere. */
const intruderCredentials = (route: RegisteredRoute, via: 'bearer' | 'cookie') => {
  const token = isTokenRoute(route) ? intruderApiToken : intruder.token;
  return via === 'bearer' ? { token } : { headers: { cookie: `korai_session=${token}` } };
};

/** Everything the owner has, as the owner sees it. */
async function ownerSnapshot() {
  const { rows } = await ctx.db.$client.query(
    `SELECT (SELECT json_agg(b ORDER BY id) FROM boxes b WHERE user_id = $1) AS boxes,
            (SELECT json_agg(e ORDER BY id) FROM events e WHERE user_id = $1) AS events,
            (SELECT json_agg(g ORDER BY id) FROM goals g WHERE user_id = $1) AS goals,
            (SELECT json_agg(d ORDER BY day, box_id) FROM event_day_counts d WHERE user_id = $1) AS days,
            (SELECT json_agg(s ORDER BY id) FROM subscriptions s WHERE user_id = $1) AS subscriptions,
            (SELECT json_agg(p ORDER BY id) FROM payments p WHERE user_id = $1) AS payments,
            (SELECT json_agg(c ORDER BY id) FROM checkout_sessions c WHERE user_id = $1) AS checkouts,
            (SELECT json_agg(t ORDER BY id) FROM api_tokens t WHERE user_id = $1) AS api_tokens,
            (SELECT row_to_json(u) FROM users u WHERE id = $1) AS account`,
    [ownerId],
  );
  return rows[0];
}

beforeAll(async () => {
  ctx = await createTestApp();
  const registered = await registerUser(ctx.app);
  ownerSession = registered.token;
  owner = trackingClient(ctx.app, registered.token);
  intruder = trackingClient(ctx.app, (await registerUser(ctx.app)).token);
  ownerId = (await owner.get('/api/auth/user')).json(userSchema).id;
  await owner.put('/api/user/profile', { bio: secret });
  const box = await owner.createBox({ name: `Privato ${secret}`, trackingMode: 'descriptive' });
  ids.box = box.id;
  ids.event = (await owner.logEvent(box.id, { description: `diario ${secret} #privato` })).id;
  ids.goal = (
    await owner.post('/api/goals', { name: `Mio ${secret}`, boxIds: [box.id], startDate: '2026-01-01' })
  ).json(goalSchema).id;
  const trashedBox = await owner.createBox({ name: `Cestinato ${secret}` });
  ids.trashedBox = trashedBox.id;
  await owner.delete(`/api/boxes/${trashedBox.id}`);
  ids.trashedEvent = (await owner.logEvent(box.id, { description: `cestinato ${secret}` })).id;
  await owner.delete(`/api/events/${ids.trashedEvent}`);
  const checkout = await owner.post('/api/stripe/create-checkout-session', { planId: 'pro', interval: 'month' });
  const checkoutUrl = checkout.json(checkoutResponseSchema).url;
  ownerCheckout = checkoutUrl.split('/').pop() ?? '';
  await ctx.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'cardNumber=4242424242424242&expiry=12%2F34&cvc=123',
  });
  ownerTokenId = (await owner.post('/api/api-tokens', { name: `Token ${secret}`, scope: 'log' })).json(
    createdApiTokenSchema,
  ).token.id;
  intruderApiToken = (await intruder.post('/api/api-tokens', { name: 'Mio', scope: 'log' })).json(
    createdApiTokenSchema,
  ).secret;
  ids.intruderBox = (await intruder.createBox({ name: 'Mio' })).id;
  ids.intruderGoal = (
    await intruder.post('/api/goals', { name: 'Mio', boxIds: [ids.intruderBox], startDate: '2026-01-01' })
  ).json(goalSchema).id;
});
afterAll(() => ctx.close());

/** Each `:param` of a route filled with one of the owner's ids (a session id for a uuid parameter). */
function ownerUrls(route: RegisteredRoute, ownerSessionId: string): string[] {
  if (!route.url.includes(':')) return [route.url];
  // An id that happens to be one of the intruder's own (ids of boxes and goals come from separate sequences) is not
  // the owner's to protect.
  const theirs = new Set([ids.intruderBox, ids.intruderGoal]);
  const values = [ids.box, ids.event, ids.goal, ids.trashedBox, ids.trashedEvent]
    .filter((id) => !theirs.has(id))
    .map(String);
  return [...values, ownerSessionId, ownerTokenId].map((value) => route.url.replace(/:(\w+)/g, value));
}

/** A body that would do something if the route let it: the owner's ids where a body names boxes (or a box's name). */
const bodyFor = (route: RegisteredRoute) =>
  route.method === 'GET'
    ? undefined
    : { name: 'preso', description: 'preso', boxIds: [ids.box], password: 'x', box: `Privato ${secret}` };

describe("another user's data", () => {
  it.each(['bearer', 'cookie'] as const)(
    'is neither read nor changed through any route with a path parameter, by %s',
    async (via) => {
      const [ownerSessionRow] = await ctx.db.select().from(sessions).where(eq(sessions.userId, ownerId));
      const before = await ownerSnapshot();
      const tried: string[] = [];
      for (const route of userRoutes()) {
        for (const url of ownerUrls(route, ownerSessionRow?.id ?? '')) {
          if (!route.url.includes(':')) continue;
          const credentials = intruderCredentials(route, via);
          const { status, response } = await call(ctx.app, route.method as 'GET', url, bodyFor(route), credentials);
          tried.push(`${route.method} ${url}`);
          expect([route.method, url, status < 300 && response.body.includes(secret)]).toEqual([
            route.method,
            url,
            false,
          ]);
          expect([route.method, url, status >= 200 && status < 300 && route.method !== 'GET']).toEqual([
            route.method,
            url,
            false,
          ]);
        }
      }
      expect(tried.length).toBeGreaterThan(50);
      expect(await ownerSnapshot()).toEqual(before);
    },
  );

  it("never appears in the lists and figures of someone else's routes", async () => {
    for (const route of userRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const { status, response } = await call(
        ctx.app,
        'GET',
        route.url,
        undefined,
        intruderCredentials(route, 'bearer'),
      );
      expect([route.url, status < 500, response.body.includes(secret)]).toEqual([route.url, true, false]);
      if (isTokenRoute(route)) expect([route.url, status]).toEqual([route.url, 200]);
    }
    expect((await intruder.get('/api/events/search?q=segreto')).json(eventWithBoxPageSchema).events).toEqual([]);
    expect((await intruder.get('/api/events/search?tag=privato')).json(eventWithBoxPageSchema).events).toEqual([]);
    expect(
      (await intruder.get('/api/stats?startDate=2026-01-01&endDate=2026-12-31')).json(statsSchema).totalEvents,
    ).toBe(0);
    expect((await intruder.get('/api/events/export.csv')).status).toBe(404);
  });

  const viaToken = (url: string) => call(ctx.app, 'GET', url, undefined, { token: intruderApiToken });
  const bodyAttempts: [string, () => ReturnType<typeof owner.get>][] = [
    ['personal API events of their box', () => viaToken(`/api/v1/events?boxIds=${ids.intruderBox},${ids.box}`)],
    ['search by their box', () => intruder.get(`/api/events/search?boxIds=${ids.intruderBox},${ids.box}`)],
    ['export their box', () => intruder.get(`/api/events/export.csv?boxIds=${ids.box}`)],
    ['statistics of their box', () => intruder.get(`/api/stats?boxId=${ids.box}`)],
    [
      'a goal over their box',
      () => intruder.post('/api/goals', { name: 'x', boxIds: [ids.box], startDate: '2026-01-01' }),
    ],
    ['own goal moved to their box', () => intruder.patch(`/api/goals/${ids.intruderGoal}`, { boxIds: [ids.box] })],
    [
      'keep their boxes',
      () => intruder.post('/api/boxes/keep', { boxIds: [ids.box, ids.trashedBox, ids.intruderBox] }),
    ],
  ];
  it('never lets a personal token log to their box, named in words', async () => {
    const before = await ownerSnapshot();
    for (const box of [`Privato ${secret}`, 'privato', `Cestinato ${secret}`]) {
      const logged = await call(
        ctx.app,
        'POST',
        '/api/v1/log',
        { box, description: 'preso' },
        { token: intruderApiToken },
      );
      expect([box, logged.status, logged.json(errorBody).error.code]).toEqual([box, 404, 'unknown_box']);
    }
    expect(await ownerSnapshot()).toEqual(before);
  });

  it.each(bodyAttempts)('refuses ids named in a query or a body too: %s', async (_name, attempt) => {
    const before = await ownerSnapshot();
    const { status, json } = await attempt();
    expect([status, json(errorBody).error.code]).toEqual([404, 'not_found']);
    expect(await ownerSnapshot()).toEqual(before);
  });
});

describe("another user's payments", () => {
  it('are neither confirmed, shown nor changed for someone else', async () => {
    const before = await ownerSnapshot();
    expect(before.subscriptions).toHaveLength(1);
    expect(before.payments).toHaveLength(1);
    const validated = await intruder.get(`/api/stripe/validate-session?session_id=${ownerCheckout}`);
    expect([validated.status, validated.json(errorBody).error.code]).toEqual([404, 'checkout_session_not_found']);
    expect((await intruder.get('/api/subscription/payments')).json(paymentsResponseSchema)).toEqual({
      payments: [],
      paymentMethod: null,
    });
    expect((await intruder.get('/api/subscription')).json(subscriptionSchema)).toMatchObject({
      manageable: false,
      status: 'trialing',
    });
    for (const action of ['pause', 'resume', 'cancel']) {
      expect((await intruder.post(`/api/subscription/${action}`)).json(errorBody).error.code).toBe('no_subscription');
    }
    expect((await intruder.patch('/api/subscription/auto-renew', { autoRenew: false })).status).toBe(409);
    // The checkout page takes nobody's money twice: paying the owner's session again changes nothing.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/stripe/test-checkout/${ownerCheckout}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F34&cvc=123',
    });
    expect(await ownerSnapshot()).toEqual(before);
  });
});

describe('sessions and personal tokens that ended', () => {
  // Every route, with three ended credentials, each by bearer and by cookie: several hundred requests.
  it('open no route, by bearer or by cookie, once revoked or expired', async () => {
    const revoked = (await registerUser(ctx.app)).token;
    const revokedApiToken = (
      await call(ctx.app, 'POST', '/api/api-tokens', { name: 'x', scope: 'log' }, { token: revoked })
    ).json(createdApiTokenSchema);
    await call(ctx.app, 'DELETE', `/api/api-tokens/${revokedApiToken.token.id}`, undefined, { token: revoked });
    await call(ctx.app, 'POST', '/api/auth/logout', undefined, { token: revoked });
    const { token: expiring } = await registerUser(ctx.app);
    const owned = await ctx.app.services.sessions.authenticate(expiring);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: ctx.clock.now() })
      .where(eq(sessions.id, owned?.session.id ?? ''));
    const before = await ownerSnapshot();
    for (const token of [revoked, expiring, revokedApiToken.secret]) {
      for (const route of userRoutes()) {
        const url = route.url.replace(/:(\w+)/g, String(ids.box));
        for (const credentials of [{ token }, { headers: { cookie: `korai_session=${token}` } }]) {
          const { status, json } = await call(ctx.app, route.method as 'GET', url, bodyFor(route), credentials);
          expect([route.method, route.url, status, json(errorBody).error.code]).toEqual([
            route.method,
            route.url,
            401,
            'unauthorized',
          ]);
        }
      }
    }
    expect(await ownerSnapshot()).toEqual(before);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: ownerSession })).status).toBe(200);
  }, 120_000);
});
