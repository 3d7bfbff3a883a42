import os from 'node:os';
import { Cron } from 'croner';
import type pg from 'pg';
import { type Clock, systemClock } from '../clock.js';
import { openConnection } from '../db/client.js';

export interface Job {
  name: string;
  /** Cron pattern, read in UTC unless `timezone` says otherwise, e.g. '17 * * * *' for every hour at minute 17. */
  schedule: string;
  /** The IANA time zone the pattern is read in ('Europe/Rome' for 03:00 there); UTC by default. */
  timezone?: string;
  /** The run of one scheduled minute, `slot`: a late run is still given the minute it stands for. */
  run(slot: Date): Promise<unknown>;
  /** Also run once as the app starts (e.g. to fill what is missing), as the claimed minute of its start. */
  runAtStart?: boolean;
  /** Works on this process's own files (its DATA_DIR), so every process runs it, with no lock or claim. */
  perProcess?: boolean;
  /**
   * The job must not be skipped (a reminder, a trial's end, a purge): a minute that no process ran in time (all
   * were stopped, or the database was down) is still run by the next process up to this many ms late, and a run
   * that failed or was cut short is tried again, up to `maxAttempts` times within that window. Without it, only
   * the minutes that came while this process was running are run (late if need be, once), and a failure is
   * recorded and reported but not tried again.
   */
  catchUp?: number;
}

export interface SchedulerOptions {
  /** The database, for the scheduler's own connection; a function while the embedded server may change port. */
  url: string | (() => string);
  jobs: Job[];
  /** Each run's outcome, and what the scheduler could not do; with the error of a failure. */
  log: (message: string, error?: unknown) => void;
  /** Minutes skipped or given up, and a lost connection; `log` when not given. */
  warn?: (message: string) => void;
  /** What another process ran, and waits for a job's lock. */
  debug?: (message: string) => void;
  /** Each run of a job here as it ends, done or failed (the metrics count them). */
  ran?: (job: string, outcome: 'done' | 'failed') => void;
  /** Where the due minutes are read from (tests move it by hand). */
  clock?: Clock;
  /** Wake each job at its minutes; false where a test calls `tick()` instead. */
  timers?: boolean;
  /** This process, in `job_runs.run_by` and in its connection's application_name. */
  name?: string;
  /** Runs of one minute of a catch-up job, the first included. */
  maxAttempts?: number;
  /** A failed run is tried again this long (times its attempts so far) after it ended. */
  retryDelayMs?: number;
  /** A due minute whose job's lock is held by another process is tried again this often, until it is run. */
  lockRetryMs?: number;
}

export interface Scheduler {
  /** Wakes every job as its timer would (claims what is due, runs what it can) and waits for what that started. */
  tick(): Promise<void>;
  /** Resolves once no job is running here or waiting here for its lock. */
  idle(): Promise<void>;
  /** Stops the timers, lets a run under way finish (for a few seconds at most) and closes the connection. */
  stop(): Promise<void>;
}

type RunState = 'claimed' | 'running' | 'done' | 'failed' | 'skipped';
interface Claim {
  slot: Date;
  state: RunState;
  attempts: number;
  retry_at: Date | null;
}
interface Connection {
  client: pg.Client;
  /** One statement at a time: the jobs share the connection, and pg wants each statement to wait for the last. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<Row>>;
  alive: boolean;
  lost?: Error;
}
interface JobState {
  job: Job;
  /** The schedule, for the due minutes (never started: a stopped Cron finds no next run). */
  pattern: Cron;
  timer?: Cron;
  draining?: Promise<void>;
  again: boolean;
  wakeTimer?: NodeJS.Timeout;
  wakeAt?: number;
  waitingForLock: boolean;
  /** The minutes this process's timer woke up for, until it knows where they ran. */
  awaited: Set<number>;
  /** The minute of the start, claimed as a run of its own (`runAtStart`). */
  startSlot?: Date;
  /** The missed minutes reported already, by the last claimed minute they follow. */
  gapReportedAfter?: number;
  /** A per-process job's last run. */
  lastLocal: number;
}

const MINUTE_MS = 60_000;
/** Claims are kept this long (pruned by each job's runs): the furthest back a minute can be caught up. */
const CLAIMS_KEPT_MS = 24 * 60 * MINUTE_MS;
/** The most minutes one claim takes (a day of an every-minute job). */
const MAX_SLOTS = 24 * 60;
const RECONNECT_MS = 5_000;
const STOP_WAIT_MS = 3_000;
const ERROR_KEPT = 1_000;

