import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runningEmbeddedUrl } from '../../src/server/db/embedded.js';
import { translatorFor } from '../../src/server/i18n.js';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventSchema } from '../../src/shared/schemas/events.js';
import { errorBody } from '../support/answer.js';
import {
  alive,
  postJson,
  postmaster,
  type RunningApp,
  removeDir,
  startApp,
  stopApp,
  stopPostgres,
  waitFor,
} from '../support/app-process.js';

/** The death of the embedded PostgreSQL under load, as `kill -9` of its postmaster causes it. */
let dataDir: string;
let app: RunningApp | undefined;
const clusterDir = () => path.join(dataDir, 'postgres');

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-recovery-'));
});
afterEach(async () => {
  if (app) await stopApp(app, 'SIGKILL');
  await stopPostgres(clusterDir());
  await removeDir(dataDir);
});

/** A signed-in person with a counter box, and a tap as the web app sends it (a fresh Idempotency-Key). */
async function counterBox(running: RunningApp) {
  const signUp = await postJson(running, '/api/auth/register', {
    email: 'tapper@example.com',
    password: 'tap-tap-tap',
  });
  const authorization = `Bearer ${signUp.json(tokenResponseSchema).token}`;
  const box = await postJson(running, '/api/boxes', { name: 'Acqua', emoji: '💧' }, { authorization });
  expect(box.status).toBe(201);
  const boxId = box.json(boxSchema).id;
  return {
    boxId,
    tap: (key: string) =>
      postJson(running, `/api/events/boxes/${boxId}/events`, {}, { authorization, 'idempotency-key': key }),
  };
}

/** A server listening on 127.0.0.1:port, or undefined while something else holds it. */
function listenOn(port: number): Promise<net.Server | undefined> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function rowsOfBox(boxId: number) {
  const url = await runningEmbeddedUrl(dataDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const events = await client.query<{ id: number }>('SELECT id FROM events WHERE box_id = $1', [boxId]);
    const counted = await client.query<{ total: string }>(
      'SELECT coalesce(sum(count), 0) AS total FROM event_day_counts WHERE box_id = $1',
      [boxId],
    );
    return { ids: events.rows.map((row) => Number(row.id)), dayCounts: Number(counted.rows[0]?.total) };
  } finally {
    await client.end();
  }
}

