import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import pg from 'pg';
import type { ServerAccount } from './server-account.js';
import { startFailure } from './start-failure.js';

/** How a PostgreSQL server process ended: its exit code or signal, or the reason it could not be run at all. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  spawnError?: NodeJS.ErrnoException;
}

/** One PostgreSQL server process (postmaster) and the port it was told to listen on. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  options: LaunchOptions;
  /** Settles once, when the process has ended (or could not start). */
  exited: Promise<ServerExit>;
  /** Set once the process has ended. */
  exit: ServerExit | undefined;
}

export interface LaunchOptions {
  postgres: string;
  clusterDir: string;
  port: number;
  logFile: string;
  account?: ServerAccount;
  /** Trades durability for speed; only for throw-away test clusters. */
  ephemeral?: boolean;
}

export function describeExit(exit: ServerExit): string {
  if (exit.spawnError) return `could not be run (${exit.spawnError.code ?? exit.spawnError.message})`;
  return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on 127.0.0.1:port right now. */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Starts the server process, listening on 127.0.0.1 only; `waitUntilReady` tells when it accepts connections. */
export async function launchPostgres(options: LaunchOptions): Promise<ServerProcess> {
  const logHandle = await fs.open(options.logFile, 'a');
  const durability = options.ephemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : [];
  let child: ChildProcess;
  try {
    // Its own process group: a Ctrl+C in the terminal reaches the app, which then stops PostgreSQL last.
    child = spawn(
      options.postgres,
      [
        '-D',
        options.clusterDir,
        '-p',
        String(options.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        // One person's data: 64 MB of shared buffers holds their hot pages, and the rest is read through the
        // system's file cache, which keeps the embedded server's memory (PSS) well under PostgreSQL's 128 MB default.
        '-c',
        'shared_buffers=64MB',
        ...durability,
      ],
      {
        uid: options.account?.uid,
        gid: options.account?.gid,
        detached: true,
        stdio: ['ignore', logHandle.fd, logHandle.fd],
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
  } finally {
    await logHandle.close();
  }
  let exit: ServerExit | undefined;
  const exited = new Promise<ServerExit>((resolve) => {
    const settle = (ended: ServerExit) => {
      exit ??= ended;
      resolve(exit);
    };
    child.once('exit', (code, signal) => settle({ code, signal }));
    child.once('error', (error: NodeJS.ErrnoException) => settle({ code: null, signal: null, spawnError: error }));
  });
  return {
    child,
    port: options.port,
    options,
    exited,
    get exit() {
      return exit;
    },
  };
}

async function logTail(logFile: string): Promise<string> {
  const text = await fs.readFile(logFile, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-15).join('\n');
}

/** Resolves once the server accepts connections at `url`; throws, with its cause and fix, if it ends first. */
export async function waitUntilReady(server: ServerProcess, url: string): Promise<void> {
  const { logFile, postgres, account } = server.options;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exit) {
      const tail = await logTail(logFile);
      throw startFailure({
        step: `Starting PostgreSQL on ${server.options.clusterDir}`,
        program: postgres,
        account,
        spawnCode: server.exit.spawnError?.code ?? server.exit.spawnError?.message,
        exitCode: server.exit.code,
        signal: server.exit.signal,
        output: tail && `The end of its log (${logFile}):\n${tail}`,
      });
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 60 s; its log is ${logFile}`);
}

/**
 * A fast shutdown (SIGINT: open transactions roll back, everything committed is kept), forced after 30 s; or an
 * immediate one (SIGQUIT) for a server still recovering, which has accepted nothing yet and may be busy for long
 * (syncing its folder, replaying its log) without heeding a fast shutdown: its next start recovers again.
 */
export async function stopPostgres(server: ServerProcess, mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  if (server.exit) return;
  if (mode === 'immediate') {
    server.child.kill('SIGQUIT');
    await server.exited;
    return;
  }
  server.child.kill('SIGINT');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 30_000);
  });
  const outcome = await Promise.race([server.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    server.child.kill('SIGQUIT');
    await server.exited;
  }
}
