import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import type { Job, Scheduler, SchedulerOptions } from '../../src/server/jobs/job.js';
import { startJobs } from '../../src/server/jobs/scheduler.js';
import { waitFor } from '../support/app-process.js';
import { TestClock, workerDatabaseUrl } from '../support/test-app.js';

const MINUTE = 60_000;
const at = (time: string) => new Date(`2026-06-15T${time}Z`);
const minute = (time: string) => at(time).toISOString();

let url: string;
let database: pg.Client;
const running: Scheduler[] = [];
let jobCount = 0;

beforeAll(async () => {
  url = await workerDatabaseUrl();
  database = new pg.Client({ connectionString: url });
  await database.connect();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((scheduler) => scheduler.stop()));
});
afterAll(async () => {
  await database?.end();
});

/** A job name of this test alone: every test shares the worker's database. */
const jobName = (what: string) => `${what}-${process.pid}-${++jobCount}`;

interface Run {
  slot: string;
  by: string;
}

/** A scheduler woken by the test (no timers), its log kept; `name` stands for its process. */
function scheduler(name: string, clock: TestClock | undefined, jobs: Job[], options: Partial<SchedulerOptions> = {}) {
  const logged: string[] = [];
  const started = startJobs({
    url,
    jobs,
    clock,
    name,
    timers: false,
    lockRetryMs: 50,
    retryDelayMs: 1_000,
    log: (message, error) => logged.push(error ? `${message}: ${(error as Error).message}` : message),
    warn: (message) => logged.push(message),
    debug: (message) => logged.push(message),
    ...options,
  });
  running.push(started);
  return Object.assign(started, { logged, name });
}

/** A job that writes down each minute it runs and where; `during` may hold or fail a run. */
function recorded(
  name: string,
  schedule: string,
  runs: Run[],
  by: string,
  extra: Partial<Job> & { during?: (slot: Date) => Promise<unknown> } = {},
): Job {
  const { during, ...rest } = extra;
  return {
    name,
    schedule,
    ...rest,
    async run(slot) {
      runs.push({ slot: slot.toISOString(), by });
      return during ? await during(slot) : 'ran';
    },
  };
}

async function claimsOf(name: string) {
  const { rows } = await database.query<{
    slot: Date;
    state: string;
    attempts: number;
    run_by: string | null;
    retry_at: Date | null;
    error: string | null;
  }>('SELECT slot, state, attempts, run_by, retry_at, error FROM job_runs WHERE name = $1 ORDER BY slot', [name]);
  return rows.map((row) => ({ ...row, slot: row.slot.toISOString() }));
}

const slotsOf = (runs: Run[]) => runs.map((run) => run.slot);

/** Every minute from `first` to `last`, as ISO strings. */
function minutesFrom(first: string, last: string): string[] {
  const all: string[] = [];
  for (let time = at(first).getTime(); time <= at(last).getTime(); time += MINUTE) {
    all.push(new Date(time).toISOString());
  }
  return all;
}

