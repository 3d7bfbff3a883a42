import { Cron } from 'croner';
import { MINUTE_MS } from '../../shared/days.js';
import type { Job } from './job.js';

/** The most minutes one claim takes (a day of an every-minute job). */
export const MAX_SLOTS = 24 * 60;

/** What this process knows of one job between its wake-ups. */
export interface JobState {
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

export function jobState(job: Job, startedAt: Date): JobState {
  return {
    job,
    pattern: new Cron(job.schedule, { timezone: job.timezone ?? 'UTC', paused: true }),
    again: false,
    waitingForLock: false,
    awaited: new Set(),
    startSlot: job.runAtStart ? new Date(Math.floor(startedAt.getTime() / MINUTE_MS) * MINUTE_MS) : undefined,
    lastLocal: startedAt.getTime(),
  };
}

/** The scheduled minutes after `from` up to `now`, the last MAX_SLOTS of them. */
export function minutesBetween(state: JobState, from: Date, now: Date): Date[] {
  const slots: Date[] = [];
  for (let next = state.pattern.nextRun(from); next && next <= now; next = state.pattern.nextRun(next)) {
    slots.push(next);
    if (slots.length > MAX_SLOTS) slots.shift();
  }
  return slots;
}

/** The scheduled minute a wake-up at `now` belongs to: the last one due. */
export function lastDue(state: JobState, now: Date): Date | undefined {
  return state.pattern.previousRuns(1, new Date(now.getTime() + 1))[0];
}
