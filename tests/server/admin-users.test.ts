import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUserDetailsSchema,
  adminUserPageSchema,
  adminUserSchema,
  contactMessagesResponseSchema,
  logsResponseSchema,
  refreshResponseSchema,
  resetTokenResponseSchema,
} from '../../src/shared/schemas/admin.js';
import { as, newAdmin, newUser, userId } from '../support/admin.js';
import {
  call,
  createTestApp,
  errorBody,
  registerUser,
  type TestContext,
  workerDatabaseUrl,
} from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

let ctx: TestContext;
let boss: Awaited<ReturnType<typeof newAdmin>>;
let admin: ReturnType<typeof as>;
const projectRoot = path.resolve(import.meta.dirname, '../..');

beforeAll(async () => {
  ctx = await createTestApp();
  boss = await newAdmin(ctx);
  admin = as(ctx, boss.token);
});
afterAll(() => ctx.close());

describe('the user list', () => {
  it('finds users by any part of their email, newest first, a page at a time by keyset', async () => {
    const marker = `cerca${randomUUID().slice(0, 6)}`;
    // Five accounts made in one statement share their creation instant to the microsecond: the keyset's tie.
    await ctx.db.$client.query(
      `INSERT INTO users (email, password_hash, username, created_at)
       SELECT 'p' || g || '.' || $1 || '@example.com', 'x', $1 || g, '2026-06-01T10:00:00.123456Z'
       FROM generate_series(1, 5) g`,
      [marker],
    );
    const later = await registerUser(ctx.app, `z.${marker}@example.com`);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/admin/users?q=${marker.toUpperCase()}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await admin.get(query);
      expect(page.status).toBe(200);
      const body = page.json(adminUserPageSchema);
      seen.push(...body.users.map((user) => user.email));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen[0]).toBe(later.email);
    expect([...seen].sort()).toEqual(
      [later.email, ...[1, 2, 3, 4, 5].map((g) => `p${g}.${marker}@example.com`)].sort(),
    );
  });

  it('takes % and _ literally and refuses a cursor it did not make', async () => {
    expect((await admin.get('/api/admin/users?q=%25%25%25nobody')).json(adminUserPageSchema).users).toEqual([]);
    const bad = await admin.get('/api/admin/users?cursor=2026-13-45T00:00:00.000000Z_nope');
    expect(bad.status).toBe(400);
  });

  it('shows a user in detail: counts, AI usage, box limit, boxes with the favourite first', async () => {
    const person = await newUser(ctx);
    const api = trackingClient(ctx.app, person.token);
    const water = await api.createBox({ name: 'Acqua' });
    const films = await api.createBox({ name: 'Film', trackingMode: 'descriptive' });
    await api.logEvent(water.id);
    await api.logEvent(water.id);
    await api.logEvent(films.id, { description: 'Dune' });
    await api.patch(`/api/boxes/${films.id}/star`, { starred: true });
    await ctx.db.$client.query('INSERT INTO ai_usage (user_id) VALUES ($1), ($1)', [person.id]);

    const details = await admin.get(`/api/admin/users/${person.id}/details`);
    expect(details.status).toBe(200);
    const body = details.json(adminUserDetailsSchema);
    expect(body).toMatchObject({
      user: { email: person.email, planBadge: 'trial', isAdmin: false, status: 'active' },
      totalBoxes: 2,
      totalEvents: 3,
      eventsInTrash: 0,
      aiUsage: { total: 2 },
      boxLimit: 99,
    });
    expect(body.boxes.map((box) => box.name)).toEqual(['Film', 'Acqua']);
    expect(body.boxes[1]?.eventCount).toBe(2);

    // Events in the trash (one alone, two with their box) are told apart, and the total is the box list's sum.
    const trip = await api.createBox({ name: 'Viaggi', trackingMode: 'descriptive' });
    await api.logEvent(trip.id, { description: 'Lisbona' });
    await api.logEvent(trip.id, { description: 'Porto' });
    await api.delete(`/api/boxes/${trip.id}`);
    const extra = await api.logEvent(water.id);
    await api.delete(`/api/events/${extra.id}`);
    const after = (await admin.get(`/api/admin/users/${person.id}/details`)).json(adminUserDetailsSchema);
    expect(after).toMatchObject({ totalBoxes: 2, totalEvents: 3, eventsInTrash: 3 });
    expect(after.boxes.reduce((total, box) => total + box.eventCount, 0)).toBe(after.totalEvents);
    expect((await admin.get(`/api/admin/users/${randomUUID()}/details`)).status).toBe(404);
    expect((await admin.get('/api/admin/users/not-a-uuid/details')).status).toBe(400);
  });
});

