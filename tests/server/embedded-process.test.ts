import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The app as `npm start` runs it, on its own DATA_DIR with the embedded PostgreSQL. */
interface RunningApp {
  process: ChildProcess;
  url: string;
  output: () => string;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

function childEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL, TEST_DATABASE_URL, VITEST, VITEST_POOL_ID, VITEST_WORKER_ID, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
}

function launch(): { process: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function start(): Promise<RunningApp> {
  const launched = launch();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = launched.output().match(/Korai is running at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return { ...launched, url: match[1] };
    if (launched.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  launched.process.kill('SIGKILL');
  throw new Error(`the app did not start:\n${launched.output()}`);
}

async function stop(app: RunningApp, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)));
  app.process.kill(signal);
  return exited;
}

async function postgresPid(): Promise<number | undefined> {
  const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  return pid || undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function post(app: RunningApp, url: string, body: unknown) {
  const response = await fetch(`${app.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-process-'));
});
afterAll(async () => {
  const pid = await postgresPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGINT');
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL across app restarts', () => {
  const alice = { email: 'alice@example.com', password: 'alice-password' };
  const bob = { email: 'bob@example.com', password: 'bob-password' };

  it('keeps the data across a clean restart, and SIGTERM stops both processes', async () => {
    const first = await start();
    expect(await (await fetch(`${first.url}/api/health`)).json()).toMatchObject({
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
