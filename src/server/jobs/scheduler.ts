import { Cron } from 'croner';
import type { PoolClient } from 'pg';
import type { Database } from '../db/client.js';

export interface Job {
  name: string;
  /** Cron pattern, e.g. '17 * * * *' for every hour at minute 17. */
  schedule: string;
  run(): Promise<unknown>;
  /** Also run once as the app starts (e.g. to fill what is missing), under the same lock. */
  runAtStart?: boolean;
  /** Works on this process's own files (its DATA_DIR), so every process runs it, with no lock or claim. */
  perProcess?: boolean;
}

const MINUTE_MS = 60_000;
/** Claimed runs are kept this long, then pruned by the job's next run. */
const CLAIMS_KEPT_MS = 24 * 60 * MINUTE_MS;

/** The scheduled minute a firing belongs to: the same in every process, whatever its timer's drift. */
const slotOf = (time: Date) => new Date(Math.floor(time.getTime() / MINUTE_MS) * MINUTE_MS);

/**
 * Runs each job on its schedule, once per scheduled minute however many app processes there are. A run first takes
 * a PostgreSQL advisory lock named after the job (so runs never overlap), then claims its minute in `job_runs` (so
 * a process whose timer fires after another process has already finished that minute's run does not run it again).
 * `skipped` hears of each firing another process ran.
 */
export function startJobs(
  db: Database,
  jobs: Job[],
  log: (message: string, error?: unknown) => void,
  skipped: (message: string) => void = () => {},
) {
  const crons = jobs.map(
    (job) =>
      new Cron(job.schedule, { protect: true, unref: true }, async () => {
        const slot = slotOf(new Date());
        if (job.perProcess) {
          try {
            log(`job ${job.name} ${slot.toISOString()} done: ${JSON.stringify(await job.run())}`);
          } catch (error) {
            log(`job ${job.name} failed`, error);
          }
          return;
        }
        const lockName = `korai:job:${job.name}`;
        let client: PoolClient | undefined;
        // A connection lost while a job holds it (its PostgreSQL died) is reported on the client, which has no
        // listener while checked out: without this one the error would end the process.
        let lost: Error | undefined;
        const onLost = (error: Error) => {
          lost = error;
        };
        try {
          client = await db.$client.connect();
          client.on('error', onLost);
          const { rows } = await client.query<{ locked: boolean }>(
            'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
            [lockName],
          );
          if (!rows[0]?.locked) return skipped(`job ${job.name} ${slot.toISOString()}: running elsewhere`);
          try {
            const claimed = await client.query(
              'INSERT INTO job_runs (name, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name',
              [job.name, slot],
            );
            if (!claimed.rowCount) return skipped(`job ${job.name} ${slot.toISOString()}: ran elsewhere`);
            const result = await job.run();
            await client.query('DELETE FROM job_runs WHERE name = $1 AND slot < $2', [
              job.name,
              new Date(slot.getTime() - CLAIMS_KEPT_MS),
            ]);
            log(`job ${job.name} ${slot.toISOString()} done: ${JSON.stringify(result)}`);
          } finally {
            await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockName]);
          }
        } catch (error) {
          log(`job ${job.name} failed`, error);
        } finally {
          client?.off('error', onLost);
          // A broken connection is closed rather than handed to the next caller.
          client?.release(lost);
        }
      }),
  );
  jobs.forEach((job, index) => {
    if (job.runAtStart) void crons[index]?.trigger();
  });
  return {
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
}