const iso = (date: Date) => date.toISOString();
const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_KEPT);

/**
 * Runs each job once per scheduled minute however many app processes there are, and loses none. A minute is
 * claimed in `job_runs` as soon as a process sees it due (its timer fired, it started, or it woke up again); the
 * process holding the job's PostgreSQL advisory lock runs every claimed minute, oldest first, and records how it
 * went. A process that finds the lock busy claims its minute and tries the lock again until the minute has run,
 * here or elsewhere, so no minute is lost to a slow run or a late timer. Claims and locks go through a connection
 * of the scheduler's own, never the app's pool, which requests may keep busy; the jobs' own queries use the pool.
 */
export function startJobs(options: SchedulerOptions): Scheduler {
  const clock = options.clock ?? systemClock;
  const log = options.log;
  const warn = options.warn ?? ((message: string) => log(message));
  const debug = options.debug ?? (() => {});
  const who = options.name ?? `${os.hostname()}:${process.pid}`;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  const lockRetryMs = options.lockRetryMs ?? 2_000;
  const startedAt = clock.now();
  let stopped = false;

  /** The runs under way with their recording, which stopping waits for (a while). */
  const underWay = new Set<Promise<unknown>>();
  async function track<T>(work: Promise<T>): Promise<T> {
    underWay.add(work);
    try {
      return await work;
    } finally {
      underWay.delete(work);
    }
  }

  let current: Connection | undefined;
  let connecting: Promise<Connection> | undefined;
  let unreachable = false;

  /** The scheduler's connection, opened again (at the server's address of the moment) once it is lost. */
  function connection(): Promise<Connection> {
    if (current?.alive) return Promise.resolve(current);
    connecting ??= (async () => {
      if (stopped) throw new Error('the scheduler has stopped');
      const client = openConnection(options.url, `korai-scheduler ${who}`.slice(0, 63));
      let last: Promise<unknown> = Promise.resolve();
      const opened: Connection = {
        client,
        alive: true,
        query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
          const result = last.then(() => client.query<Row>(text, values));
          last = result.catch(() => undefined);
          return result;
        },
      };
      // A server that dies (or ends this connection) reports it here, also while the connection is idle: without
      // a listener the error would end the process.
      client.on('error', (error) => {
        opened.alive = false;
        opened.lost ??= error;
      });
      client.on('end', () => {
        opened.alive = false;
      });
      try {
        await client.connect();
      } catch (error) {
        opened.alive = false;
        void client.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        void client.end().catch(() => {});
        throw new Error('the scheduler has stopped');
      }
      if (unreachable) log('scheduled jobs: the database answers again');
      unreachable = false;
      current = opened;
      return opened;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  const states: JobState[] = options.jobs.map((job) => ({
    job,
    pattern: new Cron(job.schedule, { timezone: job.timezone ?? 'UTC', paused: true }),
    again: false,
    waitingForLock: false,
    awaited: new Set(),
    startSlot: job.runAtStart ? new Date(Math.floor(startedAt.getTime() / MINUTE_MS) * MINUTE_MS) : undefined,
    lastLocal: startedAt.getTime(),
  }));

  /** The scheduled minutes after `from` up to `now`, the last MAX_SLOTS of them. */
  function minutesBetween(state: JobState, from: Date, now: Date): Date[] {
    const slots: Date[] = [];
    for (let next = state.pattern.nextRun(from); next && next <= now; next = state.pattern.nextRun(next)) {
      slots.push(next);
      if (slots.length > MAX_SLOTS) slots.shift();
    }
    return slots;
  }

  /** The scheduled minute a wake-up at `now` belongs to: the last one due. */
  function lastDue(state: JobState, now: Date): Date | undefined {
    return state.pattern.previousRuns(1, new Date(now.getTime() + 1))[0];
  }

  /** Wakes again after `ms` (the sooner of two wake-ups wins). */
  function later(state: JobState, ms: number, forLock = false) {
    if (stopped) return;
    const at = Date.now() + Math.max(0, ms);
    if (forLock) state.waitingForLock = true;
    if (state.wakeTimer && state.wakeAt !== undefined && state.wakeAt <= at) return;
    if (state.wakeTimer) clearTimeout(state.wakeTimer);
    state.wakeAt = at;
    state.wakeTimer = setTimeout(() => {
      state.wakeTimer = undefined;
      state.wakeAt = undefined;
      void wake(state, false);
    }, at - Date.now());
    state.wakeTimer.unref();
  }

  function wake(state: JobState, fired: boolean): Promise<void> {
    if (stopped) return Promise.resolve();
    if (fired && !state.job.perProcess) {
      const slot = lastDue(state, clock.now());
      if (slot) state.awaited.add(slot.getTime());
    }
    if (state.draining) {
      state.again = true;
      return state.draining;
    }
    state.draining = (async () => {
      try {
        do {
          state.again = false;
          state.waitingForLock = false;
          await (state.job.perProcess ? runHere(state) : drain(state));
        } while (state.again && !stopped);
      } finally {
        state.draining = undefined;
      }
    })();
    return state.draining;
  }

  /** A per-process job: run for the last minute due since its last run, with nothing shared. */
  async function runHere(state: JobState) {
    const { job } = state;
    const now = clock.now();
    const slot = minutesBetween(state, new Date(state.lastLocal), now).at(-1) ?? state.startSlot;
    state.startSlot = undefined;
    if (!slot) return;
    state.lastLocal = Math.max(state.lastLocal, slot.getTime());
    try {
      const result = await track(job.run(slot));
      options.ran?.(job.name, 'done');
      log(`job ${job.name} ${iso(slot)} done: ${JSON.stringify(result)}`);
    } catch (error) {
      options.ran?.(job.name, 'failed');
      log(`job ${job.name} ${iso(slot)} failed`, error);
    }
  }

  /** Claims every minute of the job now due and not claimed yet; reports once the minutes it will never run. */
  async function claimDue(db: Connection, state: JobState, now: Date) {
    const { job } = state;
    const { rows } = await db.query<{ last: Date | null }>('SELECT max(slot) AS last FROM job_runs WHERE name = $1', [
      job.name,
    ]);
    const last = rows[0]?.last ?? undefined;
    // A job never run on this database has missed nothing; one that has is caught up from its last claimed minute,
    // within its window, or (not a catch-up job) only from this process's start.
    const since = job.catchUp === undefined ? startedAt : new Date(now.getTime() - job.catchUp);
    const bounds = [since.getTime(), now.getTime() - CLAIMS_KEPT_MS];
    if (job.catchUp === undefined || !last) bounds.push(startedAt.getTime());
    const from = new Date(Math.max(...bounds, last?.getTime() ?? Number.NEGATIVE_INFINITY));
    const slots = minutesBetween(state, from, now);
    if (state.startSlot) slots.push(state.startSlot);
    if (last && from > last && state.gapReportedAfter !== last.getTime()) {
      const missed = minutesBetween(state, last, from);
      state.gapReportedAfter = last.getTime();
      if (missed.length) {
        warn(
          `job ${job.name}: ${missed.length} scheduled minute(s) from ${iso(missed[0] as Date)} to ` +
            `${iso(missed.at(-1) as Date)} ran nowhere and are not run now (${
              job.catchUp === undefined ? 'not a catch-up job' : 'too late'
            })`,
        );
      }
    }
    if (!slots.length) return;
    await db.query(
      `INSERT INTO job_runs (name, slot, state, claimed_at)
       SELECT $1, slot, 'claimed', $3 FROM unnest($2::timestamptz[]) AS slot ON CONFLICT DO NOTHING`,
      [job.name, slots, now],
    );
    state.startSlot = undefined;
  }

  /** The job's minutes not finished yet: claimed, running (or cut short), or failed and to be tried again. */
  async function unfinished(db: Connection, job: Job, now: Date): Promise<Claim[]> {
    const { rows } = await db.query<Claim>(
      `SELECT slot, state, attempts, retry_at FROM job_runs
       WHERE name = $1 AND slot > $2 AND (state IN ('claimed', 'running') OR (state = 'failed' AND retry_at IS NOT NULL))
       ORDER BY slot LIMIT ${MAX_SLOTS * 2}`,
      [job.name, new Date(now.getTime() - CLAIMS_KEPT_MS)],
    );
    return rows;
  }

  /**
   * What to do with an unfinished minute. Found by the lock's holder, a minute still 'running' was cut short (its
   * process died, or lost its connection and the lock with it).
   */
  function decide(job: Job, claim: Claim, now: Date): 'run' | 'wait' | 'skip' | 'give up' {
    const inWindow = job.catchUp !== undefined && claim.slot.getTime() >= now.getTime() - job.catchUp;
    switch (claim.state) {
      case 'claimed':
        return job.catchUp === undefined || inWindow ? 'run' : 'skip';
      case 'running':
        return inWindow && claim.attempts < maxAttempts ? 'run' : 'give up';
      default:
        if (claim.retry_at && claim.retry_at > now) return 'wait';
        return inWindow ? 'run' : 'give up';
    }
  }

  async function drain(state: JobState) {
    const { job } = state;
    while (!stopped) {
      let db: Connection;
      try {
        db = await connection();
      } catch (error) {
        if (!unreachable && !stopped) log(`scheduled jobs: the database cannot be reached; trying again`, error);
        unreachable = true;
        later(state, RECONNECT_MS);
        return;
      }
      try {
        const now = clock.now();
        await claimDue(db, state, now);
        const claims = await unfinished(db, job, now);
        const waiting = claims.filter((claim) => decide(job, claim, now) === 'wait');
        const retryAt = Math.min(...waiting.map((claim) => claim.retry_at?.getTime() ?? Number.POSITIVE_INFINITY));
        if (Number.isFinite(retryAt)) later(state, retryAt - now.getTime());
        if (claims.length === waiting.length) return await reportElsewhere(db, state);
        const { rows } = await db.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
          `korai:job:${job.name}`,
        ]);
        if (!rows[0]?.locked) {
          debug(`job ${job.name}: minutes due while its lock is held elsewhere; waiting for it`);
          later(state, lockRetryMs, true);
          return;
        }
        let next: 'again' | 'pause' | 'stuck';
        try {
          next = await runClaimed(db, state);
          if (db.alive) {
            await db.query('DELETE FROM job_runs WHERE name = $1 AND slot < $2', [
              job.name,
              new Date(clock.now().getTime() - CLAIMS_KEPT_MS),
            ]);
          }
        } finally {
          if (db.alive) {
            await db.query('SELECT pg_advisory_unlock(hashtext($1))', [`korai:job:${job.name}`]).catch(() => undefined);
          }
        }
        // A run failed: the rest wait for its retry (or a moment, if it is not retried), rather than failing too.
        if (next === 'pause') return later(state, retryDelayMs);
        if (next === 'stuck') return later(state, lockRetryMs, true);
        // Otherwise round again: minutes may have come due while these ran.
      } catch (error) {
        if (!stopped) log(`job ${job.name}: its due minutes could not be claimed or run; trying again`, error);
        later(state, db.alive ? retryDelayMs : RECONNECT_MS);
        return;
      }
    }
  }

  /** Under the job's lock: runs its unfinished minutes, oldest first. */
  async function runClaimed(db: Connection, state: JobState): Promise<'again' | 'pause' | 'stuck'> {
    const { job } = state;
    let progressed = false;
    for (const claim of await unfinished(db, job, clock.now())) {
      if (stopped || !db.alive) return 'stuck';
      const now = clock.now();
      const label = `job ${job.name} ${iso(claim.slot)}`;
      const action = decide(job, claim, now);
      if (action === 'wait') continue;
      if (action !== 'run') {
        const interrupted = claim.state === 'running';
        const reason =
          action === 'skip'
            ? 'skipped: too late to be worth running'
            : `${interrupted ? 'cut short' : 'failed'} after ${claim.attempts} attempt(s); not tried again`;
        await db.query(
          `UPDATE job_runs SET state = $3, retry_at = NULL, finished_at = coalesce(finished_at, $4),
             error = CASE WHEN $5 THEN 'cut short: its process stopped or lost its connection' ELSE error END
           WHERE name = $1 AND slot = $2 AND state = $6 AND attempts = $7`,
          [
            job.name,
            claim.slot,
            action === 'skip' ? 'skipped' : 'failed',
            now,
            interrupted,
            claim.state,
            claim.attempts,
          ],
        );
        warn(`${label} ${reason}`);
        progressed = true;
        continue;
      }
      const outcome = await track(runOne(db, state, claim));
      if (outcome === 'taken') continue;
      progressed = true;
      if (outcome === 'failed') return 'pause';
    }
    return progressed ? 'again' : 'stuck';
  }

  /** Runs one claimed minute and records how it went. */
  async function runOne(db: Connection, state: JobState, claim: Claim): Promise<'done' | 'failed' | 'taken'> {
    const { job } = state;
    const label = `job ${job.name} ${iso(claim.slot)}`;
    const started = await db.query<{ attempts: number }>(
      `UPDATE job_runs SET state = 'running', attempts = attempts + 1, started_at = $3, finished_at = NULL,
         retry_at = NULL, run_by = $4
       WHERE name = $1 AND slot = $2 AND state = $5 AND attempts = $6 RETURNING attempts`,
      [job.name, claim.slot, clock.now(), who, claim.state, claim.attempts],
    );
    const attempt = started.rows[0]?.attempts;
    if (attempt === undefined) return 'taken';
    state.awaited.delete(claim.slot.getTime());
    if (claim.state === 'running')
      warn(`${label} was cut short (its process stopped or lost its lock); running it again`);
    let result: unknown;
    let failure: unknown;
    let failed = false;
    try {
      result = await job.run(claim.slot);
    } catch (error) {
      failed = true;
      failure = error;
    }
    const finished = clock.now();
    const retryAt =
      failed && job.catchUp !== undefined && attempt < maxAttempts
        ? new Date(finished.getTime() + retryDelayMs * attempt)
        : null;
    const of = job.catchUp === undefined ? '' : ` (attempt ${attempt} of ${maxAttempts})`;
    options.ran?.(job.name, failed ? 'failed' : 'done');
    if (failed) {
      log(`${label} failed${of}; ${retryAt ? `tried again from ${iso(retryAt)}` : 'not tried again'}`, failure);
    } else {
      log(`${label} done${attempt > 1 ? of : ''}: ${JSON.stringify(result)}`);
    }
    // The lock went with a lost connection: the outcome is recorded on a new one, unless another process has
    // meanwhile taken the minute over.
    if (!db.alive)
      log(`${label}: the scheduler's connection was lost while it ran, and the job's lock with it`, db.lost);
    try {
      const target = db.alive ? db : await connection();
      const recorded = await target.query(
        `UPDATE job_runs SET state = $3, finished_at = $4, retry_at = $5, error = $6
         WHERE name = $1 AND slot = $2 AND state = 'running' AND attempts = $7 AND run_by = $8`,
        [
          job.name,
          claim.slot,
          failed ? 'failed' : 'done',
          finished,
          retryAt,
          failed ? messageOf(failure) : null,
          attempt,
          who,
        ],
      );
      if (!recorded.rowCount) warn(`${label}: its outcome came after another process had taken the minute over`);
    } catch (error) {
      log(`${label}: its outcome could not be recorded; the minute counts as cut short`, error);
    }
    return failed ? 'failed' : 'done';
  }

  /** Says (at debug) where the minutes this process woke up for ran, once they have. */
  async function reportElsewhere(db: Connection, state: JobState) {
    if (!state.awaited.size) return;
    const slots = [...state.awaited].map((ms) => new Date(ms));
    const { rows } = await db.query<{ slot: Date; state: RunState; retry_at: Date | null }>(
      'SELECT slot, state, retry_at FROM job_runs WHERE name = $1 AND slot = ANY($2::timestamptz[])',
      [state.job.name, slots],
    );
    const found = new Map(rows.map((row) => [row.slot.getTime(), row]));
    const forgotten = clock.now().getTime() - CLAIMS_KEPT_MS;
    for (const slot of slots) {
      const row = found.get(slot.getTime());
      const pending = row && (row.state === 'claimed' || row.state === 'running' || row.retry_at);
      if (pending && slot.getTime() > forgotten) continue;
      state.awaited.delete(slot.getTime());
      if (row && !pending) {
        debug(`job ${state.job.name} ${iso(slot)} ${row.state === 'done' ? 'ran' : row.state} elsewhere`);
      }
    }
  }

  if (options.timers ?? true) {
    for (const state of states) {
      state.timer = new Cron(state.job.schedule, { timezone: state.job.timezone ?? 'UTC', unref: true }, () => {
        void wake(state, true);
      });
    }
  }
  // At start: catch up what was missed, and run the jobs that run at start.
  for (const state of states) {
    if (!state.job.perProcess || state.job.runAtStart) void wake(state, false);
  }

  return {
    async tick() {
      await Promise.all(states.map((state) => wake(state, true)));
    },
    async idle() {
      while (states.some((state) => state.draining || state.waitingForLock)) await delay(20);
    },
    async stop() {
      stopped = true;
      for (const state of states) {
        state.timer?.stop();
        if (state.wakeTimer) clearTimeout(state.wakeTimer);
        state.waitingForLock = false;
      }
      await Promise.race([Promise.allSettled([...underWay]), delay(STOP_WAIT_MS)]);
      const open = current;
      current = undefined;
      if (open) await Promise.race([open.client.end().catch(() => undefined), delay(1_000)]);
    },
  };
}
