import os from 'node:os';
import { Cron } from 'croner';
import { type Clock, systemClock } from '../clock.js';
import type { Scheduler, SchedulerOptions } from './job.js';
import {
  type Claim,
  claimDue,
  closeClaim,
  decide,
  iso,
  pruneClaims,
  recordOutcome,
  releaseJobLock,
  reportElsewhere,
  startRun,
  tryJobLock,
  unfinished,
} from './job-runs.js';
import { type JobState, jobState, lastDue, minutesBetween } from './job-state.js';
import { type RunPolicy, reportRun, retryAfter } from './run-outcome.js';
import { type Connection, createSchedulerConnection, type SchedulerConnection } from './scheduler-connection.js';

const RECONNECT_MS = 5_000;
const STOP_WAIT_MS = 3_000;

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Runs each job once per scheduled minute however many app processes there are, and loses none. A minute is
 * claimed in `job_runs` as soon as a process sees it due (its timer fired, it started, or it woke up again); the
 * process holding the job's PostgreSQL advisory lock runs every claimed minute, oldest first, and records how it
 * went. A process that finds the lock busy claims its minute and tries the lock again until the minute has run,
 * here or elsewhere, so no minute is lost to a slow run or a late timer. Claims and locks go through a connection
 * of the scheduler's own, never the app's pool, which requests may keep busy; the jobs' own queries use the pool.
 */
export function startJobs(options: SchedulerOptions): Scheduler {
  const scheduler = new JobScheduler(options);
  scheduler.start(options.timers ?? true);
  return scheduler;
}

class JobScheduler implements Scheduler {
  private readonly clock: Clock;
  private readonly log: SchedulerOptions['log'];
  private readonly warn: (message: string) => void;
  private readonly debug: (message: string) => void;
  private readonly who: string;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly lockRetryMs: number;
  private readonly policy: RunPolicy;
  private readonly startedAt: Date;
  private readonly states: JobState[];
  private readonly connection: SchedulerConnection;
  /** The runs under way with their recording, which stopping waits for (a while). */
  private readonly underWay = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {
    this.clock = options.clock ?? systemClock;
    this.log = options.log;
    this.warn = options.warn ?? ((message: string) => this.log(message));
    this.debug = options.debug ?? (() => {});
    this.who = options.name ?? `${os.hostname()}:${process.pid}`;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 30_000;
    this.lockRetryMs = options.lockRetryMs ?? 2_000;
    this.policy = { maxAttempts: this.maxAttempts, retryDelayMs: this.retryDelayMs, log: this.log, ran: options.ran };
    this.startedAt = this.clock.now();
    this.states = options.jobs.map((job) => jobState(job, this.startedAt));
    this.connection = createSchedulerConnection({
      url: options.url,
      name: this.who,
      log: this.log,
      stopped: () => this.stopped,
    });
  }

  /** The timers (unless a test ticks by hand), then what was missed and the jobs that run at start. */
  start(timers: boolean) {
    if (timers) {
      for (const state of this.states) {
        state.timer = new Cron(state.job.schedule, { timezone: state.job.timezone ?? 'UTC', unref: true }, () => {
          void this.wake(state, true);
        });
      }
    }
    for (const state of this.states) {
      if (!state.job.perProcess || state.job.runAtStart) void this.wake(state, false);
    }
  }

  async tick() {
    await Promise.all(this.states.map((state) => this.wake(state, true)));
  }

  async idle() {
    while (this.states.some((state) => state.draining || state.waitingForLock)) await delay(20);
  }

  async stop() {
    this.stopped = true;
    for (const state of this.states) {
      state.timer?.stop();
      if (state.wakeTimer) clearTimeout(state.wakeTimer);
      state.waitingForLock = false;
    }
    await Promise.race([Promise.allSettled([...this.underWay]), delay(STOP_WAIT_MS)]);
    await this.connection.close(delay);
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.underWay.add(work);
    try {
      return await work;
    } finally {
      this.underWay.delete(work);
    }
  }

  /** Wakes again after `ms` (the sooner of two wake-ups wins). */
  private later(state: JobState, ms: number, forLock = false) {
    if (this.stopped) return;
    const at = Date.now() + Math.max(0, ms);
    if (forLock) state.waitingForLock = true;
    if (state.wakeTimer && state.wakeAt !== undefined && state.wakeAt <= at) return;
    if (state.wakeTimer) clearTimeout(state.wakeTimer);
    state.wakeAt = at;
    state.wakeTimer = setTimeout(() => {
      state.wakeTimer = undefined;
      state.wakeAt = undefined;
      void this.wake(state, false);
    }, at - Date.now());
    state.wakeTimer.unref();
  }

