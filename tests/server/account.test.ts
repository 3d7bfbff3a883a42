import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AVATARS } from '../../src/shared/avatars.js';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { sessionSchema, userSchema, userUpdateResponseSchema } from '../../src/shared/schemas/user.js';
import { mailsTo } from '../support/outbox.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sessionList = z.array(sessionSchema);

async function login(email: string, password: string, userAgent?: string) {
  const headers: Record<string, string> = userAgent ? { 'user-agent': userAgent } : {};
  return (await call(ctx.app, 'POST', '/api/auth/login', { email, password }, { headers })).json(tokenResponseSchema)
    .token;
}

describe('changing the password', () => {
  it('ends every other session and keeps the current one', async () => {
    const { email, password, token: phone } = await registerUser(ctx.app);
    const laptop = await login(email, password);
    const changed = await call(
      ctx.app,
      'PUT',
      '/api/user/password',
      { currentPassword: password, newPassword: 'new-password-1' },
      { token: laptop },
    );
    expect(changed.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: laptop })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: phone })).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'new-password-1' })).status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, password, token } = await registerUser(ctx.app);
    const refused = await call(
      ctx.app,
      'PUT',
      '/api/user/password',
      { currentPassword: 'not-mine', newPassword: 'new-password-1' },
      { token, language: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.json(errorBody).error).toEqual({
      code: 'wrong_password',
      message: 'Your current password is not correct',
    });
    expect((await call(ctx.app, 'POST', '/api/auth/login', { email, password })).status).toBe(200);
  });
});

describe('active sessions', () => {
  it('lists each session with its device and last use, and ends any one of them', async () => {
    const { email, password, token } = await registerUser(ctx.app);
    const other = await login(
      email,
      password,
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    );
    const listed = await call(ctx.app, 'GET', '/api/user/sessions', undefined, { token });
    expect(listed.status).toBe(200);
    const sessions = listed.json(sessionList);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.current).toBe(true);
    const android = sessions.find((session) => !session.current);
    expect(android).toMatchObject({ device: 'Chrome · Android', lastUsedAt: expect.any(String) });

    const ended = await call(ctx.app, 'DELETE', `/api/user/sessions/${android?.id}`, undefined, { token });
    expect(ended.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: other })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/user/sessions', undefined, { token })).json(sessionList)).toHaveLength(1);
  });

  it("cannot see or end another user's session", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const [bobSession] = (await call(ctx.app, 'GET', '/api/user/sessions', undefined, { token: bob.token })).json(
      sessionList,
    );
    const aliceSessions = (await call(ctx.app, 'GET', '/api/user/sessions', undefined, { token: alice.token })).json(
      sessionList,
    );
    expect(aliceSessions.map((s) => s.id)).not.toContain(bobSession?.id);
    const attempt = await call(ctx.app, 'DELETE', `/api/user/sessions/${bobSession?.id}`, undefined, {
      token: alice.token,
    });
    expect(attempt.status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: bob.token })).status).toBe(200);
  });
});

describe('profile, avatar, preferences, tutorial', () => {
  it('saves the profile but never the email', async () => {
    const { email, token } = await registerUser(ctx.app);
    const saved = await call(
      ctx.app,
      'PUT',
      '/api/user/profile',
      { firstName: 'Giulia', lastName: 'Rossi', bio: 'Corro ogni mattina', email: 'other@example.com' },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(saved.json(userUpdateResponseSchema).message).toBe('Profilo aggiornato');
    expect(saved.json(userUpdateResponseSchema).user).toMatchObject({
      firstName: 'Giulia',
      lastName: 'Rossi',
      bio: 'Corro ogni mattina',
      email,
    });
  });

  it('accepts one of the 20 avatars and nothing else', async () => {
    const { token } = await registerUser(ctx.app);
    expect(AVATARS).toHaveLength(20);
    const chosen = await call(ctx.app, 'PUT', '/api/user/avatar', { avatar: AVATARS[3] }, { token });
    expect(chosen.json(userUpdateResponseSchema).user.avatar).toBe(AVATARS[3]);
    const bad = await call(ctx.app, 'PUT', '/api/user/avatar', { avatar: '💩' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.json(errorBody).error.message).toBe('Scegli uno degli avatar proposti');
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).avatar).toBe(
      AVATARS[3],
    );
  });

  it('stores language, theme and time zone, and then answers in that language', async () => {
    const { token } = await registerUser(ctx.app);
    const saved = await call(
      ctx.app,
      'PATCH',
      '/api/user/preferences',
      { preferredLanguage: 'en', theme: 'dark', timeZone: 'America/New_York' },
      { token },
    );
    expect(saved.json(userUpdateResponseSchema).user).toMatchObject({
      preferredLanguage: 'en',
      theme: 'dark',
      timeZone: 'America/New_York',
    });
    const refused = await call(ctx.app, 'PATCH', '/api/user/preferences', { timeZone: 'Mars/Olympus' }, { token });
    expect(refused.status).toBe(400);
    expect(refused.json(errorBody).error.message).toBe('Invalid time zone');
  });

  it('turns the tutorial off', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).showTutorial).toBe(
      true,
    );
    const off = await call(ctx.app, 'PATCH', '/api/user/tutorial', { showTutorial: false }, { token });
    expect(off.json(userSchema).showTutorial).toBe(false);
  });
});

describe('deleting the account', () => {
  it('leaves no row of that user in any table, and only of that user', async () => {
    const doomed = await registerUser(ctx.app);
    const survivor = await registerUser(ctx.app);
    const user = (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: doomed.token })).json(userSchema);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email: doomed.email });
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { email: survivor.email });
    expect(await mailsTo(ctx, doomed.email)).toHaveLength(1);

    const ownerColumns = await ctx.db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'user_id'`);
    const tables = ownerColumns.rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['sessions', 'boxes', 'events', 'goals', 'passkeys', 'ai_messages']));
    const rowsOf = async (userId: string) => {
      let total = 0;
      for (const table of tables) {
        const { rows } = await ctx.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`,
        );
        total += rows[0]?.n ?? 0;
      }
      const { rows } = await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM users WHERE id = ${userId}`,
      );
      return total + (rows[0]?.n ?? 0);
    };
    expect(await rowsOf(user.id)).toBeGreaterThan(1);
    const survivorId = (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: survivor.token })).json(
      userSchema,
    ).id;
    const survivorRows = await rowsOf(survivorId);

    const wrong = await call(ctx.app, 'DELETE', '/api/user/delete', { password: 'not-it' }, { token: doomed.token });
    expect([wrong.status, wrong.json(errorBody).error.code]).toEqual([400, 'wrong_password']);
    expect(await rowsOf(user.id)).toBeGreaterThan(0);
    const deleted = await call(
      ctx.app,
      'DELETE',
      '/api/user/delete',
      { password: doomed.password },
      { token: doomed.token },
    );
    expect(deleted.status).toBe(200);
    expect(await rowsOf(user.id)).toBe(0);
    expect(await rowsOf(survivorId)).toBe(survivorRows);
    expect(await mailsTo(ctx, doomed.email)).toEqual([]);
    expect(await mailsTo(ctx, survivor.email)).toHaveLength(1);
    expect((await call(ctx.app, 'POST', '/api/auth/login', doomed)).status).toBe(401);
  });
});
