import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { startJobs } from '../../src/server/jobs/scheduler.js';
import { workerDatabaseUrl } from '../support/test-app.js';

describe('scheduled jobs', () => {
  it('report a connection lost while a job runs (its PostgreSQL died) instead of ending the process', async () => {
    const jobsDb = openDatabase(await workerDatabaseUrl(), { max: 3 });
    const logged: string[] = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const jobs = startJobs(
      jobsDb,
      [
        {
          name: `connection-lost-${process.pid}`,
          schedule: '0 0 1 1 *',
          runAtStart: true,
          async run() {
            // The scheduler's own connection, idle while it holds the job's lock, ends as a dying server ends it.
            await jobsDb.execute(sql`
              SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE pid <> pg_backend_pid() AND datname = current_database() AND query LIKE '%INSERT INTO job_runs%'`);
            // Time for the server's goodbye to reach that connection while it is idle, as it would in an outage.
            await new Promise((resolve) => setTimeout(resolve, 200));
            return 'ran';
          },
        },
      ],
      (message) => {
        logged.push(message);
        if (message.endsWith(' failed')) finished();
      },
    );
    await done;
    jobs.stop();
    await jobsDb.$client.end();
    expect(logged).toContainEqual(expect.stringMatching(/^job connection-lost-\d+ failed$/));
  });
});
