import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conversationSchema } from '../../src/shared/schemas/ai.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventPageSchema, eventSchema } from '../../src/shared/schemas/events.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { type RunningApp, startApp, stopApp, waitFor } from '../support/app-process.js';
import { startFakeOpenAi } from '../support/fake-openai.js';
import { redisProblem, TEST_REDIS_URL } from '../support/redis.js';
import { uniqueEmail, workerDatabaseUrl } from '../support/test-app.js';
import { type TwoApps, twoApps } from '../support/two-apps.js';

/**
 * Two app processes (`npm start`'s program) on one PostgreSQL and one Redis, as behind a load balancer: a person's
 * requests go to one and then the other, and everything that must hold across processes holds.
 */
const unreachable = await redisProblem(TEST_REDIS_URL);
const inCi = process.env.CI === 'true';

let upstream: Awaited<ReturnType<typeof startFakeOpenAi>>;
let database: pg.Client;
let dataDirs: string[] = [];
let apps: RunningApp[] = [];
let both: TwoApps;
/** Before either process started: every scheduled minute from then on is theirs. */
let appsStartedAt: Date;

beforeAll(async () => {
  if (unreachable) {
    // Under CI the test must prove the claim, so a missing Redis fails it; elsewhere the suite is skipped.
    if (inCi) throw new Error(`Redis is not reachable at ${TEST_REDIS_URL} (${unreachable}); set TEST_REDIS_URL`);
    return;
  }
  upstream = await startFakeOpenAi();
  const url = await workerDatabaseUrl();
  database = new pg.Client({ connectionString: url });
  await database.connect();
  const env = {
    DATABASE_URL: url,
    REDIS_URL: TEST_REDIS_URL,
    // Behind a proxy: the caller's address is X-Forwarded-For's, so each test names its own.
    TRUST_PROXY: 'true',
    AI_BASE_URL: upstream.url,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'gpt-4o-mini',
    // Debug, to read each scheduled run's outcome (done here, or run by the other process).
    LOG_LEVEL: 'debug',
  };
  dataDirs = await Promise.all([0, 1].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'korai-two-'))));
  appsStartedAt = new Date();
  apps = await Promise.all(dataDirs.map((dataDir) => startApp(dataDir, { env })));
  both = twoApps(apps);
}, 180_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => stopApp(app)));
  await upstream?.close();
  await database?.end();
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}, 60_000);

const boxList = z.array(boxSchema);

/**
 * A process drops its cached session when PostgreSQL's notification of the change reaches it: at once for the
 * process that wrote it, within milliseconds for the other (asked again until then, for at most 5 s).
 */
const NOTIFIED = { timeout: 5_000, intervals: [10, 20, 50, 100] };