describe('scheduled jobs', () => {
  it('run each minute of a job slower than its interval once, with a second process racing for them', async () => {
    const clock = new TestClock(at('10:00:30'));
    const name = jobName('slow');
    const runs: Run[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    const slowFirst = async (slot: Date) => {
      // The first minute's run lasts while two more minutes come due in both processes.
      if (slot.toISOString() === minute('10:01:00')) {
        holding = true;
        await held;
      }
      return 'ran';
    };
    const one = scheduler('one', clock, [recorded(name, '* * * * *', runs, 'one', { during: slowFirst })]);
    const two = scheduler('two', clock, [recorded(name, '* * * * *', runs, 'two', { during: slowFirst })]);

    clock.advance(35_000); // 10:01:05
    const first = [one.tick(), two.tick()];
    await waitFor('the first minute to be under way', () => holding);
    clock.advance(2 * MINUTE); // 10:03:05: 10:02 and 10:03 are due while 10:01 still runs
    const second = [one.tick(), two.tick()];
    await waitFor('both later minutes to be claimed', async () => (await claimsOf(name)).length === 3);
    release();
    await Promise.all([...first, ...second]);
    await Promise.all([one.idle(), two.idle()]);

    expect(slotsOf(runs)).toEqual(minutesFrom('10:01:00', '10:03:00'));
    expect((await claimsOf(name)).map(({ slot, state, attempts }) => [slot, state, attempts])).toEqual(
      minutesFrom('10:01:00', '10:03:00').map((slot) => [slot, 'done', 1]),
    );
    // Each process says where each minute it woke up for ran: here, or in the other one.
    for (const process of [one, two]) {
      for (const slot of ['10:01:00', '10:03:00']) {
        const ranHere = runs.some((run) => run.slot === minute(slot) && run.by === process.name);
        expect(process.logged).toContainEqual(
          expect.stringContaining(`job ${name} ${minute(slot)} ${ranHere ? 'done' : 'ran elsewhere'}`),
        );
      }
    }
  });

  it('run every minute exactly once when two processes wake up for them at the same moments', async () => {
    const clock = new TestClock(at('10:00:30'));
    const plain = jobName('race');
    const catchUp = jobName('race-catch-up');
    const runs: Record<string, Run[]> = { [plain]: [], [catchUp]: [] };
    const jobsOf = (by: string) => {
      // Runs of uneven length, some longer than the test's minute, so the lock is often found busy.
      const during = async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() < 0.2 ? 120 : Math.random() * 15));
        return 'ran';
      };
      return [
        recorded(plain, '* * * * *', runs[plain] ?? [], by, { during }),
        // A window wider than the test's half hour: its minutes pass faster than the runs, so none comes too late.
        recorded(catchUp, '* * * * *', runs[catchUp] ?? [], by, { during, catchUp: 60 * MINUTE }),
      ];
    };
    const one = scheduler('one', clock, jobsOf('one'));
    const two = scheduler('two', clock, jobsOf('two'));

    const ticks: Promise<void>[] = [];
    for (let step = 0; step < 30; step++) {
      clock.advance(MINUTE);
      ticks.push(one.tick());
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      ticks.push(two.tick());
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
    }
    await Promise.all(ticks);
    await Promise.all([one.idle(), two.idle()]);

    for (const name of [plain, catchUp]) {
      const expected = minutesFrom('10:01:00', '10:30:00');
      expect(slotsOf(runs[name] ?? []).sort()).toEqual(expected);
      expect((await claimsOf(name)).map(({ slot, state, attempts }) => [slot, state, attempts])).toEqual(
        expected.map((slot) => [slot, 'done', 1]),
      );
    }
  });

  it('after a restart, catch up the minutes no process ran for a catch-up job within its window, and no others', async () => {
    const clock = new TestClock(at('10:00:30'));
    const catchUp = jobName('catch-up');
    const plain = jobName('plain');
    const runs: Record<string, Run[]> = { [catchUp]: [], [plain]: [] };
    const jobsOf = (by: string) => [
      recorded(catchUp, '* * * * *', runs[catchUp] ?? [], by, { catchUp: 10 * MINUTE }),
      recorded(plain, '* * * * *', runs[plain] ?? [], by),
    ];
    const before = scheduler('before', clock, jobsOf('before'));
    clock.advance(35_000); // 10:01:05
    await before.tick();
    await before.stop();

    // Down from 10:01:05 to 10:05:30.
    clock.advance(4 * MINUTE + 25_000);
    const after = scheduler('after', clock, jobsOf('after'));
    await after.idle();
    expect(runs[catchUp]).toEqual([
      { slot: minute('10:01:00'), by: 'before' },
      ...minutesFrom('10:02:00', '10:05:00').map((slot) => ({ slot, by: 'after' })),
    ]);
    expect(runs[plain]).toEqual([{ slot: minute('10:01:00'), by: 'before' }]);
    expect(after.logged).toContainEqual(
      `job ${plain}: 4 scheduled minute(s) from ${minute('10:02:00')} to ${minute('10:05:00')} ran nowhere and are not run now (not a catch-up job)`,
    );
    clock.advance(35_000); // 10:06:05
    await after.tick();
    expect(slotsOf(runs[plain] ?? [])).toEqual([minute('10:01:00'), minute('10:06:00')]);
    expect(slotsOf(runs[catchUp] ?? []).at(-1)).toBe(minute('10:06:00'));
    await after.stop();

    // Down for longer than the catch-up job's window: only its last ten minutes are run.
    clock.advance(24 * MINUTE); // 10:30:05
    const later = scheduler('later', clock, jobsOf('later'));
    await later.idle();
    expect(slotsOf((runs[catchUp] ?? []).filter((run) => run.by === 'later'))).toEqual(
      minutesFrom('10:21:00', '10:30:00'),
    );
    expect(later.logged).toContainEqual(
      `job ${catchUp}: 14 scheduled minute(s) from ${minute('10:07:00')} to ${minute('10:20:00')} ran nowhere and are not run now (too late)`,
    );
    expect((runs[plain] ?? []).filter((run) => run.by === 'later')).toEqual([]);
    const states = new Set((await claimsOf(catchUp)).map((claim) => claim.state));
    expect(states).toEqual(new Set(['done']));
  });

  it('try a failed run of a catch-up job again, a bounded number of times, and record each outcome', async () => {
    const clock = new TestClock(at('10:00:30'));
    const failing = jobName('always-failing');
    const flaky = jobName('failing-once');
    const plain = jobName('failing-plain');
    const runs: Record<string, Run[]> = { [failing]: [], [flaky]: [], [plain]: [] };
    const fail = async () => {
      throw new Error('the push service is down');
    };
    let flakyRuns = 0;
    const one = scheduler('one', clock, [
      recorded(failing, '* * * * *', runs[failing] ?? [], 'one', { catchUp: 15 * MINUTE, during: fail }),
      recorded(flaky, '* * * * *', runs[flaky] ?? [], 'one', {
        catchUp: 15 * MINUTE,
        during: async () => {
          if (++flakyRuns === 1) throw new Error('connection timeout');
          return 'sent';
        },
      }),
      recorded(plain, '* * * * *', runs[plain] ?? [], 'one', { during: fail }),
    ]);

    clock.advance(35_000); // 10:01:05: each fails once
    await one.tick();
    await one.idle();
    expect(
      (await claimsOf(failing)).map(({ state, attempts, retry_at, error }) => [state, attempts, retry_at, error]),
    ).toEqual([['failed', 1, at('10:01:06'), 'the push service is down']]);
    expect((await claimsOf(plain)).map(({ state, attempts, retry_at }) => [state, attempts, retry_at])).toEqual([
      ['failed', 1, null],
    ]);

    // Still before the retry: nothing runs again.
    await one.tick();
    expect(slotsOf(runs[failing] ?? [])).toHaveLength(1);

    for (let step = 0; step < 4; step++) {
      clock.advance(5_000);
      await one.tick();
      await one.idle();
    }
    const slot = minute('10:01:00');
    expect(slotsOf(runs[failing] ?? [])).toEqual([slot, slot, slot]);
    expect(await claimsOf(failing)).toMatchObject([
      { slot, state: 'failed', attempts: 3, retry_at: null, run_by: 'one', error: 'the push service is down' },
    ]);
    for (const attempt of [1, 2]) {
      expect(one.logged).toContainEqual(
        expect.stringMatching(
          new RegExp(`^job ${failing} ${slot} failed \\(attempt ${attempt} of 3\\); tried again from .+: the push`),
        ),
      );
    }
    expect(one.logged).toContainEqual(
      `job ${failing} ${slot} failed (attempt 3 of 3); not tried again: the push service is down`,
    );

    expect(slotsOf(runs[flaky] ?? [])).toEqual([slot, slot]);
    expect(await claimsOf(flaky)).toMatchObject([{ slot, state: 'done', attempts: 2, error: null }]);
    expect(one.logged).toContainEqual(`job ${flaky} ${slot} done (attempt 2 of 3): "sent"`);

    // A job that may be skipped is not run again: its failure is recorded and said.
    expect(slotsOf(runs[plain] ?? [])).toEqual([slot]);
    expect(one.logged).toContainEqual(`job ${plain} ${slot} failed; not tried again: the push service is down`);
  });

  it('run again a minute cut short by a process that died running it, for a catch-up job only', async () => {
    const clock = new TestClock(at('10:01:30'));
    const catchUp = jobName('cut-short');
    const plain = jobName('cut-short-plain');
    for (const name of [catchUp, plain]) {
      await database.query(
        `INSERT INTO job_runs (name, slot, state, attempts, started_at, run_by) VALUES ($1, $2, 'running', 1, $2, 'gone:1')`,
        [name, at('10:01:00')],
      );
    }
    const runs: Run[] = [];
    const one = scheduler('one', clock, [
      recorded(catchUp, '* * * * *', runs, 'one', { catchUp: 15 * MINUTE }),
      recorded(plain, '* * * * *', runs, 'one'),
    ]);
    await one.idle();
    expect(runs.map((run) => run.slot)).toEqual([minute('10:01:00')]);
    expect(await claimsOf(catchUp)).toMatchObject([{ state: 'done', attempts: 2, run_by: 'one' }]);
    expect(await claimsOf(plain)).toMatchObject([
      {
        state: 'failed',
        attempts: 1,
        run_by: 'gone:1',
        error: 'cut short: its process stopped or lost its connection',
      },
    ]);
    expect(one.logged).toContainEqual(
      `job ${plain} ${minute('10:01:00')} cut short after 1 attempt(s); not tried again`,
    );
  });

  it('report a connection lost while a job runs instead of ending the process, and go on with a new one', async () => {
    const clock = new TestClock(at('10:00:30'));
    const name = jobName('connection-lost');
    const runs: Run[] = [];
    let terminate = true;
    const one = scheduler('lost', clock, [
      recorded(name, '* * * * *', runs, 'lost', {
        async during() {
          if (!terminate) return 'ran';
          terminate = false;
          // The scheduler's own connection, idle while it holds the job's lock, ends as a dying server ends it.
          await database.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'korai-scheduler lost'`,
          );
          // Time for the server's goodbye to reach that connection while it is idle, as it would in an outage.
          await new Promise((resolve) => setTimeout(resolve, 300));
          return 'ran';
        },
      }),
    ]);
    clock.advance(35_000);
    await one.tick();
    await one.idle();
    expect(one.logged).toContainEqual(
      expect.stringMatching(new RegExp(`^job ${name} .+: the scheduler's connection was lost while it ran`)),
    );
    clock.advance(MINUTE);
    await one.tick();
    expect(slotsOf(runs)).toEqual([minute('10:01:00'), minute('10:02:00')]);
    expect((await claimsOf(name)).map(({ state, attempts }) => [state, attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it("claim and run their minutes while every connection of the app's pool is taken", async () => {
    const pool = openDatabase(url, { max: 1 });
    const taken = await pool.$client.connect();
    try {
      const clock = new TestClock(at('10:00:30'));
      const name = jobName('busy-pool');
      const runs: Run[] = [];
      const one = scheduler('one', clock, [recorded(name, '* * * * *', runs, 'one')]);
      clock.advance(35_000);
      await one.tick();
      expect(slotsOf(runs)).toEqual([minute('10:01:00')]);
      expect(await claimsOf(name)).toMatchObject([{ state: 'done' }]);
    } finally {
      taken.release();
      await pool.$client.end();
    }
  });

  it('on their timers, in two processes, run every second of a job slower than its interval once', async () => {
    const name = jobName('every-second');
    const runs: Run[] = [];
    let count = 0;
    const jobOf = (by: string): Job =>
      recorded(name, '* * * * * *', runs, by, {
        // Every third run lasts longer than two of its intervals.
        during: async () => {
          await new Promise((resolve) => setTimeout(resolve, ++count % 3 === 0 ? 2_500 : 10));
          return 'ran';
        },
      });
    // The real clock, and the timers.
    const one = scheduler('one', undefined, [jobOf('one')], { timers: true });
    const two = scheduler('two', undefined, [jobOf('two')], { timers: true });
    await waitFor('a dozen runs', () => runs.length >= 12, 60_000);
    await Promise.all([one.stop(), two.stop()]);

    const slots = slotsOf(runs);
    expect(new Set(slots).size).toBe(slots.length);
    const claims = await claimsOf(name);
    const done = claims.filter((claim) => claim.state === 'done').map((claim) => claim.slot);
    expect([...slots].sort()).toEqual(done);
    // The seconds done follow one another with none left out; what is left was claimed as the timers stopped.
    for (let index = 1; index < done.length; index++) {
      expect(Date.parse(done[index] ?? '') - Date.parse(done[index - 1] ?? '')).toBe(1_000);
    }
    const notDone = claims.filter((claim) => claim.state !== 'done');
    for (const claim of notDone) expect([claim.state, claim.slot > (done.at(-1) ?? '')]).toEqual(['claimed', true]);
  }, 90_000);
});
