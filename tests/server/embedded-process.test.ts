import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { healthySchema } from '../../src/shared/schemas/health.js';
import {
  alive,
  launchApp,
  postJson,
  postmaster,
  type RunningApp,
  removeDir,
  startApp,
  stopApp as stop,
  stopPostgres,
} from '../support/app-process.js';

let dataDir: string;
const start = () => startApp(dataDir);
const launch = () => launchApp(dataDir);
const postgresPid = async () => (await postmaster(path.join(dataDir, 'postgres')))?.pid;
const post = async (app: RunningApp, url: string, body: unknown) => (await postJson(app, url, body)).status;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-process-'));
});
afterAll(async () => {
  await stopPostgres(path.join(dataDir, 'postgres'));
  await removeDir(dataDir);
});

// Real processes: each test starts the app (and its PostgreSQL) once or twice, slow on a busy machine.
describe('the embedded PostgreSQL across app restarts', { timeout: 90_000 }, () => {
  const alice = { email: 'alice@example.com', password: 'alice-password' };
  const bob = { email: 'bob@example.com', password: 'bob-password' };

  it('keeps the data across a clean restart, and SIGTERM stops both processes', async () => {
    const first = await start();
    expect(healthySchema.parse(await (await fetch(`${first.url}/api/health`)).json())).toMatchObject({
      database: 'embedded',
      postgres: /^18\./,
    });
    expect(await post(first, '/api/auth/register', alice)).toBe(201);
    const pgPid = await postgresPid();
    expect(await stop(first)).toBe(0);
    expect(pgPid && alive(pgPid)).toBe(false);

    const second = await start();
    expect(await post(second, '/api/auth/login', alice)).toBe(200);
    expect(await stop(second, 'SIGINT')).toBe(0);
  });

  it('finishes the requests in flight when told to stop', async () => {
    const app = await start();
    const signUps = Array.from({ length: 8 }, (_, index) =>
      post(app, '/api/auth/register', { email: `flight-${index}@example.com`, password: 'in-flight-1' }),
    );
    // Each sign-up hashes a password; once the first is answered, the others are being worked on.
    await Promise.race(signUps);
    const exit = stop(app);
    const statuses = await Promise.all(signUps);
    const code = await exit;
    expect({ statuses, code }, app.output()).toEqual({ statuses: Array(8).fill(201), code: 0 });
  });

  it('refuses a second app on the same DATA_DIR with a clear message', async () => {
    const first = await start();
    const second = launch();
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/Another Korai process \(pid \d+\) is already running/);
    expect(await post(first, '/api/auth/login', alice)).toBe(200);
    await stop(first);
  });

  it('recovers the PostgreSQL a killed app left running, with every acknowledged write', async () => {
    const doomed = await start();
    expect(await post(doomed, '/api/auth/register', bob)).toBe(201);
    const orphan = await postgresPid();
    await stop(doomed, 'SIGKILL');
    expect(orphan && alive(orphan)).toBe(true);

    const recovered = await start();
    expect(await post(recovered, '/api/auth/login', bob)).toBe(200);
    expect(await post(recovered, '/api/auth/login', alice)).toBe(200);
    expect(orphan && alive(orphan)).toBe(false);
    expect(await stop(recovered)).toBe(0);
  });
});

describe('a cluster that cannot be made', () => {
  it('fails with what initdb said and what to do, never an empty message', async () => {
    const broken = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-broken-'));
    try {
      await fs.mkdir(path.join(broken, 'postgres'));
      await fs.writeFile(path.join(broken, 'postgres', 'left-over'), 'not a cluster');
      const failure = await startEmbeddedPostgres({ dataDir: broken }).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      const { message } = failure as Error;
      expect(message).toContain(`Creating the PostgreSQL cluster in ${path.join(broken, 'postgres')} failed:`);
      expect(message).toMatch(/exists but is not empty/);
      expect(message).toContain('Fix what it reports above');
    } finally {
      await fs.rm(broken, { recursive: true, force: true });
    }
  });
});
