import { MINUTE_MS } from '../../shared/days.js';
import type { Job } from './job.js';
import { type JobState, MAX_SLOTS, minutesBetween } from './job-state.js';
import type { Connection } from './scheduler-connection.js';

/**
 * The `job_runs` table: one row per claimed minute of a job, and how its run went. Every statement on it is
 * here; scheduler.ts decides when to run them.
 */

/** Claims are kept this long (pruned by each job's runs): the furthest back a minute can be caught up. */
export const CLAIMS_KEPT_MS = 24 * 60 * MINUTE_MS;
const ERROR_KEPT = 1_000;

export type RunState = 'claimed' | 'running' | 'done' | 'failed' | 'skipped';
export interface Claim {
  slot: Date;
  state: RunState;
  attempts: number;
  retry_at: Date | null;
}

export const iso = (date: Date) => date.toISOString();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_KEPT);

/** Claims every minute of the job now due and not claimed yet; reports once the minutes it will never run. */
export async function claimDue(
  db: Connection,
  state: JobState,
  now: Date,
  startedAt: Date,
  warn: (message: string) => void,
) {
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
export async function unfinished(db: Connection, job: Job, now: Date): Promise<Claim[]> {
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
export function decide(job: Job, claim: Claim, now: Date, maxAttempts: number): 'run' | 'wait' | 'skip' | 'give up' {
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

/** A minute that will not run: skipped (too late) or failed for good; returns why, for the log. */
export async function closeClaim(
  db: Connection,
  job: Job,
  claim: Claim,
  action: 'skip' | 'give up',
  now: Date,
): Promise<string> {
  const interrupted = claim.state === 'running';
  await db.query(
    `UPDATE job_runs SET state = $3, retry_at = NULL, finished_at = coalesce(finished_at, $4),
       error = CASE WHEN $5 THEN 'cut short: its process stopped or lost its connection' ELSE error END
     WHERE name = $1 AND slot = $2 AND state = $6 AND attempts = $7`,
    [job.name, claim.slot, action === 'skip' ? 'skipped' : 'failed', now, interrupted, claim.state, claim.attempts],
  );
  return action === 'skip'
    ? 'skipped: too late to be worth running'
    : `${interrupted ? 'cut short' : 'failed'} after ${claim.attempts} attempt(s); not tried again`;
}

/** Marks the minute running here; undefined when another process took it first. */
export async function startRun(db: Connection, job: Job, claim: Claim, now: Date, who: string) {
  const started = await db.query<{ attempts: number }>(
    `UPDATE job_runs SET state = 'running', attempts = attempts + 1, started_at = $3, finished_at = NULL,
       retry_at = NULL, run_by = $4
     WHERE name = $1 AND slot = $2 AND state = $5 AND attempts = $6 RETURNING attempts`,
    [job.name, claim.slot, now, who, claim.state, claim.attempts],
  );
  return started.rows[0]?.attempts;
}

/** How the run went; false when another process had meanwhile taken the minute over. */
export async function recordOutcome(
  db: Connection,
  job: Job,
  slot: Date,
  run: { failure?: unknown; failed: boolean; finished: Date; retryAt: Date | null; attempt: number; who: string },
): Promise<boolean> {
  const recorded = await db.query(
    `UPDATE job_runs SET state = $3, finished_at = $4, retry_at = $5, error = $6
     WHERE name = $1 AND slot = $2 AND state = 'running' AND attempts = $7 AND run_by = $8`,
    [
      job.name,
      slot,
      run.failed ? 'failed' : 'done',
      run.finished,
      run.retryAt,
      run.failed ? messageOf(run.failure) : null,
      run.attempt,
      run.who,
    ],
  );
  return Boolean(recorded.rowCount);
}

/** Forgets the claims older than any minute that could still be caught up. */
export async function pruneClaims(db: Connection, job: Job, now: Date) {
  await db.query('DELETE FROM job_runs WHERE name = $1 AND slot < $2', [
    job.name,
    new Date(now.getTime() - CLAIMS_KEPT_MS),
  ]);
}

/** The job's advisory lock: whoever holds it runs the job's claimed minutes. */
export async function tryJobLock(db: Connection, job: Job): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
    `korai:job:${job.name}`,
  ]);
  return rows[0]?.locked === true;
}

export async function releaseJobLock(db: Connection, job: Job) {
  await db.query('SELECT pg_advisory_unlock(hashtext($1))', [`korai:job:${job.name}`]).catch(() => undefined);
}

/** Says (at debug) where the minutes this process woke up for ran, once they have. */
export async function reportElsewhere(db: Connection, state: JobState, now: Date, debug: (message: string) => void) {
  if (!state.awaited.size) return;
  const slots = [...state.awaited].map((ms) => new Date(ms));
  const { rows } = await db.query<{ slot: Date; state: RunState; retry_at: Date | null }>(
    'SELECT slot, state, retry_at FROM job_runs WHERE name = $1 AND slot = ANY($2::timestamptz[])',
    [state.job.name, slots],
  );
  const found = new Map(rows.map((row) => [row.slot.getTime(), row]));
  const forgotten = now.getTime() - CLAIMS_KEPT_MS;
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
