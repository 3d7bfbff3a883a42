import type { Job, SchedulerOptions } from './job.js';
import { iso } from './job-runs.js';

/** How a scheduler retries and reports its runs. */
export interface RunPolicy {
  maxAttempts: number;
  retryDelayMs: number;
  log: SchedulerOptions['log'];
  ran: SchedulerOptions['ran'];
}

/** When a failed run of a catch-up job is tried again: later with each attempt, none after the last. */
export function retryAfter(policy: RunPolicy, job: Job, failed: boolean, attempt: number, finished: Date): Date | null {
  if (!failed || job.catchUp === undefined || attempt >= policy.maxAttempts) return null;
  return new Date(finished.getTime() + policy.retryDelayMs * attempt);
}

export function reportRun(
  policy: RunPolicy,
  job: Job,
  label: string,
  run: { failed: boolean; failure: unknown; result: unknown; attempt: number; retryAt: Date | null },
) {
  const of = job.catchUp === undefined ? '' : ` (attempt ${run.attempt} of ${policy.maxAttempts})`;
  policy.ran?.(job.name, run.failed ? 'failed' : 'done');
  if (run.failed) {
    const then = run.retryAt ? `tried again from ${iso(run.retryAt)}` : 'not tried again';
    policy.log(`${label} failed${of}; ${then}`, run.failure);
  } else {
    policy.log(`${label} done${run.attempt > 1 ? of : ''}: ${JSON.stringify(run.result)}`);
  }
}
