import type pg from 'pg';
import type { Config } from '../config.js';
import { type BulkPoolSettings, openBulkPool, poolFigures } from '../db/bulk-pool.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { HeavyJob } from './job.js';
import { createHeavyQueue, heavyWorkStopped } from './queue.js';

export interface HeavyWorkSettings extends Omit<BulkPoolSettings, 'connections'> {
  /** Heavy jobs this process runs at once, each on a connection of the bulk pool. */
  slots: number;
  /** Jobs that may wait for a slot. */
  queued: number;
  /** The longest a job waits for its slot. */
  waitMs: number;
  /** The longest a job may take in all, a download read slowly included. */
  deadlineMs: number;
}

/** What a refusal tells the client to wait: about as long as a large import takes. */
const RETRY_AFTER_SECONDS = 10;
/** Long enough for a job ahead to end, short enough that an upload is not left hanging. */
const WAIT_MS = 20_000;

/** The configured bounds, with the number of jobs sized from the request pool when not set: a quarter of it. */
export function heavyWorkSettings(config: Config, requestPoolSize: number): HeavyWorkSettings {
  const slots = config.heavyJobs ?? Math.max(1, Math.floor(requestPoolSize / 4));
  return {
    slots,
    queued: config.heavyJobsWaiting ?? 2 * slots,
    waitMs: WAIT_MS,
    statementTimeoutMs: config.heavyStatementTimeoutMs,
    idleInTransactionMs: config.heavyIdleInTransactionMs,
    deadlineMs: config.heavyJobTimeoutMs,
  };
}

/**
 * Imports, backups and exports: admitted through a small line (one per person, `slots` at once, a few waiting),
 * each run on a connection of a pool of their own, stopped when their client leaves or their time runs out.
 */
export function createHeavyWork(db: Database, settings: HeavyWorkSettings) {
  const pool = openBulkPool(db, { ...settings, connections: settings.slots });
  const queue = createHeavyQueue({ ...settings, retryAfterSeconds: RETRY_AFTER_SECONDS });
  // Sent on the request pool, which heavy work never fills; the bulk pool's connections are all the jobs'.
  const cancel = (pid: number) => db.$client.query('SELECT pg_cancel_backend($1)', [pid]);

  /** A connection of the bulk pool holding the person's lock: refused when another process runs their job. */
  async function lockedConnection(lockKey: string): Promise<{ client: pg.PoolClient; pid: number }> {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean; pid: number }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked, pg_backend_pid() AS pid',
        [lockKey],
      );
      if (!rows[0]?.locked) throw queue.ownJobRunning();
      return { client, pid: rows[0].pid };
    } catch (error) {
      // A refusal leaves a sound connection; a failed statement may not have.
      client.release(error instanceof AppError ? undefined : true);
      throw error;
    }
  }

  return {
    /**
     * Waits for the person's turn and a connection, and takes the person's lock there, which holds across app
     * processes. The job is stopped when `clientGone` aborts; `end()` it once its work is over.
     */
    async enter(personId: string, clientGone: AbortSignal): Promise<HeavyJob> {
      const ticket = await queue.enter(personId, clientGone);
      const lockKey = `korai:heavy:${personId}`;
      const held = await lockedConnection(lockKey).catch((error: unknown) => {
        ticket.leave();
        throw error;
      });
      const stop = () => job.stop();
      const job = new HeavyJob({
        ...held,
        lockKey,
        cancel,
        onEnd() {
          clearTimeout(deadline);
          clientGone.removeEventListener('abort', stop);
          ticket.leave();
        },
      });
      const deadline = setTimeout(stop, settings.deadlineMs).unref();
      clientGone.addEventListener('abort', stop, { once: true });
      if (clientGone.aborted) {
        await job.end();
        throw heavyWorkStopped();
      }
      return job;
    },

    /** The line and the bulk pool now, for /api/health. */
    figures() {
      return { ...queue.figures(), pool: poolFigures(pool) };
    },

    close: () => pool.end(),
  };
}

export type HeavyWork = ReturnType<typeof createHeavyWork>;
