import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ParsedBody, parsedBody } from './answer.js';

/** The app as `npm start` runs it (a process of its own), on its own DATA_DIR with the embedded PostgreSQL. */
export interface LaunchedApp {
  process: ChildProcess;
  /** Started as a process group of its own (through npm): signals go to the whole group, as a terminal or systemd sends them. */
  group: boolean;
  output: () => string;
  exited: Promise<number | null>;
}

export interface RunningApp extends LaunchedApp {
  url: string;
}

export const projectRoot = path.resolve(import.meta.dirname, '../..');

function childEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL, TEST_DATABASE_URL, VITEST, VITEST_POOL_ID, VITEST_WORKER_ID, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env };
}

interface LaunchOptions {
  cwd?: string;
  env?: Record<string, string>;
  /**
   * The command that starts it; the source through tsx unless told. Another command (`['npm', 'start']`) runs as a
   * process group of its own, signalled as a whole.
   */
  command?: string[];
}

export function launchApp(dataDir: string, options: LaunchOptions = {}): LaunchedApp {
  const [command = process.execPath, ...args] = options.command ?? [
    process.execPath,
    '--import',
    'tsx',
    'src/server/main.ts',
  ];
  const child = spawn(command, args, {
    cwd: options.cwd ?? projectRoot,
    env: childEnv(dataDir, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.command !== undefined,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, group: options.command !== undefined, output: () => output, exited };
}

/** Launches the app and waits until it listens. */
export async function startApp(dataDir: string, options: LaunchOptions = {}): Promise<RunningApp> {
  const launched = launchApp(dataDir, options);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = launched.output().match(/Korai is running at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return { ...launched, url: match[1] };
    if (launched.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopNow(launched, 'SIGKILL');
  throw new Error(`the app did not start:\n${launched.output()}`);
}

export async function stopApp(app: LaunchedApp, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (app.process.exitCode !== null || app.process.signalCode !== null) return app.exited;
  stopNow(app, signal);
  return app.exited;
}

function stopNow(app: LaunchedApp, signal: NodeJS.Signals) {
  if (app.group && app.process.pid) process.kill(-app.process.pid, signal);
  else app.process.kill(signal);
}

/** The pid and port of the PostgreSQL server running on a cluster, from its postmaster.pid. */
export async function postmaster(clusterDir: string): Promise<{ pid: number; port: number } | undefined> {
  const lines = (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  return pid ? { pid, port: Number(lines[3]) } : undefined;
}

/**
 * Stops the PostgreSQL server of a test's cluster, if one runs, and waits until its postmaster is gone. SIGQUIT is
 * PostgreSQL's immediate shutdown: the postmaster stops its own children first, so none still writes WAL once
 * it has exited.
 */
export async function stopPostgres(clusterDir: string): Promise<void> {
  const server = await postmaster(clusterDir);
  if (!server || !alive(server.pid)) return;
  process.kill(server.pid, 'SIGQUIT');
  await waitFor('the test PostgreSQL to stop', () => !alive(server.pid));
}

/** Removes a test's temporary directory; retried, as a process that just died may still be releasing files in it. */
export function removeDir(dir: string): Promise<void> {
  return fs.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits, without sleeping blindly, until `check` holds; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function postJson(
  app: RunningApp,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers } & ParsedBody> {
  const response = await fetch(`${app.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, ...parsedBody(`POST ${url}`, response.status, text) };
}
