import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportKnowledge } from '../../src/server/db/schema.js';
import { adminUserSchema } from '../../src/shared/schemas/admin.js';
import { supportKnowledgeSchema } from '../../src/shared/schemas/ai.js';
import { createdApiTokenSchema } from '../../src/shared/schemas/api-tokens.js';
import { as, newAdmin, newUser } from '../support/admin.js';
import { call, createTestApp, errorBody, type TestContext } from '../support/test-app.js';

/**
 * Every admin route, whatever it is: refused to a caller without a session (401), to a user (403), to a suspended
 * admin (403 account_suspended) and to an admin whose rights were revoked (403 on the very next request); answered
 * to an admin. A new admin route must be given a valid request here, or the first test fails.
 */
let ctx: TestContext;
let subjectId = '';
let contactId = 0;
let portugueseKnowledge = '';

beforeAll(async () => {
  ctx = await createTestApp();
  subjectId = (await newUser(ctx)).id;
  const { rows } = await ctx.db.$client.query<{ id: number }>(
    `INSERT INTO contact_messages (email, title, description) VALUES ('a@example.com', 'Ciao', 'Una domanda')
     RETURNING id`,
  );
  contactId = rows[0]?.id ?? 0;
  portugueseKnowledge = (await call(ctx.app, 'GET', '/api/support-knowledge?language=pt')).json(
    supportKnowledgeSchema,
  ).content;
});
afterAll(async () => {
  // The text written back stays the installed one, so an app started later on this database with another support
  // address still puts its own address in it.
  await ctx.db.update(supportKnowledge).set({ installed: true }).where(eq(supportKnowledge.language, 'pt'));
  await ctx.close();
});

type Request = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown; expect: number };