  private wake(state: JobState, fired: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (fired && !state.job.perProcess) {
      const slot = lastDue(state, this.clock.now());
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
          await (state.job.perProcess ? this.runHere(state) : this.drain(state));
        } while (state.again && !this.stopped);
      } finally {
        state.draining = undefined;
      }
    })();
    return state.draining;
  }

  /** A per-process job: run for the last minute due since its last run, with nothing shared. */
  private async runHere(state: JobState) {
    const { job } = state;
    const slot = minutesBetween(state, new Date(state.lastLocal), this.clock.now()).at(-1) ?? state.startSlot;
    state.startSlot = undefined;
    if (!slot) return;
    state.lastLocal = Math.max(state.lastLocal, slot.getTime());
    try {
      const result = await this.track(job.run(slot));
      this.options.ran?.(job.name, 'done');
      this.log(`job ${job.name} ${iso(slot)} done: ${JSON.stringify(result)}`);
    } catch (error) {
      this.options.ran?.(job.name, 'failed');
      this.log(`job ${job.name} ${iso(slot)} failed`, error);
    }
  }

  /** Claims what is due, then, holding the job's lock, runs every unfinished minute; round again until none. */
  private async drain(state: JobState) {
    const { job } = state;
    while (!this.stopped) {
      let db: Connection;
      try {
        db = await this.connection.get();
      } catch (error) {
        this.connection.unreachable(error);
        this.later(state, RECONNECT_MS);
        return;
      }
      try {
        const next = await this.drainOnce(db, state);
        // A run failed: the rest wait for its retry (or a moment, if it is not retried), rather than failing too.
        if (next === 'pause') return this.later(state, this.retryDelayMs);
        if (next === 'stuck') return this.later(state, this.lockRetryMs, true);
        if (next === 'done') return;
        // Otherwise round again: minutes may have come due while these ran.
      } catch (error) {
        if (!this.stopped)
          this.log(`job ${job.name}: its due minutes could not be claimed or run; trying again`, error);
        this.later(state, db.alive ? this.retryDelayMs : RECONNECT_MS);
        return;
      }
    }
  }

  private async drainOnce(db: Connection, state: JobState): Promise<'again' | 'pause' | 'stuck' | 'done'> {
    const { job } = state;
    const now = this.clock.now();
    await claimDue(db, state, now, this.startedAt, this.warn);
    const claims = await unfinished(db, job, now);
    const waiting = claims.filter((claim) => decide(job, claim, now, this.maxAttempts) === 'wait');
    const retryAt = Math.min(...waiting.map((claim) => claim.retry_at?.getTime() ?? Number.POSITIVE_INFINITY));
    if (Number.isFinite(retryAt)) this.later(state, retryAt - now.getTime());
    if (claims.length === waiting.length) {
      await reportElsewhere(db, state, this.clock.now(), this.debug);
      return 'done';
    }
    if (!(await tryJobLock(db, job))) {
      this.debug(`job ${job.name}: minutes due while its lock is held elsewhere; waiting for it`);
      this.later(state, this.lockRetryMs, true);
      return 'done';
    }
    try {
      const next = await this.runClaimed(db, state);
      if (db.alive) await pruneClaims(db, job, this.clock.now());
      return next;
    } finally {
      if (db.alive) await releaseJobLock(db, job);
    }
  }

  /** Under the job's lock: runs its unfinished minutes, oldest first. */
  private async runClaimed(db: Connection, state: JobState): Promise<'again' | 'pause' | 'stuck'> {
    const { job } = state;
    let progressed = false;
    for (const claim of await unfinished(db, job, this.clock.now())) {
      if (this.stopped || !db.alive) return 'stuck';
      const now = this.clock.now();
      const action = decide(job, claim, now, this.maxAttempts);
      if (action === 'wait') continue;
      if (action !== 'run') {
        const reason = await closeClaim(db, job, claim, action, now);
        this.warn(`job ${job.name} ${iso(claim.slot)} ${reason}`);
        progressed = true;
        continue;
      }
      const outcome = await this.track(this.runOne(db, state, claim));
      if (outcome === 'taken') continue;
      progressed = true;
      if (outcome === 'failed') return 'pause';
    }
    return progressed ? 'again' : 'stuck';
  }

  /** Runs one claimed minute and records how it went. */
  private async runOne(db: Connection, state: JobState, claim: Claim): Promise<'done' | 'failed' | 'taken'> {
    const { job } = state;
    const label = `job ${job.name} ${iso(claim.slot)}`;
    const attempt = await startRun(db, job, claim, this.clock.now(), this.who);
    if (attempt === undefined) return 'taken';
    state.awaited.delete(claim.slot.getTime());
    if (claim.state === 'running') {
      this.warn(`${label} was cut short (its process stopped or lost its lock); running it again`);
    }
    let result: unknown;
    let failure: unknown;
    let failed = false;
    try {
      result = await job.run(claim.slot);
    } catch (error) {
      failed = true;
      failure = error;
    }
    const finished = this.clock.now();
    const retryAt = retryAfter(this.policy, job, failed, attempt, finished);
    reportRun(this.policy, job, label, { failed, failure, result, attempt, retryAt });
    // The lock went with a lost connection: the outcome is recorded on a new one, unless another process has
    // meanwhile taken the minute over.
    if (!db.alive) {
      this.log(`${label}: the scheduler's connection was lost while it ran, and the job's lock with it`, db.lost);
    }
    try {
      const target = db.alive ? db : await this.connection.get();
      const run = { failed, failure, finished, retryAt, attempt, who: this.who };
      if (!(await recordOutcome(target, job, claim.slot, run))) {
        this.warn(`${label}: its outcome came after another process had taken the minute over`);
      }
    } catch (error) {
      this.log(`${label}: its outcome could not be recorded; the minute counts as cut short`, error);
    }
    return failed ? 'failed' : 'done';
  }
}
