import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAPS_MAPPING, tapsCsv } from '../../bench/flood-files.js';
import { appErrorIn } from '../../src/server/errors.js';
import { translatorFor } from '../../src/server/i18n.js';
import { PREVIEW_TRIAL_MAX_EVENTS } from '../../src/server/import/service.js';
import { healthySchema } from '../../src/shared/schemas/health.js';
import { importCommitSchema, importPreviewSchema } from '../../src/shared/schemas/import.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { waitFor } from '../support/app-process.js';
import { previewImport } from '../support/import.js';
import {
  type Answer,
  call,
  createTestApp,
  errorBody,
  registerUser,
  type TestContext,
  workerDatabaseUrl,
} from '../support/test-app.js';

let ctx: TestContext;
const holders: pg.Client[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await Promise.all(holders.map((holder) => holder.end()));
  await ctx.close();
});

async function newUser(context = ctx) {
  const { token } = await registerUser(context.app);
  const id = (await call(context.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).id;
  return { token, id };
}

type User = Awaited<ReturnType<typeof newUser>>;

async function previewed(user: User, rows = 20): Promise<string> {
  const file = { name: 'taps.csv', content: tapsCsv(rows) };
  return (await previewImport(ctx.app, user.token, 'csv', file, TAPS_MAPPING)).json(importPreviewSchema).importId;
}

const commit = (user: User, importId: string, context = ctx): Promise<Answer> =>
  call(context.app, 'POST', `/api/import/${importId}/commit`, {}, { token: user.token, language: 'it' });

/** Holds the person's row locked from outside the app, so that their commit waits inside its transaction. */
async function holdPerson(userId: string) {
  const holder = new pg.Client({ connectionString: await workerDatabaseUrl() });
  holders.push(holder);
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return { release: () => holder.query('ROLLBACK') };
}

/** A commit left waiting inside its transaction for the person's row, which the test holds until `release`. */
async function commitHeldUp(user: User) {
  const importId = await previewed(user);
  const hold = await holdPerson(user.id);
  const answer = commit(user, importId);
  await waitFor('the commit to wait for the lock', waitingOnLock);
  return { answer, release: hold.release };
}

/** The bulk pool's server processes now: what each is doing. */
async function bulkBackends() {
  const { rows } = await ctx.db.$client.query<{ state: string; wait: string | null }>(
    `SELECT state, wait_event_type AS wait FROM pg_stat_activity
     WHERE application_name = 'korai-bulk' AND datname = current_database()`,
  );
  return rows;
}

const waitingOnLock = async () => (await bulkBackends()).some((backend) => backend.wait === 'Lock');

async function eventsOf(userId: string): Promise<number> {
  const { rows } = await ctx.db.$client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

describe('the line for heavy work', () => {
  it('runs one job per person: a second is refused with 429, Retry-After and a translated message', async () => {
    const user = await newUser();
    const held = await commitHeldUp(user);

    const again = await call(ctx.app, 'GET', '/api/backup', undefined, { token: user.token, language: 'it' });
    expect(again.status).toBe(429);
    expect(again.response.headers['retry-after']).toBe('10');
    expect(again.json(errorBody).error).toEqual({
      code: 'heavy_work_busy',
      message: translatorFor('it')('errors.heavyWorkYours'),
    });

    await held.release();
    expect((await held.answer).json(importCommitSchema)).toEqual({ boxesCreated: 3, eventsCreated: 20 });
  });

  it('runs a quarter of the pool at once, lets a few wait their turn and refuses the rest', async () => {
    const [first, second, third, fourth] = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    if (!first || !second || !third || !fourth) throw new Error('no users');
    const ids = await Promise.all([second, third].map((user) => previewed(user)));
    const running = await commitHeldUp(first);
    const waiting = [commit(second, ids[0] ?? ''), commit(third, ids[1] ?? '')];
    await waitFor('two commits in line', () => ctx.app.heavy.figures().queued === 2);

    const health = (await call(ctx.app, 'GET', '/api/health')).json(healthySchema);
    expect(health.pool.heavyWork).toMatchObject({ slots: 1, running: 1, queued: 2 });
    expect(health.pool.heavyWork.pool).toMatchObject({ size: 1, open: 1, idle: 0 });
    const refused = await call(ctx.app, 'GET', '/api/backup', undefined, { token: fourth.token, language: 'de' });
    expect(refused.status).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('10');
    expect(refused.json(errorBody).error.message).toBe(translatorFor('de')('errors.heavyWorkBusy', { seconds: 10 }));

    await running.release();
    for (const answer of [running.answer, ...waiting]) expect((await answer).status).toBe(200);
    expect(ctx.app.heavy.figures()).toMatchObject({ running: 0, queued: 0 });
  });

  it('holds one job per person across app processes, by a lock in the database', async () => {
    const other = await createTestApp();
    try {
      const user = await newUser();
      const held = await commitHeldUp(user);
      const elsewhere = await call(other.app, 'GET', '/api/backup', undefined, { token: user.token, language: 'it' });
      expect([elsewhere.status, elsewhere.json(errorBody).error.code]).toEqual([429, 'heavy_work_busy']);
      await held.release();
      expect((await held.answer).status).toBe(200);
      expect((await call(other.app, 'GET', '/api/backup', undefined, { token: user.token })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('heavy work that must end', () => {
  it('is cancelled when its client leaves: the statement stopped, the transaction rolled back, the connection back', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const user = await newUser();
    const importId = await previewed(user);
    const hold = await holdPerson(user.id);
    const leaving = new AbortController();
    const request = fetch(`${base}/api/import/${importId}/commit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: '{}',
      signal: leaving.signal,
    }).catch((error: Error) => error.name);
    await waitFor('the commit to wait for the lock', waitingOnLock);
    leaving.abort();
    expect(await request).toBe('AbortError');

    // The lock is still held: only a cancel ends the statement waiting for it.
    await waitFor('the bulk connection to be idle and back in its pool', async () => {
      const backends = await bulkBackends();
      const { running, pool } = ctx.app.heavy.figures();
      return running === 0 && pool.idle === pool.open && backends.every((backend) => backend.state === 'idle');
    });
    await hold.release();
    expect(await eventsOf(user.id)).toBe(0);
    expect((await commit(user, importId)).json(importCommitSchema)).toEqual({ boxesCreated: 3, eventsCreated: 20 });
  });

  it('is bounded by statement_timeout: stopped, rolled back and answered 503 in the caller language', async () => {
    const strict = await createTestApp({ env: { HEAVY_STATEMENT_TIMEOUT: '1' } });
    try {
      const { token, id } = await newUser(strict);
      const file = { name: 'taps.csv', content: tapsCsv(20) };
      const shown = (await previewImport(strict.app, token, 'csv', file, TAPS_MAPPING)).json(importPreviewSchema);
      const hold = await holdPerson(id);
      const started = performance.now();
      const stopped = await commit({ token, id }, shown.importId, strict);
      const elapsed = performance.now() - started;
      await hold.release();
      expect(stopped.status).toBe(503);
      expect(stopped.json(errorBody).error).toEqual({
        code: 'heavy_work_stopped',
        message: translatorFor('it')('errors.heavy_work_stopped'),
      });
      expect(elapsed).toBeLessThan(10_000);
      expect(await eventsOf(id)).toBe(0);
      expect(strict.app.heavy.figures()).toMatchObject({ running: 0, pool: { idle: 1 } });
    } finally {
      await strict.close();
    }
  });

  it('is bounded by idle_in_transaction_session_timeout: a transaction left waiting is ended, as a stopped job', async () => {
    const strict = await createTestApp({ env: { HEAVY_IDLE_IN_TRANSACTION_TIMEOUT: '1' } });
    try {
      const job = await strict.app.heavy.enter('idle-check', new AbortController().signal);
      const idled = job.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await tx.execute(sql`SELECT 2`);
      });
      await expect(idled).rejects.toSatisfy((error) => appErrorIn(error)?.code === 'heavy_work_stopped');
      await job.end();
      expect(strict.app.heavy.figures()).toMatchObject({ running: 0, pool: { open: 0 } });
    } finally {
      await strict.close();
    }
  });

  it("opens the bulk pool's connections with their own statement and idle-transaction bounds", async () => {
    const job = await ctx.app.heavy.enter('settings-check', new AbortController().signal);
    try {
      const setting = async (name: string) =>
        (await job.db.execute<{ value: string }>(sql.raw(`SELECT current_setting('${name}') AS value`))).rows[0]?.value;
      expect(await setting('statement_timeout')).toBe('1min');
      expect(await setting('idle_in_transaction_session_timeout')).toBe('15s');
      expect(await setting('application_name')).toBe('korai-bulk');
    } finally {
      await job.end();
    }
  });
});

describe('a large preview', () => {
  it('is counted in a pass of short reads, with the same duplicates the import then leaves out', async () => {
    const user = await newUser();
    const distinct = PREVIEW_TRIAL_MAX_EVENTS + 1000;
    const lines = tapsCsv(distinct, { boxes: 1 }).trimEnd().split('\n');
    // A thousand rows repeated within the file, and 500 taps the person already has.
    const content = `${[...lines, ...lines.slice(1, 1001)].join('\n')}\n`;
    const box = await call(ctx.app, 'POST', '/api/boxes', { name: 'coffee', trackingMode: 'counter' }, user);
    expect(box.status).toBe(201);
    await ctx.db.execute(sql`
      INSERT INTO events (user_id, box_id, description, quantity, event_date, tracking_mode)
      SELECT ${user.id}, b.id, '+1', 1, '2024-01-01T00:00:00Z'::timestamptz + n * interval '1 minute', 'counter'
      FROM boxes b, generate_series(0, 499) n WHERE b.user_id = ${user.id}`);

    const answer = await previewImport(ctx.app, user.token, 'csv', { name: 'taps.csv', content }, TAPS_MAPPING);
    const shown = answer.json(importPreviewSchema);
    expect(shown).toMatchObject({ events: distinct + 1000, duplicates: 1500 });
    expect(shown.boxes).toEqual([{ name: 'Coffee', trackingMode: 'counter', events: distinct + 1000, existing: true }]);
    expect(await eventsOf(user.id)).toBe(500);
    expect((await commit(user, shown.importId)).json(importCommitSchema)).toEqual({
      boxesCreated: 0,
      eventsCreated: distinct - 500,
    });
  });
});