/** One valid request per admin route; `subject` is a throw-away user the request may change or delete. */
function validRequests(subject: string): Record<string, Request> {
  return {
    'GET /api/admin/stats': { method: 'GET', url: '/api/admin/stats?timeFilter=week', expect: 200 },
    'GET /api/admin/analytics': { method: 'GET', url: '/api/admin/analytics', expect: 200 },
    'GET /api/admin/users': { method: 'GET', url: '/api/admin/users?limit=5', expect: 200 },
    'POST /api/admin/users': {
      method: 'POST',
      url: '/api/admin/users',
      body: { email: `made-${Math.random().toString(36).slice(2, 10)}@example.com`, password: 'secret-123' },
      expect: 201,
    },
    'GET /api/admin/users/:id/details': { method: 'GET', url: `/api/admin/users/${subject}/details`, expect: 200 },
    'PATCH /api/admin/users/:id/password': {
      method: 'PATCH',
      url: `/api/admin/users/${subject}/password`,
      body: { newPassword: 'another-secret' },
      expect: 200,
    },
    'POST /api/admin/users/:id/reset-password': {
      method: 'POST',
      url: `/api/admin/users/${subject}/reset-password`,
      expect: 200,
    },
    'PATCH /api/admin/users/:id/plan': {
      method: 'PATCH',
      url: `/api/admin/users/${subject}/plan`,
      body: { plan: 'pro' },
      expect: 200,
    },
    'PATCH /api/admin/users/:id/status': {
      method: 'PATCH',
      url: `/api/admin/users/${subject}/status`,
      body: { status: 'active' },
      expect: 200,
    },
    'PATCH /api/admin/users/:id/admin': {
      method: 'PATCH',
      url: `/api/admin/users/${subject}/admin`,
      body: { isAdmin: false },
      expect: 200,
    },
    'DELETE /api/admin/users/:id': { method: 'DELETE', url: `/api/admin/users/${subject}`, expect: 200 },
    'GET /api/admin/logs': { method: 'GET', url: '/api/admin/logs?limit=50', expect: 200 },
    'GET /api/admin/instance-backup': { method: 'GET', url: '/api/admin/instance-backup', expect: 200 },
    'GET /api/admin/contact-messages': { method: 'GET', url: '/api/admin/contact-messages', expect: 200 },
    'PATCH /api/admin/contact-messages/:id': {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${contactId}`,
      body: { read: true },
      expect: 200,
    },
    'POST /api/admin/refresh-data': { method: 'POST', url: '/api/admin/refresh-data', expect: 200 },
    'POST /api/admin/export-data': { method: 'POST', url: '/api/admin/export-data', expect: 200 },
    // The support chatbot's knowledge, written back as it is, so the support chat's tests read the same text.
    'PUT /api/support-knowledge': {
      method: 'PUT',
      url: '/api/support-knowledge',
      body: { language: 'pt', content: portugueseKnowledge },
      expect: 200,
    },
  };
}

const adminRoutes = () =>
  ctx.app.routeTable
    .filter((route) => route.access === 'admin' && !['HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => `${route.method} ${route.url}`);

const send = (request: Request, token?: string) =>
  call(ctx.app, request.method, request.url, request.body, token ? { token } : {});

describe('every admin route', () => {
  it('has a valid request in this test, and every /api/admin and knowledge-base write is admin-only', () => {
    expect(adminRoutes().sort()).toEqual(Object.keys(validRequests(subjectId)).sort());
    for (const route of ctx.app.routeTable.filter((r) => r.url.startsWith('/api/admin'))) {
      expect([route.method, route.url, route.access]).toEqual([route.method, route.url, 'admin']);
    }
  });

  it('refuses a caller without a session (401) and a user (403), changing nothing', async () => {
    const user = await newUser(ctx);
    const subject = (await newUser(ctx)).id;
    for (const [name, request] of Object.entries(validRequests(subject))) {
      const anonymous = await send(request);
      expect([name, anonymous.status, anonymous.json(errorBody).error.code]).toEqual([name, 401, 'unauthorized']);
      const refused = await send(request, user.token);
      expect([name, refused.status, refused.json(errorBody).error.code]).toEqual([name, 403, 'forbidden']);
    }
    const { rows } = await ctx.db.$client.query('SELECT plan, is_admin FROM users WHERE id = $1', [subject]);
    expect(rows).toEqual([{ plan: 'free', is_admin: false }]);
  });

  it('answers an admin', async () => {
    const admin = await newAdmin(ctx);
    const subject = (await newUser(ctx)).id;
    const requests = validRequests(subject);
    // The deletion last: the others act on the same subject.
    const order = Object.keys(requests).sort((a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')));
    for (const name of order) {
      const request = requests[name] as Request;
      const answer = await send(request, admin.token);
      expect([name, answer.status]).toEqual([name, request.expect]);
    }
  });

  it("refuses an admin's personal API token, which opens /api/v1 only, changing nothing", async () => {
    const admin = await newAdmin(ctx);
    const subject = (await newUser(ctx)).id;
    const created = await send(
      { method: 'POST', url: '/api/api-tokens', body: { name: 'x', scope: 'log' }, expect: 201 },
      admin.token,
    );
    const { secret } = created.json(createdApiTokenSchema);
    for (const [name, request] of Object.entries(validRequests(subject))) {
      const answer = await send(request, secret);
      expect([name, answer.status, answer.json(errorBody).error.code]).toEqual([name, 401, 'unauthorized']);
    }
    const { rows } = await ctx.db.$client.query('SELECT plan, is_admin, status FROM users WHERE id = $1', [subject]);
    expect(rows).toEqual([{ plan: 'free', is_admin: false, status: 'active' }]);
  });

  it('refuses a suspended admin', async () => {
    const admin = await newAdmin(ctx);
    await ctx.db.$client.query(`UPDATE users SET status = 'suspended' WHERE id = $1`, [admin.id]);
    for (const [name, request] of Object.entries(validRequests((await newUser(ctx)).id))) {
      const answer = await send(request, admin.token);
      expect([name, answer.status, answer.json(errorBody).error.code]).toEqual([name, 403, 'account_suspended']);
    }
  });

  it('refuses an admin whose rights were revoked, from the next request on', async () => {
    const boss = await newAdmin(ctx);
    const other = await newAdmin(ctx);
    expect((await as(ctx, other.token).get('/api/admin/logs')).status).toBe(200);
    const revoked = await as(ctx, boss.token).patch(`/api/admin/users/${other.id}/admin`, { isAdmin: false });
    expect(revoked.status).toBe(200);
    expect(revoked.json(adminUserSchema).isAdmin).toBe(false);
    for (const [name, request] of Object.entries(validRequests((await newUser(ctx)).id))) {
      const answer = await send(request, other.token);
      expect([name, answer.status, answer.json(errorBody).error.code]).toEqual([name, 403, 'forbidden']);
    }
  });
});
