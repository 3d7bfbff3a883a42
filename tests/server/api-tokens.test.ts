import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/shared/days.js';
import { apiTokenSchema, createdApiTokenSchema } from '../../src/shared/schemas/api-tokens.js';
import { logResponseSchema, v1BoxesSchema } from '../../src/shared/schemas/api-v1.js';
import { eventPageSchema, eventWithBoxPageSchema } from '../../src/shared/schemas/events.js';
import { statsSchema } from '../../src/shared/schemas/stats.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { call, createTestApp, errorBody, type TestContext } from '../support/test-app.js';
import { newTrackingUser } from '../support/tracking.js';

/** Requests a token may make a minute in these tests: small, so the limit is reached quickly. */
const PER_MINUTE = 25;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: String(PER_MINUTE) } });
});
afterAll(() => ctx.close());

type Person = Awaited<ReturnType<typeof newTrackingUser>>;

async function tokenFor(person: Person, scope: 'read' | 'log' = 'log', name = 'Comando rapido') {
  const answer = await person.post('/api/api-tokens', { name, scope });
  expect(answer.status).toBe(201);
  return answer.json(createdApiTokenSchema);
}

const logWith = (secret: string, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, 'POST', '/api/v1/log', body, { token: secret, headers });

describe('personal API tokens in Settings', () => {
  it('are shown once, listed with their creation and last use, and stored only as a hash', async () => {
    const person = await newTrackingUser(ctx.app);
    const created = await tokenFor(person, 'read', 'Widget');
    expect(created.secret).toMatch(/^korai_pat_[\w-]{43}$/);
    expect(created.token).toMatchObject({ name: 'Widget', scope: 'read', lastUsedAt: null });
    const { rows } = await ctx.db.$client.query('SELECT token_hash::text AS hash, name FROM api_tokens WHERE id = $1', [
      created.token.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(10));

    ctx.clock.advance(5 * 60_000);
    expect((await call(ctx.app, 'GET', '/api/v1/boxes', undefined, { token: created.secret })).status).toBe(200);
    const [listed] = (await person.get('/api/api-tokens')).json(apiTokenSchema.array());
    expect(listed).toEqual({ ...created.token, lastUsedAt: ctx.clock.now().toISOString() });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('refuses a missing name, an unknown scope and more than 20 tokens, in the caller language', async () => {
    const person = await newTrackingUser(ctx.app);
    const noName = await call(
      ctx.app,
      'POST',
      '/api/api-tokens',
      { name: ' ', scope: 'log' },
      {
        token: person.token,
        language: 'en',
      },
    );
    expect([noName.status, noName.json(errorBody).error.message]).toEqual([400, 'Give the token a name']);
    expect((await person.post('/api/api-tokens', { name: 'x', scope: 'admin' })).status).toBe(400);
    for (let index = 0; index < 20; index++) await tokenFor(person, 'read', `t${index}`);
    const tooMany = await person.post('/api/api-tokens', { name: 'one more', scope: 'read' });
    expect([tooMany.status, tooMany.json(errorBody).error.message]).toEqual([
      409,
      'Hai già 20 token: revocane uno prima di crearne un altro',
    ]);
  });
});

describe('POST /api/v1/log', () => {
  it('logs to the box named as K-ORAI reads names, through the app event rules and day counts', async () => {
    const person = await newTrackingUser(ctx.app);
    const water = await person.createBox({ name: 'Acqua', emoji: '💧' });
    const coffee = await person.createBox({ name: 'Caffè' });
    const decaf = await person.createBox({ name: 'Caffè decaffeinato' });
    const films = await person.createBox({ name: 'Film visti', trackingMode: 'descriptive' });
    const { secret } = await tokenFor(person);

    const logged = await logWith(secret, { box: 'acqua' });
    expect(logged.status).toBe(201);
    const body = logged.json(logResponseSchema);
    expect(body.event).toMatchObject({ boxId: water.id, quantity: 1, description: '+1' });
    expect(body.box).toMatchObject({ id: water.id, todayCount: 1 });
    expect(body.message).toBe('Acqua: 1 evento oggi');
    expect((await logWith(secret, { box: '💧' })).json(logResponseSchema).box.todayCount).toBe(2);
    expect((await logWith(secret, { box: 'CAFFE' })).json(logResponseSchema).event.boxId).toBe(coffee.id);
    expect((await logWith(secret, { box: 'caffe decaffeinati' })).json(logResponseSchema).event.boxId).toBe(decaf.id);

    const film = await logWith(secret, {
      box: 'film visto',
      description: 'Dune #fantascienza',
      quantity: 2,
      eventDate: '2026-06-14T21:30:00+02:00',
    });
    expect(film.json(logResponseSchema).event).toMatchObject({
      boxId: films.id,
      description: 'Dune #fantascienza',
      quantity: 2,
      tags: ['fantascienza'],
      eventDate: '2026-06-14T19:30:00.000Z',
    });
    const stats = (await person.get('/api/stats?startDate=2026-06-14&endDate=2026-06-15')).json(statsSchema);
    expect(stats.totalEvents).toBe(5);
    const boxEvents = (await person.get(`/api/boxes/${water.id}/events`)).json(eventPageSchema);
    expect(boxEvents.events).toHaveLength(2);
  });

  it('records a retried request once with the same Idempotency-Key', async () => {
    const person = await newTrackingUser(ctx.app);
    const box = await person.createBox({ name: 'Passi' });
    const { secret } = await tokenFor(person);
    const key = { 'idempotency-key': 'shortcut-run-1' };
    const first = (await logWith(secret, { box: 'Passi' }, key)).json(logResponseSchema);
    const again = (await logWith(secret, { box: 'Passi' }, key)).json(logResponseSchema);
    expect(again.event).toEqual(first.event);
    expect((await person.get(`/api/boxes/${box.id}/events`)).json(eventPageSchema).events).toHaveLength(1);
    const other = await logWith(secret, { box: 'Passi', eventDate: '2026-06-01T10:00:00Z' }, key);
    expect([other.status, other.json(errorBody).error.code]).toEqual([422, 'idempotency_mismatch']);
  });

  it.each([
    ['an unknown box', { box: 'Nuoto' }, 404, 'unknown_box', 'No box is called “Nuoto”'],
    ['a name matching two boxes alike', { box: 'corsa mattina' }, 422, 'ambiguous_box', undefined],
    ['no box', {}, 400, 'validation', 'Name the box to log to'],
    ['a quantity of 0', { box: 'Diario', description: 'x', quantity: 0 }, 400, 'validation', undefined],
    ['a quantity above 10,000', { box: 'Diario', description: 'x', quantity: 10_001 }, 400, 'validation', undefined],
    ['a quantity on a counter box', { box: 'Corsa', quantity: 3 }, 400, 'validation', undefined],
    ['a date in year 1800', { box: 'Corsa', eventDate: '1800-01-01T10:00:00Z' }, 400, 'validation', undefined],
    ['a date without offset', { box: 'Corsa', eventDate: '2026-06-01 10:00' }, 400, 'validation', undefined],
    ['a descriptive box without a description', { box: 'Diario' }, 400, 'validation', undefined],
  ] as const)(
    'refuses %s with a clear translated message and records nothing',
    async (_name, body, status, code, message) => {
      const person = await newTrackingUser(ctx.app);
      await person.createBox({ name: 'Corsa' });
      await person.createBox({ name: 'Mattina' });
      await person.createBox({ name: 'Diario', trackingMode: 'descriptive' });
      const { secret } = await tokenFor(person);
      const answer = await call(ctx.app, 'POST', '/api/v1/log', body, { token: secret, language: 'en' });
      const { error } = answer.json(errorBody);
      expect([answer.status, error.code]).toEqual([status, code]);
      expect(error.message.length).toBeGreaterThan(10);
      if (message) expect(error.message).toBe(message);
      expect((await person.get('/api/events/search')).json(eventWithBoxPageSchema).events).toEqual([]);
    },
  );

  it('refuses a box beyond the Free plan limit, as the app does', async () => {
    const clock = ctx.clock;
    const person = await newTrackingUser(ctx.app);
    for (const name of ['Uno', 'Due', 'Tre', 'Quattro']) await person.createBox({ name });
    const { secret } = await tokenFor(person);
    clock.advance(8 * DAY_MS);
    const refused = await logWith(secret, { box: 'Quattro' });
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([403, 'box_read_only']);
    expect((await logWith(secret, { box: 'Uno' })).status).toBe(201);
  });
});

describe('token scope, revocation and ownership', () => {
  it('lets a read-only token read but not log (403, translated)', async () => {
    const person = await newTrackingUser(ctx.app);
    await person.createBox({ name: 'Acqua' });
    const { secret } = await tokenFor(person, 'read');
    expect(
      (await call(ctx.app, 'GET', '/api/v1/boxes', undefined, { token: secret })).json(v1BoxesSchema).boxes,
    ).toHaveLength(1);
    const refused = await call(ctx.app, 'POST', '/api/v1/log', { box: 'Acqua' }, { token: secret, language: 'de' });
    expect([refused.status, refused.json(errorBody).error]).toEqual([
      403,
      { code: 'token_scope', message: 'Dieses Token kann nur lesen: Es kann keine Ereignisse erfassen' },
    ]);
    expect((await person.get('/api/events/search')).json(eventWithBoxPageSchema).events).toEqual([]);
  });

  it('is refused from the very next request once revoked', async () => {
    const person = await newTrackingUser(ctx.app);
    await person.createBox({ name: 'Acqua' });
    const { secret, token } = await tokenFor(person);
    expect((await logWith(secret, { box: 'Acqua' })).status).toBe(201);
    expect((await person.delete(`/api/api-tokens/${token.id}`)).status).toBe(200);
    const refused = await logWith(secret, { box: 'Acqua' });
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([401, 'unauthorized']);
    expect((await call(ctx.app, 'GET', '/api/v1/events', undefined, { token: secret })).status).toBe(401);
    expect((await person.get('/api/api-tokens')).json(apiTokenSchema.array())).toEqual([]);
    expect((await person.delete(`/api/api-tokens/${token.id}`)).status).toBe(404);
  });

  it("is refused while its owner's account is suspended", async () => {
    const person = await newTrackingUser(ctx.app);
    await person.createBox({ name: 'Acqua' });
    const { secret } = await tokenFor(person);
    const { id } = (await person.get('/api/auth/user')).json(userSchema);
    await ctx.db.$client.query(`UPDATE users SET status = 'suspended' WHERE id = $1`, [id]);
    const refused = await logWith(secret, { box: 'Acqua' });
    expect([refused.status, refused.json(errorBody).error.code]).toEqual([403, 'account_suspended']);
  });

  it("never reaches another person's data, nor lets another person revoke it", async () => {
    const owner = await newTrackingUser(ctx.app);
    const other = await newTrackingUser(ctx.app);
    const ownerBox = await owner.createBox({ name: 'Diario segreto', trackingMode: 'descriptive' });
    await owner.logEvent(ownerBox.id, { description: 'privatissimo' });
    await other.createBox({ name: 'Acqua' });
    const ownerToken = await tokenFor(owner);
    const { secret } = await tokenFor(other);

    const logged = await logWith(secret, { box: 'Diario segreto', description: 'intruso' });
    expect([logged.status, logged.json(errorBody).error.code]).toEqual([404, 'unknown_box']);
    const boxes = (await call(ctx.app, 'GET', '/api/v1/boxes', undefined, { token: secret })).json(v1BoxesSchema);
    expect(boxes.boxes.map((box) => box.name)).toEqual(['Acqua']);
    const events = await call(ctx.app, 'GET', `/api/v1/events?boxId=${ownerBox.id}`, undefined, { token: secret });
    expect([events.status, events.json(errorBody).error.code]).toEqual([404, 'not_found']);
    const all = await call(ctx.app, 'GET', '/api/v1/events?q=privatissimo', undefined, { token: secret });
    expect(all.json(eventWithBoxPageSchema).events).toEqual([]);
    expect((await other.delete(`/api/api-tokens/${ownerToken.token.id}`)).status).toBe(404);
    expect((await owner.get('/api/api-tokens')).json(apiTokenSchema.array())).toHaveLength(1);
    expect((await owner.get(`/api/boxes/${ownerBox.id}/events`)).json(eventPageSchema).events).toHaveLength(1);
  });

  it('reads events paged and filtered as the app search does', async () => {
    const person = await newTrackingUser(ctx.app);
    const water = await person.createBox({ name: 'Acqua' });
    const diary = await person.createBox({ name: 'Diario', trackingMode: 'descriptive' });
    for (let index = 0; index < 3; index++) await person.logEvent(water.id);
    await person.logEvent(diary.id, { description: 'giornata #mare' });
    const { secret } = await tokenFor(person, 'read');
    const read = (url: string) => call(ctx.app, 'GET', url, undefined, { token: secret });
    const first = (await read('/api/v1/events?limit=2')).json(eventWithBoxPageSchema);
    expect(first.events).toHaveLength(2);
    const rest = (await read(`/api/v1/events?limit=2&cursor=${first.nextCursor}`)).json(eventWithBoxPageSchema);
    expect([rest.events.length, rest.nextCursor]).toEqual([2, null]);
    expect((await read('/api/v1/events?tag=mare')).json(eventWithBoxPageSchema).events.map((e) => e.box.name)).toEqual([
      'Diario',
    ]);
    expect((await read(`/api/v1/events?boxId=${water.id}`)).json(eventWithBoxPageSchema).events).toHaveLength(3);
    expect((await read('/api/v1/events?startDate=2026-02-30')).status).toBe(400);
  });
});

describe('the rate limit', () => {
  it('is counted per token: one token is slowed down, another goes on', async () => {
    const person = await newTrackingUser(ctx.app);
    await person.createBox({ name: 'Acqua' });
    const busy = await tokenFor(person, 'read', 'busy');
    const calm = await tokenFor(person, 'read', 'calm');
    const read = (secret: string) =>
      call(ctx.app, 'GET', '/api/v1/boxes', undefined, { token: secret, language: 'en' });
    for (let index = 0; index < PER_MINUTE; index++) expect((await read(busy.secret)).status).toBe(200);
    const limited = await read(busy.secret);
    expect([limited.status, limited.json(errorBody).error.code]).toEqual([429, 'rate_limited']);
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(calm.secret)).status).toBe(200);
  });
});

describe('log-by-URL over real HTTP', () => {
  it('logs from a request shaped as an iOS Shortcut sends it, and refuses once revoked', async () => {
    const person = await newTrackingUser(ctx.app);
    const box = await person.createBox({ name: 'Meditazione', emoji: '🧘' });
    const { secret, token } = await tokenFor(person);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = () =>
      fetch(`${address}/api/v1/log`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ box: 'meditazione' }),
      });
    const answer = await send();
    expect(answer.status).toBe(201);
    const logged = logResponseSchema.parse(await answer.json());
    expect([logged.event.boxId, logged.message]).toEqual([box.id, 'Meditazione: 1 event today']);
    expect((await person.get(`/api/boxes/${box.id}/events`)).json(eventPageSchema).events).toHaveLength(1);
    await person.delete(`/api/api-tokens/${token.id}`);
    const refused = await send();
    expect([refused.status, errorBody.parse(await refused.json()).error.code]).toEqual([401, 'unauthorized']);
  });
});

describe('the OpenAPI page', () => {
  it('documents the personal API with its token and examples for curl and an iOS Shortcut', async () => {
    const answer = await call(ctx.app, 'GET', '/api/docs/json');
    const document = JSON.parse(answer.response.body) as {
      paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const log = document.paths['/api/v1/log']?.post;
    expect(log?.security).toEqual([{ personalToken: [] }]);
    expect(log?.description).toContain('curl -X POST');
    expect(log?.description).toContain('iOS Shortcut');
    expect(document.paths['/api/v1/events']?.get?.description).toContain('cursor');
    expect(document.components.securitySchemes.personalToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
