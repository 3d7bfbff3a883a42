import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { AnyDatabase } from '../db/client.js';
import * as schema from '../db/schema.js';
import { heavyWorkStopped } from './queue.js';

const ROLLBACK = /^\s*rollback\b/i;

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

export interface HeavyJobParts {
  /** The bulk pool's connection, checked out for this job alone. */
  client: pg.PoolClient;
  /** Its server process, for a cancel. */
  pid: number;
  /** The person's advisory lock, held on `client` while the job runs. */
  lockKey: string;
  /** Cancels the statement the server process `pid` is running (sent on another connection). */
  cancel(pid: number): Promise<unknown>;
  /** Called once the connection is back in its pool. */
  onEnd(): void;
}

/**
 * One heavy job's hold on a connection of its own. `db` runs its queries there; once the job is stopped (its client
 * left, its time ran out) the statement under way is cancelled and no other is sent but the rollback. `end` waits
 * for what is still under way, rolls back what is left open, frees the person's lock and gives the connection back.
 */
export class HeavyJob {
  readonly db: AnyDatabase;
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();
  private cancelled: Promise<unknown> = Promise.resolve();
  private closing = false;
  /** The server ended the session (a transaction left idle too long, a restart): nothing more can be sent. */
  private lost = false;
  private readonly onLost = () => {
    this.lost = true;
    this.stopping.abort();
  };
  private ended?: Promise<void>;

  constructor(private readonly parts: HeavyJobParts) {
    const { client } = parts;
    // A view of the connection whose statements pass through `send`; the connection itself is left as it is.
    const guarded = Object.create(client) as pg.PoolClient;
    guarded.query = ((...args: unknown[]) => this.send(args)) as pg.PoolClient['query'];
    this.db = drizzle(guarded, { schema });
    client.on('error', this.onLost);
  }

  /** Aborted once the job is stopped: work between statements (reading a file) can look at it. */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  stop(): void {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    if (this.inFlight.size) this.cancelled = this.parts.cancel(this.parts.pid).catch(() => undefined);
  }

  end(): Promise<void> {
    this.ended ??= this.release();
    return this.ended;
  }

  private send(args: unknown[]): Promise<unknown> {
    const stopped = this.stopping.signal.aborted && !ROLLBACK.test(statementText(args[0]));
    if (this.closing || this.lost || stopped) return Promise.reject(heavyWorkStopped());
    const { client } = this.parts;
    const result = (client.query as (...values: unknown[]) => Promise<unknown>).apply(client, args);
    this.inFlight.add(result);
    const settled = () => this.inFlight.delete(result);
    result.then(settled, settled);
    return result;
  }

  private async release(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    // A cancel that reached the server after its statement ended is ignored there, as the connection is idle.
    await this.cancelled;
    const { client } = this.parts;
    client.off('error', this.onLost);
    const broken = this.lost ? new Error('the server ended the session') : await this.tidy();
    try {
      // A connection that could not be tidied (cut, or ended by the server) is closed rather than handed on.
      client.release(broken);
    } finally {
      this.parts.onEnd();
    }
  }

  /** Rolls back what the job left open and frees the person's lock; what went wrong if that could not be done. */
  private async tidy(): Promise<Error | undefined> {
    const { client, lockKey } = this.parts;
    try {
      if (client.getTransactionStatus() !== 'I') await client.query('ROLLBACK');
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey]);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}
