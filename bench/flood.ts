/**
 * The flood of large imports and restores: several accounts send them as fast as they are answered (ignoring
 * Retry-After, from addresses of their own), while another person taps, lists and signs in; then the senders all
 * leave at once. Measures what that person saw, how the heavy requests were answered, and how long the app took
 * to be idle again. Run by `npm run bench` against the built app and by tests/server/heavy-flood.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { someAddress } from './flood-files.js';
import type { SendersData } from './flood-senders.js';

export interface FloodOptions {
  /** The app, trusting X-Forwarded-For (TRUST_PROXY), so each sender can come from an address of its own. */
  url: string;
  /** Its database, to see what its connections are doing. */
  databaseUrl: string;
  /** Session tokens of the accounts that flood. */
  senders: string[];
  /** The person who taps, lists and signs in meanwhile: a session, a counter box and the credentials. */
  person: { token: string; boxId: number; email: string; password: string };
  seconds: number;
  /** Rows of each CSV import, events of each backup restored. */
  previewRows: number;
  restoreEvents: number;
  /** Called about once a second while the flood lasts. */
  everySecond?: () => Promise<void>;
}

export interface FloodFigures {
  person: { requests: number; failed: string[]; signIns: number; p50: number; p99: number; max: number };
  /** The heavy requests' answers by status (`aborted` for those cut when their senders left). */
  heavy: Record<string, number>;
  /** The request pool as /api/health showed it each second: the most queries seen waiting, and 'saturated' answers. */
  requestPool: { maxWaiting: number; saturated: number };
  /** From the senders leaving until no connection of the app's is busy and nothing waits for one. */
  idleAfterMs: number;
}

const SIGN_IN_EVERY_MS = 7_000;
const IDLE_WITHIN_MS = 60_000;

function percentile(sorted: readonly number[], quantile: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
}

export async function flood(options: FloodOptions): Promise<FloodFigures> {
  const senders = startSenders({
    url: options.url,
    tokens: options.senders,
    previewRows: options.previewRows,
    restoreEvents: options.restoreEvents,
  });
  await senders.started();
  const stopping = new AbortController();
  const durations: number[] = [];
  const failed: string[] = [];
  let signIns = 0;
  let lastSignIn = 0;
  async function timed(method: string, path: string, body?: unknown, token = options.person.token) {
    const started = performance.now();
    const response = await fetch(`${options.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': someAddress(),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (!response.ok) failed.push(`${method} ${path} ${response.status}`);
  }

  async function person() {
    const { boxId, email, password } = options.person;
    while (!stopping.signal.aborted) {
      await timed('POST', `/api/events/boxes/${boxId}/events`, {});
      await timed('GET', '/api/boxes');
      await timed('GET', '/api/events/search?limit=20');
      if (Date.now() - lastSignIn >= SIGN_IN_EVERY_MS) {
        lastSignIn = Date.now();
        signIns++;
        await timed('POST', '/api/auth/login', { email, password, rememberMe: false });
      }
    }
  }

  const people = [person(), person()];
  const requestPool = { maxWaiting: 0, saturated: 0 };
  const until = Date.now() + options.seconds * 1000;
  while (Date.now() < until) {
    await delay(1000);
    const health = await healthOf(options.url);
    if (health.status === 'saturated') requestPool.saturated++;
    requestPool.maxWaiting = Math.max(requestPool.maxWaiting, health.pool?.waiting ?? 0);
    await options.everySecond?.();
  }
  stopping.abort();
  await Promise.all(people);
  const left = performance.now();
  const heavy = await senders.leave();
  await untilIdle(options);
  const idleAfterMs = performance.now() - left;

  durations.sort((a, b) => a - b);
  return {
    person: {
      requests: durations.length,
      failed,
      signIns,
      p50: percentile(durations, 0.5),
      p99: percentile(durations, 0.99),
      max: durations.at(-1) ?? 0,
    },
    heavy,
    requestPool,
    idleAfterMs,
  };
}

async function healthOf(url: string) {
  return (await (await fetch(`${url}/api/health`)).json()) as { status: string; pool?: Figures };
}

interface Figures {
  open: number;
  idle: number;
  waiting: number;
  heavyWork: { running: number; queued: number; pool: { open: number; idle: number } };
}

/** The senders' thread: `leave` drops their requests under way and says how the others were answered. */
function startSenders(data: SendersData) {
  // The thread loads TypeScript as this process does (through tsx), whether run by tsx or by the tests.
  const entry = JSON.stringify(new URL('./flood-senders.ts', import.meta.url).href);
  const thread = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
    workerData: data,
  });
  const started = once(thread, 'message');
  return {
    /** Once they are sending (a thread and its modules take a while to start, and hold up this one meanwhile). */
    started: () => started,
    async leave(): Promise<Record<string, number>> {
      thread.postMessage('leave');
      const [answered] = (await once(thread, 'message')) as [Record<string, number>];
      await thread.terminate();
      return answered;
    },
  };
}

/** Until the app's pools are idle and none of its connections is running a statement or holding a transaction. */
async function untilIdle(options: Pick<FloodOptions, 'url' | 'databaseUrl'>) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + IDLE_WITHIN_MS;
    while (Date.now() < deadline) {
      const health = await healthOf(options.url);
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
           AND state <> 'idle' AND application_name NOT LIKE 'korai-scheduler%'`,
      );
      const pool = health.pool;
      const poolsIdle =
        pool &&
        pool.waiting === 0 &&
        pool.idle === pool.open &&
        pool.heavyWork.running === 0 &&
        pool.heavyWork.queued === 0 &&
        pool.heavyWork.pool.idle === pool.heavyWork.pool.open;
      if (poolsIdle && rows[0]?.busy === 0) return;
      await delay(100);
    }
    throw new Error(`the app was still busy ${IDLE_WITHIN_MS / 1000} s after the flood`);
  } finally {
    await client.end();
  }
}
