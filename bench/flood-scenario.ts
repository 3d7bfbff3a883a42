/**
 * `npm run bench`'s flood: several accounts sending large imports and restores while another person taps, lists and
 * signs in, against the built app (started with TRUST_PROXY, so each sender's request comes from an address of
 * its own). Prints what that person saw, how the heavy requests were answered, whether the app's own every-minute
 * job ran each minute of the flood, and how soon the app was idle again.
 */
import pg from 'pg';
import { flood } from './flood.js';
import { verdict } from './quiet-machine.js';

const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 90);
const PREVIEW_ROWS = Number(process.env.BENCH_FLOOD_ROWS ?? 500_000);
const RESTORE_EVENTS = Number(process.env.BENCH_FLOOD_EVENTS ?? 100_000);
/** The app's every-minute job (reminders). */
const EVERY_MINUTE_JOB = 'smart-notifications';
const MINUTE_MS = 60_000;

export async function floodScenario(options: {
  appUrl: string;
  databaseUrl: string;
  senders: string[];
  person: { token: string; boxId: number; email: string; password: string };
}) {
  console.log(
    `\n   flood: ${options.senders.length} accounts sending imports of ${PREVIEW_ROWS.toLocaleString('en')} rows and ` +
      `restores of ${RESTORE_EVENTS.toLocaleString('en')} events for ${SECONDS} s, while another taps, lists and signs in`,
  );
  const started = new Date();
  const figures = await flood({
    url: options.appUrl,
    databaseUrl: options.databaseUrl,
    senders: options.senders,
    person: options.person,
    seconds: SECONDS,
    previewRows: PREVIEW_ROWS,
    restoreEvents: RESTORE_EVENTS,
  });
  const ended = new Date();
  const minutes = await minutesOf(options.databaseUrl, started, ended);
  const { person, heavy, requestPool, idleAfterMs } = figures;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `   person: ${person.requests} requests (${person.signIns} sign-ins), ${person.failed.length} failed, ` +
      `p50 ${ms(person.p50)}, p99 ${ms(person.p99)}, max ${ms(person.max)}`,
  );
  if (person.failed.length) console.log(`   failed: ${person.failed.slice(0, 5).join('; ')}`);
  console.log(`   heavy requests by answer: ${JSON.stringify(heavy)}`);
  console.log(
    `   request pool: at most ${requestPool.maxWaiting} queries waiting, ${requestPool.saturated} 'saturated' answers`,
  );
  console.log(`   ${EVERY_MINUTE_JOB}: ${minutes.done} of ${minutes.due} minutes of the flood run (${minutes.other})`);
  const targets = [
    { name: 'flood: the person’s requests that failed', value: `${person.failed.length}`, met: !person.failed.length },
    { name: 'flood: the person’s p99 (target < 1000 ms)', value: ms(person.p99), met: person.p99 < 1000 },
    { name: 'flood: scheduled minutes run', value: `${minutes.done}/${minutes.due}`, met: minutes.done >= minutes.due },
    { name: 'flood: idle again after (target < 10 s)', value: ms(idleAfterMs), met: idleAfterMs < 10_000 },
  ];
  for (const { name, value, met } of targets) console.log(`   ${name}: ${value}: ${verdict(met)}`);
}

/** The every-minute job's minutes between `from` and `to`: how many were due, how many ran, and any other state. */
async function minutesOf(databaseUrl: string, from: Date, to: Date) {
  // A minute's run starts as it comes: the last one of the flood may still be under way.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM job_runs WHERE name = $1 AND slot > $2 AND slot <= $3 GROUP BY state`,
      [EVERY_MINUTE_JOB, from, to],
    );
    const due = Math.floor(to.getTime() / MINUTE_MS) - Math.floor(from.getTime() / MINUTE_MS);
    const done = rows.find((row) => row.state === 'done')?.n ?? 0;
    const other = rows.filter((row) => row.state !== 'done').map((row) => `${row.state} ${row.n}`);
    return { due, done, other: other.join(', ') || 'none otherwise' };
  } finally {
    await client.end();
  }
}
