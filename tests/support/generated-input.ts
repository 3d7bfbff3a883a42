import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/http/access.js';
import { TOKEN_ACCESS } from '../../src/server/http/types.js';
import { createdApiTokenSchema } from '../../src/shared/schemas/api-tokens.js';
import { goalSchema } from '../../src/shared/schemas/goals.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { asText, jsonSchemaOf, RAW_BODIES, valueFor } from './input-arbitraries.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from './test-app.js';
import { trackingClient } from './tracking.js';

/**
 * Every API route, fed input generated from its own zod schemas plus values known to break servers: never a 5xx,
 * every refusal in the error shape, and a refused request leaves the caller's data as it was. A new route is
 * covered as soon as it exists. The routes are dealt to `parts` test files so both test workers share the work.
 */
const RUNS = Number(process.env.GENERATED_INPUT_RUNS ?? 200);

export async function describeGeneratedInput(part: number, parts: number, options: { asAdmin?: boolean } = {}) {
  // Every run of a /api/v1 route is one more request of the same token: no per-token limit cuts the runs short.
  const ctx = await createTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: '1000000' } });
  afterAll(() => ctx.close());
  const routes = ctx.app.routeTable
    .filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        // As a user, admin routes refuse before reading input; as an admin, only the dashboard's are of interest
        // (the support knowledge base, also admin-only, is left as the support chat's tests expect it).
        (!options.asAdmin || (route.access === 'admin' && route.url.startsWith('/api/admin/'))),
    )
    .filter((_route, index) => index % parts === part);
  const { rows } = await ctx.db.$client.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY table_name`,
  );
  const owned = rows.map((row) => row.table_name);

  describe('generated input on every route', () => {
    it('deals every route to one part', () => {
      expect(routes.length).toBeGreaterThan(10);
    });
    it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s: no 5xx, refusals in the error shape, nothing changed by a refusal',
      async (_name, route) => exercise(ctx, owned, route, options.asAdmin ?? false),
      180_000,
    );
  });
}

/** One fingerprint of everything a user owns: equal before and after means nothing changed. */
async function fingerprint(ctx: TestContext, ownedTables: string[], userId: string): Promise<string> {
  const parts = [
    `SELECT 0 AS n, md5(u::text) AS part FROM users u WHERE id = $1`,
    ...ownedTables.map(
      (table, index) =>
        `SELECT ${index + 1}, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t WHERE user_id = $1`,
    ),
  ];
  // A UNION ALL has no order of its own (a parallel plan interleaves its parts): each part says where it goes.
  const { rows } = await ctx.db.$client.query<{ part: string }>({
    name: 'korai_test_fingerprint',
    text: `${parts.join(' UNION ALL ')} ORDER BY n`,
    values: [userId],
  });
  return rows.map((row) => row.part).join('');
}

/** A person with some of everything, so generated ids sometimes name real rows. */
async function personWithData(ctx: TestContext, asAdmin = false) {
  const { token, email, password } = await registerUser(ctx.app);
  if (asAdmin) await ctx.db.$client.query('UPDATE users SET is_admin = true WHERE email = $1', [email]);
  const api = trackingClient(ctx.app, token);
  const water = await api.createBox({ name: 'Acqua', emoji: '💧' });
  const films = await api.createBox({ name: 'Film', emoji: '🎬', trackingMode: 'descriptive' });
  const gone = await api.createBox({ name: 'Vecchio' });
  const tap = await api.logEvent(water.id);
  const film = await api.logEvent(films.id, { description: 'Dune #fantascienza', rating: 4 });
  const trashed = await api.logEvent(films.id, { description: 'Da buttare' });
  await api.delete(`/api/events/${trashed.id}`);
  await api.delete(`/api/boxes/${gone.id}`);
  const goal = (await api.post('/api/goals', { name: 'Serate', boxIds: [films.id], startDate: '2026-06-01' })).json(
    goalSchema,
  );
  const userId = (await api.get('/api/auth/user')).json(userSchema).id;
  const apiToken = (await api.post('/api/api-tokens', { name: 'Comando rapido', scope: 'log' })).json(
    createdApiTokenSchema,
  ).secret;
  // Used once, so its last use is recorded before the baseline is taken (later uses within a minute write nothing).
  await call(ctx.app, 'GET', '/api/v1/boxes', undefined, { token: apiToken });
  return {
    token,
    apiToken,
    email,
    password,
    userId,
    ids: [water.id, films.id, gone.id, tap.id, film.id, trashed.id, goal.id],
  };
}

interface GeneratedRequest {
  url: string;
  payload: string | undefined;
  headers: Record<string, string>;
}

/** A path segment as a client writes it; a lone surrogate, which has no UTF-8, as the bytes a broken one sends. */
const pathSegment = (text: string) =>
  text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((piece, index) => (index % 2 ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

/** Header values travel as visible ASCII; anything else would be refused by HTTP itself, before Korai. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e]/g, '?').slice(0, 300);

function requestFor(route: RegisteredRoute, ids: number[]): fc.Arbitrary<GeneratedRequest> {
  const params = jsonSchemaOf(route.schema.params);
  const query = jsonSchemaOf(route.schema.querystring);
  const body = jsonSchemaOf(route.schema.body);
  const headers = jsonSchemaOf(route.schema.headers);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const param = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...ids).map(String) },
      { weight: 3, arbitrary: valueFor(params?.properties?.[name]).map(asText) },
    );
  const withBody = route.method !== 'GET';
  return fc
    .record({
      path: fc.tuple(...names.map(param)),
      query: query ? valueFor(query) : fc.constant(undefined),
      payload: withBody
        ? fc.oneof(
            { weight: 8, arbitrary: valueFor(body).map((value) => JSON.stringify(value) ?? '') },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          )
        : fc.constant(undefined),
      headers: headers ? valueFor(headers) : fc.constant(undefined),
    })
    .map(({ path, query: queryValue, payload, headers: headerValue }) => {
      let url = route.url;
      names.forEach((name, index) => {
        url = url.replace(`:${name}`, pathSegment(path[index] ?? ''));
      });
      const search = new URLSearchParams();
      if (queryValue !== null && typeof queryValue === 'object' && !Array.isArray(queryValue)) {
        for (const [key, value] of Object.entries(queryValue)) if (value !== undefined) search.set(key, asText(value));
      } else if (queryValue !== undefined) {
        search.set('q', asText(queryValue));
      }
      const requestHeaders: Record<string, string> = {};
      if (headerValue !== null && typeof headerValue === 'object' && !Array.isArray(headerValue)) {
        for (const [key, value] of Object.entries(headerValue)) {
          if (value !== undefined && /^[a-z0-9-]+$/i.test(key)) requestHeaders[key] = headerSafe(asText(value));
        }
      }
      if (payload !== undefined) requestHeaders['content-type'] = 'application/json';
      const queryText = search.toString();
      return { url: queryText ? `${url}?${queryText}` : url, payload, headers: requestHeaders };
    });
}

/** A route's runs, as one person: after a request that signs them out, signed in again (or anew, if deleted). */
async function exercise(ctx: TestContext, owned: string[], route: RegisteredRoute, asAdmin: boolean) {
  const tokenRoute = !!route.access && TOKEN_ACCESS.includes(route.access);
  let person = await personWithData(ctx, asAdmin);
  let baseline = await fingerprint(ctx, owned, person.userId);
  await fc.assert(
    fc.asyncProperty(requestFor(route, person.ids), async (request) => {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: request.url,
        headers: { ...request.headers, authorization: `Bearer ${tokenRoute ? person.apiToken : person.token}` },
        remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const seen = `${route.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, seen).toBeLessThan(500);
      if (response.statusCode >= 400) {
        const error = errorBody.safeParse(response.json()).data?.error;
        expect([typeof error?.code, typeof error?.message, (error?.message.length ?? 0) > 0], seen).toEqual([
          'string',
          'string',
          true,
        ]);
        expect(await fingerprint(ctx, owned, person.userId), seen).toBe(baseline);
        return;
      }
      if ((await ctx.app.services.sessions.authenticate(person.token)) === undefined) {
        person = (await userExists(ctx, person.userId))
          ? { ...person, token: (await ctx.app.services.sessions.create(person.userId, true, undefined)).token }
          : await personWithData(ctx, asAdmin);
      }
      baseline = await fingerprint(ctx, owned, person.userId);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
}

async function userExists(ctx: TestContext, userId: string): Promise<boolean> {
  const { rowCount } = await ctx.db.$client.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rowCount === 1;
}
