import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Binaries, clusterDirCandidates, locateCluster } from './cluster-location.js';
import { freePort, launchPostgres, type ServerProcess, stopPostgres, waitUntilReady } from './postgres-process.js';
import { type ServerAccount, serverAccount } from './server-account.js';
import { startFailure } from './start-failure.js';
import { superviseServer } from './supervisor.js';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  /** Connection string for the app's database on this server, at the port it listens on now. */
  url(database?: string): string;
  /** The cluster's folder: DATA_DIR/postgres, or this install's folder under /var/lib/korai (see cluster-location.ts). */
  clusterDir: string;
  stop(): Promise<void>;
  /** How many times the server died and was started again (a metric). */
  restarts(): number;
}

export interface EmbeddedOptions {
  /** DATA_DIR: the cluster lives in DATA_DIR/postgres unless the server's user cannot reach it. */
  dataDir: string;
  /** Trades durability for speed; only for throw-away test clusters. */
  ephemeral?: boolean;
  /** The port to listen on; a free one by default. */
  port?: number;
  log?: (message: string) => void;
}

/** The cluster's superuser (a role inside PostgreSQL, whatever system user runs the server). */
const SUPERUSER = 'postgres';
const DATABASE = 'korai';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/** One Korai process per DATA_DIR: a second one would fight the first over its PostgreSQL. */
export async function acquireAppLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'korai.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx', mode: 0o644 });
      return async () => {
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another Korai process (pid ${owner}) is already running on ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** A PostgreSQL left running by a Korai process that was killed: stop it so we start from a clean state. */
async function stopOrphanedServer(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(pidFile?.split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`found the PostgreSQL (pid ${pid}) of a previous run still running; stopping it`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 60_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) throw new Error(`PostgreSQL (pid ${pid}) on ${clusterDir} does not stop`);
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

async function initCluster(
  bin: Binaries,
  clusterDir: string,
  password: string,
  account: ServerAccount | undefined,
): Promise<void> {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `korai-pw-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    await fs.chown(clusterDir, account.uid, account.gid);
    await fs.chown(passwordFile, account.uid, account.gid);
  }
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { uid: account?.uid, gid: account?.gid, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    // execFile's error: `code` is the exit code, or a string when the program could not be run at all.
    const failed = error as { code?: number | string | null; signal?: string | null; stdout?: string; stderr?: string };
    throw startFailure({
      step: `Creating the PostgreSQL cluster in ${clusterDir}`,
      program: bin.initdb,
      account,
      spawnCode: typeof failed.code === 'string' ? failed.code : undefined,
      exitCode: typeof failed.code === 'number' ? failed.code : null,
      signal: failed.signal,
      output: failed.stderr?.trim() || failed.stdout,
    });
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/**
 * Starts (creating it on first use) the PostgreSQL cluster of DATA_DIR (see cluster-location.ts) as a supervised
 * child process listening on 127.0.0.1 only, and creates the app's database. Should the server die, it is
 * started again (see supervisor.ts); `url()` always names the server's current port.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireAppLock(dataDir);
  try {
    const account = await serverAccount();
    if (account) await fs.chmod(dataDir, 0o755);
    const { clusterDir, bin } = await locateCluster(dataDir, account, log);
    const password = await readOrCreatePassword(dataDir);

    const initialised = await fs.stat(path.join(clusterDir, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
    if (initialised) await stopOrphanedServer(clusterDir, log);
    else await initCluster(bin, clusterDir, password, account);

    const logFile = path.join(dataDir, 'postgres.log');
    const urlAt = (port: number, database: string) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    const launch = (port: number) =>
      launchPostgres({
        postgres: bin.postgres,
        clusterDir,
        port,
        logFile,
        account,
        ephemeral: options.ephemeral,
      });
    const ready = (server: ServerProcess) => waitUntilReady(server, urlAt(server.port, 'postgres'));

    const first = await launch(options.port ?? (await freePort()));
    try {
      await ready(first);
      await createDatabaseIfMissing(urlAt(first.port, 'postgres'), DATABASE);
    } catch (error) {
      await stopPostgres(first);
      throw error;
    }
    log(`embedded PostgreSQL ready on 127.0.0.1:${first.port} (data in ${clusterDir})`);

    const supervisor = superviseServer({ first, launch, ready, log });
    let stopping: Promise<void> | undefined;
    return {
      url: (database = DATABASE) => urlAt(supervisor.port(), database),
      clusterDir,
      restarts: () => supervisor.restarts(),
      stop() {
        stopping ??= supervisor.stop().finally(releaseLock);
        return stopping;
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

export async function createDatabaseIfMissing(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return;
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}${from}`);
  } finally {
    await client.end();
  }
}

/**
 * The URL of the embedded server that a running Korai process on this DATA_DIR supervises, if there is one:
 * lets a command-line tool work beside the app instead of being refused its lock.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const dir = path.resolve(dataDir);
  const owner = Number((await fs.readFile(path.join(dir, 'korai.pid'), 'utf8').catch(() => '')).trim());
  if (!owner || !isAlive(owner)) return undefined;
  const password = (await fs.readFile(path.join(dir, 'postgres-password'), 'utf8').catch(() => '')).trim();
  for (const clusterDir of clusterDirCandidates(dir)) {
    const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
    const port = Number(pidFile.split('\n')[3]);
    if (port && password)
      return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  }
  return undefined;
}
