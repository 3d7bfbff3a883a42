import type { Clock } from '../clock.js';

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