describe('admin actions', () => {
  it('create a user with a username from the email, who can sign in; bad input is refused in the language', async () => {
    const email = `nuovo.${randomUUID().slice(0, 6)}@example.com`;
    const created = await admin.post('/api/admin/users', {
      email: email.toUpperCase(),
      password: 'segreto1',
      plan: 'pro',
    });
    expect(created.status).toBe(201);
    expect(created.json(adminUserSchema)).toMatchObject({
      email,
      username: email.split('@')[0],
      plan: 'pro',
      planBadge: 'pro',
    });
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'segreto1' })).status).toBe(200);

    const again = await admin.post('/api/admin/users', { email, password: 'segreto1' });
    expect([again.status, again.json(errorBody).error.code]).toEqual([409, 'email_taken']);
    const short = await admin.post('/api/admin/users', { email: 'a@b.co', password: '123' });
    expect([short.status, short.json(errorBody).error.message]).toEqual([
      400,
      'Password deve essere di almeno 6 caratteri',
    ]);
    const invalid = await admin.post('/api/admin/users', { email: 'not-an-email', password: 'segreto1' });
    expect([invalid.status, invalid.json(errorBody).error.message]).toEqual([400, 'Email non valida']);
  });

  it('change a password, ending every session of that user', async () => {
    const person = await newUser(ctx);
    expect(
      (await admin.patch(`/api/admin/users/${person.id}/password`, { newPassword: 'nuova-password' })).status,
    ).toBe(200);
    expect((await as(ctx, person.token).get('/api/auth/user')).status).toBe(401);
    const login = await call(ctx.app, 'POST', '/api/auth/login', { email: person.email, password: 'nuova-password' });
    expect(login.status).toBe(200);
  });

  it('issue the one-use reset token, which sets a new password once', async () => {
    const person = await newUser(ctx);
    const reset = await admin.post(`/api/admin/users/${person.id}/reset-password`);
    expect(reset.status).toBe(200);
    const { link, token } = reset.json(resetTokenResponseSchema);
    expect(link).toContain(encodeURIComponent(token));
    const body = { token, password: 'dal-link-123' };
    expect((await call(ctx.app, 'POST', '/api/auth/reset-password', body)).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/reset-password', body)).status).toBe(400);
  });

  it('suspend a user: their open session is refused at once, and they cannot sign in again until reactivated', async () => {
    const person = await newUser(ctx);
    expect((await as(ctx, person.token).get('/api/boxes')).status).toBe(200);
    const suspended = await admin.patch(`/api/admin/users/${person.id}/status`, { status: 'suspended' });
    expect([suspended.status, suspended.json(adminUserSchema).status]).toEqual([200, 'suspended']);
    expect((await as(ctx, person.token).get('/api/boxes')).status).toBe(401);
    const login = await call(ctx.app, 'POST', '/api/auth/login', { email: person.email, password: person.password });
    expect([login.status, login.json(errorBody).error.code]).toEqual([403, 'account_suspended']);

    await admin.patch(`/api/admin/users/${person.id}/status`, { status: 'active' });
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { email: person.email, password: person.password })).status,
    ).toBe(200);
  });

  it('change a plan, and the user has its limits at once', async () => {
    const person = await newUser(ctx);
    await ctx.db.$client.query(`UPDATE users SET subscription_status = 'inactive' WHERE id = $1`, [person.id]);
    const api = trackingClient(ctx.app, person.token);
    for (const name of ['A', 'B', 'C']) await api.createBox({ name });
    expect((await api.post('/api/boxes', { name: 'D' })).status).toBe(403);
    const changed = await admin.patch(`/api/admin/users/${person.id}/plan`, { plan: 'pro' });
    expect([changed.status, changed.json(adminUserSchema).planBadge]).toEqual([200, 'pro']);
    expect((await api.post('/api/boxes', { name: 'D' })).status).toBe(201);
  });

  it('never revoke, suspend or delete the last admin, through the API or npm run admin', async () => {
    // This worker's database may hold other tests' admins: for this test, the boss is the only one.
    await ctx.db.$client.query('UPDATE users SET is_admin = false WHERE is_admin AND id <> $1', [boss.id]);
    const revoke = await admin.patch(`/api/admin/users/${boss.id}/admin`, { isAdmin: false });
    expect([revoke.status, revoke.json(errorBody).error.code]).toEqual([409, 'last_admin']);
    const suspend = await admin.patch(`/api/admin/users/${boss.id}/status`, { status: 'suspended' });
    expect([suspend.status, suspend.json(errorBody).error.code]).toEqual([409, 'self_action']);
    const remove = await admin.delete(`/api/admin/users/${boss.id}`);
    expect([remove.status, remove.json(errorBody).error.code]).toEqual([409, 'self_action']);

    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'revoke', boss.email], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: await workerDatabaseUrl(), LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('is the last administrator');

    // A second admin may be revoked, and then may not act; an admin is never deleted.
    const second = await newAdmin(ctx);
    const deleteAdmin = await admin.delete(`/api/admin/users/${second.id}`);
    expect([deleteAdmin.status, deleteAdmin.json(errorBody).error.code]).toEqual([409, 'admin_protected']);
    expect((await as(ctx, second.token).patch(`/api/admin/users/${boss.id}/admin`, { isAdmin: false })).status).toBe(
      200,
    );
    expect((await admin.get('/api/admin/logs')).status).toBe(403);
    await ctx.db.$client.query('UPDATE users SET is_admin = true WHERE id = $1', [boss.id]);
    expect((await admin.patch(`/api/admin/users/${second.id}/admin`, { isAdmin: false })).status).toBe(200);
  });

  it('delete a user with every row of theirs; the log keeps who did it to whom', async () => {
    const person = await newUser(ctx);
    const api = trackingClient(ctx.app, person.token);
    const box = await api.createBox({ name: 'Diario', trackingMode: 'descriptive' });
    await api.logEvent(box.id, { description: 'Oggi #bello' });
    await api.post('/api/goals', { name: 'Scrivere', boxIds: [box.id], startDate: '2026-06-01' });
    await ctx.db.$client.query('INSERT INTO ai_usage (user_id) VALUES ($1)', [person.id]);
    await call(
      ctx.app,
      'POST',
      '/api/contact',
      { email: person.email, title: 'Ciao', description: 'Domanda' },
      {
        token: person.token,
      },
    );

    const removed = await admin.delete(`/api/admin/users/${person.id}`);
    expect(removed.status).toBe(200);
    const { rows: tables } = await ctx.db.$client.query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'user_id' AND table_name <> 'system_logs'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const { rows } = await ctx.db.$client.query(`SELECT count(*)::int AS n FROM ${table_name} WHERE user_id = $1`, [
        person.id,
      ]);
      expect([table_name, rows[0].n]).toEqual([table_name, 0]);
    }
    expect((await ctx.db.$client.query('SELECT 1 FROM users WHERE id = $1', [person.id])).rowCount).toBe(0);

    const logs = (await admin.get('/api/admin/logs?limit=50')).json(logsResponseSchema).logs;
    const entry = logs.find((log) => log.userEmail === person.email && log.type === 'admin');
    expect(entry).toMatchObject({
      actorEmail: boss.email,
      message: 'Account eliminato con tutti i suoi dati',
      userId: null,
    });
    expect(logs.some((log) => log.type === 'registration' && log.userEmail === person.email)).toBe(true);
    expect((await admin.delete(`/api/admin/users/${person.id}`)).status).toBe(404);
  });

  it('log every action with who did it to whom, newest first', async () => {
    const person = await newUser(ctx);
    await admin.patch(`/api/admin/users/${person.id}/plan`, { plan: 'premium' });
    const [latest] = (await admin.get('/api/admin/logs?limit=1')).json(logsResponseSchema).logs;
    expect(latest).toMatchObject({
      type: 'admin',
      message: 'Piano cambiato da Free a Premium',
      userEmail: person.email,
      userId: person.id,
      actorEmail: boss.email,
    });
    // Each reader gets the line in their own language; a line written before lines had events keeps its text.
    const inEnglish = await call(ctx.app, 'GET', '/api/admin/logs?limit=1', undefined, {
      token: boss.token,
      language: 'en',
    });
    expect(inEnglish.json(logsResponseSchema).logs[0]?.message).toBe('Plan changed from Free to Premium');
    const inArabic = await call(ctx.app, 'GET', '/api/admin/logs?limit=1', undefined, {
      token: boss.token,
      language: 'ar',
    });
    expect(inArabic.json(logsResponseSchema).logs[0]?.message).toBe('تغيّرت الخطة من مجاني إلى Premium');
    await ctx.db.$client.query(
      "INSERT INTO system_logs (type, message) VALUES ('other', 'An old line, kept as written')",
    );
    const [old] = (await admin.get('/api/admin/logs?limit=1')).json(logsResponseSchema).logs;
    expect(old?.message).toBe('An old line, kept as written');
    expect((await admin.get('/api/admin/logs?limit=0')).status).toBe(400);
  });
});

