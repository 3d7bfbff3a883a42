import { AppError } from '../errors.js';

export interface HeavyQueueSettings {
  /** Heavy jobs that run at once. */
  slots: number;
  /** Jobs that may wait for a slot; one more is refused at once. */
  queued: number;
  /** The longest a job waits for its slot before it is refused. */
  waitMs: number;
  /** What a refusal tells the client to wait before trying again. */
  retryAfterSeconds: number;
}

/** A slot taken: `leave` gives it to the next job waiting (once, however often it is called). */
export interface Ticket {
  leave(): void;
}

interface Waiter {
  admit(): void;
}

/**
 * The line heavy jobs take in this process: `slots` of them run, up to `queued` more wait (each for `waitMs` at
 * most, or until its client leaves), and one person has at most one job running or waiting. Anything beyond is
 * refused at once with 429 and when to come back, so a flood of uploads costs its senders, not everyone else.
 */
export function createHeavyQueue(settings: HeavyQueueSettings) {
  let running = 0;
  const people = new Set<string>();
  const waiting: Waiter[] = [];
  const seconds = settings.retryAfterSeconds;

  function ticketOf(personId: string): Ticket {
    let left = false;
    return {
      leave() {
        if (left) return;
        left = true;
        running--;
        people.delete(personId);
        const next = waiting.shift();
        if (next) {
          running++;
          next.admit();
        }
      },
    };
  }

  return {
    /** The person's turn: at once when a slot is free, after a wait in line otherwise; refused when neither. */
    enter(personId: string, clientGone: AbortSignal): Promise<Ticket> {
      if (clientGone.aborted) return Promise.reject(heavyWorkStopped());
      if (people.has(personId)) return Promise.reject(ownJobRunning(seconds));
      if (running < settings.slots) {
        running++;
        people.add(personId);
        return Promise.resolve(ticketOf(personId));
      }
      if (waiting.length >= settings.queued) return Promise.reject(serverBusy(seconds));
      people.add(personId);
      return new Promise((resolve, reject) => {
        const giveUp = (error: AppError) => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          people.delete(personId);
          done();
          reject(error);
        };
        const onGone = () => giveUp(heavyWorkStopped());
        const timer = setTimeout(() => giveUp(serverBusy(seconds)), settings.waitMs);
        const done = () => {
          clearTimeout(timer);
          clientGone.removeEventListener('abort', onGone);
        };
        const waiter: Waiter = {
          admit() {
            done();
            resolve(ticketOf(personId));
          },
        };
        waiting.push(waiter);
        clientGone.addEventListener('abort', onGone, { once: true });
      });
    },

    /** The person's job already runs in another process (found by its database lock). */
    ownJobRunning: () => ownJobRunning(seconds),

    figures() {
      return { slots: settings.slots, running, queued: waiting.length };
    },
  };
}

export type HeavyQueue = ReturnType<typeof createHeavyQueue>;

function ownJobRunning(seconds: number): AppError {
  return new AppError('heavy_work_busy', 'errors.heavyWorkYours', { seconds });
}

function serverBusy(seconds: number): AppError {
  return new AppError('heavy_work_busy', 'errors.heavyWorkBusy', { seconds });
}

/** The job's client left, or it ran past its time: stopped, and everything it did rolled back. */
export function heavyWorkStopped(): AppError {
  return new AppError('heavy_work_stopped');
}