// Real processes on a busy machine: each test starts the app and its PostgreSQL, and one waits out a 5 s timeout.
describe('when the embedded PostgreSQL is killed', { timeout: 90_000 }, () => {
  it('starts it again within seconds, refuses with 503 meanwhile, and loses or doubles no acknowledged tap', async () => {
    app = await startApp(dataDir, { env: { METRICS_TOKEN: 'metrics-token-of-the-recovery' } });
    const running = app;
    const { boxId, tap } = await counterBox(running);

    /** Every tap is retried with its own key until it is acknowledged, as the web app's retries would. */
    const acknowledged = new Map<string, number>();
    const refusals: { status: number; retryAfter: string | null; error: unknown }[] = [];
    let killedAt: number | undefined;
    let firstWriteAfterKill: number | undefined;
    let done = false;
    async function writer() {
      while (!done) {
        const key = randomUUID();
        for (;;) {
          const sentAt = Date.now();
          const answer = await tap(key);
          if (answer.status >= 200 && answer.status < 300) {
            acknowledged.set(key, answer.json(eventSchema).id);
            if (killedAt !== undefined && sentAt > killedAt) firstWriteAfterKill ??= Date.now();
            break;
          }
          refusals.push({
            status: answer.status,
            retryAfter: answer.headers.get('retry-after'),
            error: answer.json(errorBody).error,
          });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }
    const writers = Array.from({ length: 4 }, writer);

    await waitFor('taps before the kill', () => acknowledged.size >= 40);
    const killed = await postmaster(clusterDir());
    if (!killed) throw new Error('no postmaster.pid');
    process.kill(killed.pid, 'SIGKILL');
    killedAt = Date.now();
    const acknowledgedAtKill = acknowledged.size;
    await waitFor('a tap after the kill', () => firstWriteAfterKill, 60_000);
    await waitFor('more taps after the recovery', () => acknowledged.size >= acknowledgedAtKill + 40);
    done = true;
    await Promise.all(writers);

    const outageMs = (firstWriteAfterKill ?? 0) - killedAt;
    console.log(`embedded PostgreSQL killed with SIGKILL: taps refused for ${(outageMs / 1000).toFixed(2)} s`);
    expect(outageMs).toBeLessThan(30_000);

    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 503,
        retryAfter: '5',
        error: { code: 'database_unavailable', message: translatorFor('it')('errors.database_unavailable') },
      });
    }

    const { ids, dayCounts } = await rowsOfBox(boxId);
    const acknowledgedIds = new Set(acknowledged.values());
    const lost = [...acknowledgedIds].filter((id) => !ids.includes(id));
    const duplicated = ids.length - acknowledgedIds.size;
    console.log(
      `acknowledged taps: ${acknowledged.size}, rows: ${ids.length}, lost: ${lost.length}, duplicated: ${duplicated}`,
    );
    expect({ lost, duplicated, distinctIds: acknowledgedIds.size }).toEqual({
      lost: [],
      duplicated: 0,
      distinctIds: acknowledged.size,
    });
    expect(dayCounts).toBe(ids.length);

    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(200);
    // The restart is counted where an operator's monitoring looks.
    const metrics = await fetch(`${running.url}/metrics`, {
      headers: { authorization: 'Bearer metrics-token-of-the-recovery' },
    });
    expect(await metrics.text()).toMatch(/^korai_embedded_postgres_restarts_total 1$/m);
    expect(await stopApp(running)).toBe(0);
    const restarted = await postmaster(clusterDir());
    expect(restarted && alive(restarted.pid)).toBeFalsy();
  });

  it('stops promptly when told to stop right after its PostgreSQL died', async () => {
    app = await startApp(dataDir);
    const running = app;
    const server = await postmaster(clusterDir());
    if (!server) throw new Error('no postmaster.pid');
    process.kill(server.pid, 'SIGKILL');
    const signalledAt = Date.now();
    const code = await stopApp(running);
    const tookMs = Date.now() - signalledAt;
    expect({ code, fast: tookMs < 10_000 }, `stopped in ${tookMs} ms:\n${running.output()}`).toEqual({
      code: 0,
      fast: true,
    });
    const left = await postmaster(clusterDir());
    expect(left && alive(left.pid)).toBeFalsy();
  });

  it('moves to another port when its own was taken meanwhile, and the app follows it', async () => {
    app = await startApp(dataDir);
    const running = app;
    const { tap } = await counterBox(running);
    expect((await tap(randomUUID())).status).toBe(201);
    const before = await postmaster(clusterDir());
    if (!before) throw new Error('no postmaster.pid');

    // The app is paused while its PostgreSQL dies and something else takes the port.
    running.process.kill('SIGSTOP');
    process.kill(before.pid, 'SIGKILL');
    const squatter = await waitFor('the port to be free', () => listenOn(before.port));
    try {
      running.process.kill('SIGCONT');

      await waitFor(
        `a tap on the moved server:\n${running.output()}`,
        async () => (await tap(randomUUID())).status === 201,
      );
      const after = await postmaster(clusterDir());
      expect(after?.port).not.toBe(before.port);
      expect((await fetch(`${running.url}/api/health`)).status).toBe(200);

      // The scheduler's own connection follows the server too: the every-minute job's next minute is claimed
      // and run there.
      const movedAt = new Date();
      const url = await runningEmbeddedUrl(dataDir);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await waitFor(
          `a scheduled minute run on the moved server:\n${running.output()}`,
          async () => {
            const { rows } = await client.query(
              `SELECT 1 FROM job_runs WHERE name = 'smart-notifications' AND state = 'done' AND slot > $1`,
              [movedAt],
            );
            return rows.length > 0;
          },
          150_000,
        );
      } finally {
        await client.end();
      }
    } finally {
      running.process.kill('SIGCONT');
      squatter.close();
    }
  }, 240_000);
});
