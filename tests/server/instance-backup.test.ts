import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clusterDirCandidates } from '../../src/server/db/cluster-location.js';
import { listBackups } from '../../src/server/instance-backup/backup-files.js';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventSchema } from '../../src/shared/schemas/events.js';
import { instanceBackupStatusSchema } from '../../src/shared/schemas/instance-backup.js';
import {
  postJson,
  projectRoot,
  type RunningApp,
  removeDir,
  startApp,
  stopApp,
  stopPostgres,
} from '../support/app-process.js';

/**
 * The embedded instance backed up with PostgreSQL's own base-backup functions, destroyed, and brought back with
 * `npm run restore` into an empty DATA_DIR: every person's data is as it was, and nothing acknowledged before the
 * backup started is lost, even with writes going on while it was taken.
 */
let dataDir: string;
let keep: string;
let app: RunningApp | undefined;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-instance-'));
  keep = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-kept-'));
});
afterEach(async () => {
  if (app) await stopApp(app, 'SIGKILL');
  app = undefined;
  await destroyInstance();
  await removeDir(keep);
});

/** Everything of the instance goes: its cluster (wherever it lives), its password, DATA_DIR. */
async function destroyInstance() {
  for (const cluster of clusterDirCandidates(dataDir)) {
    await stopPostgres(cluster);
    await removeDir(path.dirname(cluster) === dataDir ? cluster : path.dirname(cluster));
  }
  await removeDir(dataDir);
}

/** A tool of the project's, as `npm run <tool>` runs it, on this DATA_DIR (the test goes on meanwhile). */
function tool(
  name: 'backup' | 'restore',
  args: string[] = [],
  settings: Record<string, string> = {},
): Promise<{ status: number | null; output: string }> {
  const { DATABASE_URL, TEST_DATABASE_URL, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...args], {
    cwd: projectRoot,
    env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'production', ...settings },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, output })));
}

async function person(running: RunningApp, email: string) {
  const signUp = await postJson(running, '/api/auth/register', { email, password: 'backed-up-well' });
  const authorization = `Bearer ${signUp.json(tokenResponseSchema).token}`;
  return { email, authorization };
}

/** A person's whole account as Korai's own export gives it, without the moment of the export. */
async function accountOf(running: RunningApp, authorization: string) {
  const answer = await fetch(`${running.url}/api/backup`, { headers: { authorization } });
  expect(answer.status).toBe(200);
  const { exportedAt: _exportedAt, ...account } = (await answer.json()) as Record<string, unknown>;
  return account;
}

