import pg from 'pg';
import type { Database } from './client.js';

export interface BulkPoolSettings {
  /** Connections it may open: one per heavy job that may run at once. */
  connections: number;
  /** The longest any one statement of a heavy job may run. */
  statementTimeoutMs: number;
  /** The longest a heavy job's transaction may sit waiting between two statements. */
  idleInTransactionMs: number;
}

/**
 * A second, smaller pool beside `db`'s, for heavy work (imports, backups, exports), so that it never takes the
 * connections taps, lists and sign-ins need. Its connections are `db`'s own kind (the same server, followed when
 * it moves; the same count of writes a cached session must not outlive), opened with PostgreSQL's own bounds on a
 * statement and on a transaction left idle.
 */
export function openBulkPool(db: Database, settings: BulkPoolSettings): pg.Pool {
  const pool = new pg.Pool({
    ...db.$client.options,
    max: settings.connections,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionMs,
    application_name: 'korai-bulk',
  });
  pool.on('error', () => {});
  return pool;
}

/** What a pool holds now: the connections it may open, those open, those idle, and the checkouts waiting. */
export function poolFigures(pool: pg.Pool) {
  return { size: pool.options.max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Every connection busy and queries waiting: a question to the database now would only join the wait. */
export function isSaturated(figures: ReturnType<typeof poolFigures>): boolean {
  return figures.waiting > 0 && figures.idle === 0 && figures.open >= figures.size;
}