describe.skipIf(unreachable && !inCi)('two app processes on one PostgreSQL and one Redis', () => {
  it('signs in on one process and serves the session on the other; a logout on either ends it on both', async () => {
    const person = await both.register();
    // Warm both processes on the session first, as a person's requests would.
    for (let turn = 0; turn < 6; turn++) {
      const answer = await both.next('GET', '/api/auth/user', person);
      expect(answer.status).toBe(200);
      expect(userSchema.parse(answer.body).email).toBe(person.email);
    }
    expect((await both.on(0, 'POST', '/api/auth/logout', person)).status).toBe(200);
    expect((await both.on(0, 'GET', '/api/boxes', person)).status).toBe(401);
    await expect.poll(async () => (await both.on(1, 'GET', '/api/boxes', person)).status, NOTIFIED).toBe(401);

    const again = await both.signIn(1, person);
    for (let turn = 0; turn < 6; turn++) expect((await both.next('GET', '/api/boxes', again)).status).toBe(200);
    expect((await both.on(1, 'POST', '/api/auth/logout', again)).status).toBe(200);
    expect((await both.on(1, 'GET', '/api/boxes', again)).status).toBe(401);
    await expect.poll(async () => (await both.on(0, 'GET', '/api/boxes', again)).status, NOTIFIED).toBe(401);
  });

  it('ends a suspended account on both processes, whichever wrote it', async () => {
    const person = await both.register();
    for (let turn = 0; turn < 4; turn++) expect((await both.next('GET', '/api/boxes', person)).status).toBe(200);
    await database.query(`UPDATE users SET status = 'suspended' WHERE email = $1`, [person.email]);
    for (const index of [0, 1] as const) {
      await expect
        .poll(async () => {
          const answer = await both.on(index, 'GET', '/api/boxes', person);
          return [answer.status, errorCode(answer.body)];
        }, NOTIFIED)
        .toEqual([403, 'account_suspended']);
    }
  });

  it('counts sign-in attempts from one address across both processes', async () => {
    const from = both.newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await both.next('POST', '/api/auth/login', {
        from,
        body: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      });
      statuses.push(answer.status);
    }
    // Ten a minute from one address: alone, each process would have counted only five or six.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('records a tap once when its retry reaches the other process, even at the same moment', async () => {
    const person = await both.register();
    const box = boxSchema.parse((await both.on(0, 'POST', '/api/boxes', person, { name: 'Acqua' })).body);
    const key = randomUUID();
    const tap = (index: 0 | 1) =>
      both.on(index, 'POST', `/api/events/boxes/${box.id}/events`, person, {}, { 'idempotency-key': key });
    const [first, second] = await Promise.all([tap(0), tap(1)]);
    const retry = await tap(1);
    expect([first.status, second.status, retry.status]).toEqual([201, 201, 201]);
    const ids = [first, second, retry].map((answer) => eventSchema.parse(answer.body).id);
    expect(new Set(ids).size).toBe(1);
    const page = eventPageSchema.parse((await both.on(1, 'GET', `/api/boxes/${box.id}/events`, person)).body);
    expect(page.events.map((event) => event.id)).toEqual([ids[0]]);
  });

  it("holds a person to two open K-ORAI answers across both processes, and frees a slot on the other's close", async () => {
    const person = await both.register();
    await both.on(0, 'POST', '/api/boxes', person, { name: 'Caffè', emoji: '☕' });
    const conversations: string[] = [];
    for (let n = 0; n < 4; n++) {
      const created = await both.next('POST', '/api/ai/conversations', person, { title: `C${n}` });
      conversations.push(conversationSchema.parse(created.body).id);
    }
    upstream.play('hold');
    const first = await both.openStream(0, person, conversations[0] ?? '');
    const second = await both.openStream(1, person, conversations[1] ?? '');
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    for (const index of [0, 1] as const) {
      const third = await both.on(index, 'POST', `/api/ai/chat/${conversations[2]}`, person, { message: 'Caffè?' });
      expect([third.status, errorCode(third.body)]).toEqual([429, 'too_many_streams']);
    }
    first.abort();
    upstream.play('answer');
    const freed = await waitFor('the slot closed on one process to be free on the other', async () => {
      const answer = await both.openStream(1, person, conversations[3] ?? '');
      if (answer.response.status === 200) return answer;
      await answer.response.body?.cancel();
      return undefined;
    });
    expect(await freed.response.text()).toContain('"type":"done"');
    second.abort();
  });

  it('applies the choice of the three boxes kept on Free once, whichever process gets it first', async () => {
    const person = await both.register();
    const ids: number[] = [];
    for (const name of ['Uno', 'Due', 'Tre', 'Quattro', 'Cinque']) {
      ids.push(boxSchema.parse((await both.next('POST', '/api/boxes', person, { name })).body).id);
    }
    const [one, two, three, four, five] = ids as [number, number, number, number, number];
    // The trial ended: back on Free, where three boxes are usable.
    await database.query(`UPDATE users SET trial_expires_at = now() - interval '1 day' WHERE email = $1`, [
      person.email,
    ]);
    for (const index of [0, 1] as const) {
      // Written behind the apps' backs: each hears of it from PostgreSQL's notification, a moment after the commit.
      const readOnly = await waitFor(`process ${index} to see the trial over`, async () => {
        const listed = boxList.parse((await both.on(index, 'GET', '/api/boxes', person)).body);
        const ids = listed.filter((box) => box.readOnly).map((box) => box.id);
        return ids.length ? ids : undefined;
      });
      expect(readOnly).toEqual([five, four]);
      const tap = await both.on(index, 'POST', `/api/events/boxes/${five}/events`, person, {});
      expect([tap.status, errorCode(tap.body)]).toEqual([403, 'box_read_only']);
    }

    const choices = [
      [one, two, three],
      [one, four, five],
    ];
    const answers = await Promise.all(
      choices.map((boxIds, index) => both.on(index as 0 | 1, 'POST', '/api/boxes/keep', person, { boxIds })),
    );
    // The later choice names a box the earlier one sent to the trash, so it finds nothing to keep.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const chosen = choices[answers.findIndex((answer) => answer.status === 200)] ?? [];
    for (const index of [0, 1] as const) {
      const listed = boxList.parse((await both.on(index, 'GET', '/api/boxes', person)).body);
      expect(listed.map((box) => [box.id, box.readOnly]).sort()).toEqual(chosen.map((id) => [id, false]).sort());
      expect((await both.on(index, 'POST', `/api/events/boxes/${chosen[2]}/events`, person, {})).status).toBe(201);
    }
  });

  it('runs each scheduled job once per scheduled minute, on one of the two processes, and loses no minute', async () => {
    // The reminders job fires every minute in both processes: wait for two minutes both have reported on, so one
    // process has found the other's run under way (or done) for each.
    const runs = await waitFor(
      'two minutes of the every-minute job reported by both processes',
      () => {
        const reports = apps.map((app) => jobReports(app.output()));
        const bothSaw = [...(reports[0]?.keys() ?? [])].filter(
          (slot) => slot.startsWith('smart-notifications ') && reports[1]?.has(slot),
        );
        return bothSaw.length >= 2 ? reports : undefined;
      },
      200_000,
    );
    // The outbox's pruning works on each process's own DATA_DIR, so it alone runs in both.
    const slots = new Set(runs.flatMap((report) => [...report.keys()]).filter((slot) => !slot.startsWith('mail-')));
    for (const slot of slots) {
      const done = runs.filter((report) => report.get(slot) === 'done').length;
      expect([slot, done]).toEqual([slot, 1]);
    }

    // Every minute of the every-minute job since the processes started is claimed, and each one finished ran once.
    const { rows } = await database.query<{ name: string; slot: Date; state: string }>(
      'SELECT name, slot, state FROM job_runs WHERE slot >= $1 ORDER BY name, slot',
      [appsStartedAt],
    );
    const reminders = rows.filter((row) => row.name === 'smart-notifications');
    expect(reminders.length).toBeGreaterThanOrEqual(2);
    reminders.forEach((row, index) => {
      const previous = reminders[index - 1];
      if (previous) expect(row.slot.getTime() - previous.slot.getTime()).toBe(60_000);
    });
    const finished = rows.filter((row) => row.state !== 'claimed' && row.state !== 'running');
    expect(finished.filter((row) => row.state !== 'done')).toEqual([]);
    const unfinished = rows.filter((row) => row.state === 'claimed' || row.state === 'running');
    // Only the newest minutes can still be under way.
    for (const row of unfinished) expect(Date.now() - row.slot.getTime()).toBeLessThan(150_000);
    for (const row of finished) {
      const slot = `${row.name} ${row.slot.toISOString()}`;
      // The line is written before the outcome is recorded; it may still be on its way from the process.
      await waitFor(`the log line of ${slot}`, () => doneLines(slot) > 0);
      expect([slot, doneLines(slot)]).toEqual([slot, 1]);
    }
  }, 240_000);
});

/** How many times either process said it ran "<job> <minute>". */
const doneLines = (slot: string) =>
  apps
    .flatMap((app) => [...app.output().matchAll(/job (\S+) (\d{4}-\d\d-\d\dT[\d:.]+Z) done/g)])
    .filter((match) => `${match[1]} ${match[2]}` === slot).length;

const errorCode = (body: unknown) => (body as { error?: { code?: string } } | undefined)?.error?.code;

/** Each "job <name> <minute>" line of a process's log: whether it ran the job there, or the other process did. */
function jobReports(output: string): Map<string, 'done' | 'elsewhere'> {
  const reports = new Map<string, 'done' | 'elsewhere'>();
  for (const match of output.matchAll(/job (\S+) (\d{4}-\d\d-\d\dT[\d:.]+Z) (done|ran elsewhere)/g)) {
    reports.set(`${match[1]} ${match[2]}`, match[3] === 'done' ? 'done' : 'elsewhere');
  }
  return reports;
}