describe('an instance backup', { timeout: 240_000 }, () => {
  it('brings back every person, box, event, session and generated key after the instance is destroyed', async () => {
    app = await startApp(dataDir);
    const running = app;
    const people = [await person(running, 'anna@example.com'), await person(running, 'bruno@example.com')];
    for (const [index, { authorization }] of people.entries()) {
      const box = await postJson(
        running,
        '/api/boxes',
        { name: `Film ${index}`, emoji: '🎬', trackingMode: 'descriptive' },
        { authorization },
      );
      const boxId = box.json(boxSchema).id;
      for (const description of ['Dune #sf', 'Arrival', 'Perfect days']) {
        await postJson(running, `/api/events/boxes/${boxId}/events`, { description, rating: 4 }, { authorization });
      }
    }
    const before = await Promise.all(people.map(({ authorization }) => accountOf(running, authorization)));
    const vapid = await (
      await fetch(`${running.url}/api/push/public-key`, { headers: { authorization: people[0]?.authorization ?? '' } })
    ).json();

    const backup = await tool('backup');
    expect(backup.output).toMatch(/Backed up to .*korai-\d{8}-\d{6}Z\.tar\.gz/);
    expect(backup.status).toBe(0);
    const [taken] = await listBackups(dataDir);
    if (!taken) throw new Error('no backup in DATA_DIR/backups');
    const kept = path.join(keep, path.basename(taken.file));
    await fs.copyFile(taken.file, kept);

    // A running instance is never restored over.
    const refused = await tool('restore', [kept]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/already running|already holds an instance/);

    await stopApp(running);
    app = undefined;
    await destroyInstance();
    const restored = await tool('restore', [kept]);
    expect(restored.output).toContain('restored the instance backed up at');
    expect(restored.status).toBe(0);

    app = await startApp(dataDir);
    const back = app;
    // The sessions came back too: the same tokens still sign the people in.
    const after = await Promise.all(people.map(({ authorization }) => accountOf(back, authorization)));
    expect(after).toEqual(before);
    const vapidAfter = await (
      await fetch(`${back.url}/api/push/public-key`, { headers: { authorization: people[0]?.authorization ?? '' } })
    ).json();
    expect(vapidAfter).toEqual(vapid);
  });

  it('taken while people write, loses nothing acknowledged before it started', async () => {
    app = await startApp(dataDir);
    const running = app;
    const { authorization } = await person(running, 'writer@example.com');
    const box = await postJson(running, '/api/boxes', { name: 'Acqua', emoji: '💧' }, { authorization });
    const boxId = box.json(boxSchema).id;
    const acknowledged: number[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const sent = await postJson(
          running,
          `/api/events/boxes/${boxId}/events`,
          {},
          { authorization, 'idempotency-key': randomUUID() },
        );
        if (sent.status === 201) acknowledged.push(sent.json(eventSchema).id);
      }
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    // Every write acknowledged by now, read in the same turn that starts the backup.
    const before = [...acknowledged];
    const backup = await tool('backup');
    writing = false;
    await Promise.all(writers);
    expect(backup.status, backup.output).toBe(0);
    expect(acknowledged.length, 'writes went on during the backup').toBeGreaterThan(before.length);

    const [taken] = await listBackups(dataDir);
    if (!taken) throw new Error('no backup');
    const kept = path.join(keep, path.basename(taken.file));
    await fs.copyFile(taken.file, kept);
    await stopApp(running);
    app = undefined;
    await destroyInstance();
    const restored = await tool('restore', [kept]);
    expect(restored.status, restored.output).toBe(0);

    app = await startApp(dataDir);
    const answer = await fetch(`${app.url}/api/boxes/${boxId}/events?limit=100`, { headers: { authorization } });
    const ids = new Set<number>();
    let page = (await answer.json()) as { events: { id: number }[]; nextCursor: string | null };
    for (;;) {
      for (const event of page.events) ids.add(event.id);
      if (!page.nextCursor) break;
      const next = await fetch(
        `${app.url}/api/boxes/${boxId}/events?limit=100&cursor=${encodeURIComponent(page.nextCursor)}`,
        { headers: { authorization } },
      );
      page = (await next.json()) as typeof page;
    }
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('is kept to the newest BACKUP_KEEP, and the dashboard says when the last one was taken', async () => {
    app = await startApp(dataDir, { env: { BACKUP_KEEP: '2', ADMIN_EMAILS: 'boss@example.com' } });
    const running = app;
    const { authorization } = await person(running, 'boss@example.com');
    for (let backup = 0; backup < 3; backup++) {
      expect((await tool('backup', [], { BACKUP_KEEP: '2' })).status).toBe(0);
      // Names are to the second: the next one is another second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    const backups = await listBackups(dataDir);
    expect(backups).toHaveLength(2);
    const status = await fetch(`${running.url}/api/admin/instance-backup`, { headers: { authorization } });
    expect(instanceBackupStatusSchema.parse(await status.json())).toMatchObject({
      state: 'scheduled',
      schedule: '0 3 * * *',
      keep: 2,
      last: { file: path.basename(backups[0]?.file ?? ''), bytes: backups[0]?.bytes },
      stale: false,
    });
  });

  it('is taken on BACKUP_SCHEDULE by the running app, with nothing to run by hand', async () => {
    app = await startApp(dataDir, { env: { BACKUP_SCHEDULE: '*/3 * * * * *', LOG_LEVEL: 'info' } });
    const running = app;
    const deadline = Date.now() + 60_000;
    while ((await listBackups(dataDir)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await listBackups(dataDir), running.output()).not.toEqual([]);
    // Its log line is written once the event loop is free.
    await expect.poll(() => running.output(), { timeout: 10_000 }).toMatch(/job instance-backup \S+ done/);
  });
});