describe('contact messages and platform data', () => {
  it('list contact messages with read and unread', async () => {
    const title = `Domanda ${randomUUID().slice(0, 6)}`;
    await call(ctx.app, 'POST', '/api/contact', { email: 'visitatore@example.com', title, description: 'Come si fa?' });
    const before = (await admin.get('/api/admin/contact-messages')).json(contactMessagesResponseSchema);
    const message = before.messages.find((m) => m.title === title);
    if (!message) throw new Error('the message is listed');
    expect(message.readAt).toBeNull();
    expect((await admin.patch(`/api/admin/contact-messages/${message.id}`, { read: true })).status).toBe(200);
    const after = (await admin.get('/api/admin/contact-messages')).json(contactMessagesResponseSchema);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.messages.find((m) => m.id === message.id)?.readAt).not.toBeNull();
    expect((await admin.patch('/api/admin/contact-messages/2147483647', { read: true })).status).toBe(404);
  });

  it('export the figures and the user list as CSV, with no secret in it', async () => {
    const person = await newUser(ctx);
    const exported = await admin.post('/api/admin/export-data');
    expect(exported.status).toBe(200);
    expect(exported.response.headers['content-type']).toContain('text/csv');
    const text = exported.response.body;
    expect(text).toContain('total_users,');
    expect(text).toContain('mrr_eur,');
    expect(text).toContain(person.email);
    expect(text).not.toMatch(/argon2|password/i);
    const users = Number((await ctx.db.$client.query('SELECT count(*)::int AS n FROM users')).rows[0].n);
    const userLines = text.split('\r\n\r\n')[1]?.trim().split('\r\n') ?? [];
    expect(userLines.length).toBe(users + 1);
  });

  it('refresh: recomputes the platform figures, says so and changes no user', async () => {
    const refreshed = await admin.post('/api/admin/refresh-data');
    expect(refreshed.status).toBe(200);
    expect(refreshed.json(refreshResponseSchema)).toMatchObject({ success: true, message: 'Dati aggiornati' });
    expect(await userId(ctx, boss.email)).toBe(boss.id);
  });
});
