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
}

/**
 * Runs each job on its schedule. Every run first takes a PostgreSQL advisory lock named after the job,
 * so with several app processes only one of them does the work.
 */
export function startJobs(db: Database, jobs: Job[], log: (message: string, error?: unknown) => void) {
  const crons = jobs.map(
    (job) =>
      new Cron(job.schedule, { protect: true, unref: true }, async () => {
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
            [`korai:job:${job.name}`],
          );
          if (!rows[0]?.locked) return;
          try {
            const result = await job.run();
            log(`job ${job.name} done: ${JSON.stringify(result)}`);
          } finally {
            await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`korai:job:${job.name}`]);
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
