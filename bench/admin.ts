/**
 * `npm run bench:admin`: the admin dashboard's answers with 100,000 users and 5,000,000 events, on the PostgreSQL
 * named by BENCH_EXTERNAL_URL (default: the machine's PostgreSQL 15). Seeds its own database once (kept for the
 * next run), starts the real app, has it recompute the platform's closed days (refresh-data), and times each call
 * one request at a time against the target (p95 < 100 ms).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { createDatabaseIfMissing } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { newSecretToken } from '../src/server/secrets.js';
import { oneAtATime } from './one-at-a-time.js';

const projectRoot = path.resolve(import.meta.dirname, '..');
const SERVER = process.env.BENCH_EXTERNAL_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_ADMIN_EVENTS ?? 5_000_000);
/** Events belong to the first tenth of the users, five boxes each. */
const WRITERS = Math.max(1, Math.floor(USERS / 10));
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 40);
/** One database per size, so a smaller trial run never mixes with the full one. */
const DATABASE = `korai_bench_admin_${USERS}_${EVENTS}`;
const TARGET_P95_MS = 100;

const databaseUrl = (() => {
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

async function seed(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) >= USERS) {
    console.log(`   already seeded: ${rows[0]?.n.toLocaleString('en')} users`);
    return;
  }
  const started = Date.now();
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const at = Date.now();
    await client.query(sql, values);
    console.log(`   ${label} (${((Date.now() - at) / 1000).toFixed(0)} s)`);
  };
  // Search indexes the admin's queries never read are dropped while loading, so 5,000,000 events load in minutes.
  await step(
    'events search indexes dropped for the load',
    'DROP INDEX IF EXISTS events_search_trgm_idx, events_tags_idx',
  );
  await step(
    `${USERS.toLocaleString('en')} users`,
    `INSERT INTO users (email, password_hash, username, plan, subscription_status, trial_expires_at, created_at, last_activity_at)
     SELECT 'persona' || g || '@bench.korai', 'x', 'persona' || g,
            CASE WHEN g % 10 = 0 THEN 'pro' WHEN g % 97 = 0 THEN 'premium' ELSE 'free' END,
            CASE WHEN g % 10 = 0 OR g % 97 = 0 THEN 'active' WHEN g % 7 = 0 THEN 'trialing' ELSE 'inactive' END,
            CASE WHEN g % 7 = 0 THEN now() + interval '3 days' END,
            now() - make_interval(secs => (g::float8 / $1) * 730 * 86400),
            now() - make_interval(days => g % 60)
     FROM generate_series(1, $1) g`,
    [USERS],
  );
  await step(
    `${(WRITERS * 5).toLocaleString('en')} boxes`,
    `INSERT INTO boxes (user_id, name, tracking_mode)
     SELECT u.id, 'Box ' || b, 'counter' FROM (SELECT id FROM users ORDER BY created_at DESC LIMIT $1) u, generate_series(1, 5) b`,
    [WRITERS],
  );
  await step(
    `${EVENTS.toLocaleString('en')} events`,
    `WITH numbered AS (SELECT id, user_id, row_number() OVER (ORDER BY id) - 1 AS n FROM boxes)
     INSERT INTO events (user_id, box_id, description, tracking_mode, event_date)
     SELECT b.user_id, b.id, '+1', 'counter', now() - make_interval(secs => (g::float8 / $1) * 730 * 86400)
     FROM generate_series(1, $1) g JOIN numbered b ON b.n = g % (SELECT count(*) FROM boxes)`,
    [EVENTS],
  );
  await step(
    'the day counts built from them, in the order of their days (as a live table gets them)',
    `INSERT INTO event_day_counts (user_id, box_id, day, count, quantity)
     SELECT user_id, box_id, (event_date AT TIME ZONE 'Europe/Rome')::date, count(*), sum(quantity)
     FROM events GROUP BY 1, 2, 3 ORDER BY 3`,
  );
  await step(
    'about 12 active days a year per user',
    `INSERT INTO user_activity_days (user_id, day)
     SELECT id, (now() - make_interval(days => ((hashtext(id::text) & 1023) + d * 31) % 365))::date
     FROM users, generate_series(0, 11) d ON CONFLICT DO NOTHING`,
  );
  await step(
    'paid subscriptions of the Pro users',
    `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, interval, status, current_period_end)
     SELECT id, 'test', 'sub_' || id, 'pro', CASE WHEN hashtext(id::text) % 3 = 0 THEN 'year' ELSE 'month' END,
            'active', now() + interval '20 days'
     FROM users WHERE plan = 'pro'`,
  );
  await step('VACUUM ANALYZE (what autovacuum does to a table at rest)', 'VACUUM ANALYZE');
  console.log(`   seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function startApp(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const port = output.match(/127\.0\.0\.1:(\d+)/)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code) => reject(new Error(`the app exited with ${code}: ${output}`)));
  });
}

function timings(url: string, token: string) {
  return oneAtATime(() => ({ url, headers: { authorization: `Bearer ${token}` } }), REQUESTS);
}

async function main() {
  await createDatabaseIfMissing(SERVER, DATABASE);
  const db = openDatabase(databaseUrl, { max: 2 });
  await runMigrations(db);
  await db.$client.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log(`== admin dashboard: ${USERS.toLocaleString('en')} users, ${EVENTS.toLocaleString('en')} events`);
  await seed(client);
  const version = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v;
  const admin = await client.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, username, is_admin) VALUES ('admin-' || gen_random_uuid() || '@bench.korai', 'x', 'admin-' || gen_random_uuid(), true)
     RETURNING id`,
  );
  const { token, hash } = newSecretToken();
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, remember_me, expires_at) VALUES ($1, $2, true, now() + interval '1 day')`,
    [admin.rows[0]?.id, hash],
  );
  const middle = await client.query<{ cursor: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id AS cursor
     FROM users ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
    [Math.floor(USERS / 2)],
  );
  await client.end();

  const app = await startApp();
  try {
    // The closed days' figures are kept in platform_days: what an admin's refresh-data (or the job) computes.
    const refreshStarted = performance.now();
    const refreshed = await fetch(`${app.url}/api/admin/refresh-data`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!refreshed.ok) throw new Error(`refresh-data: ${refreshed.status}`);
    console.log(
      `   refresh-data: every closed day recomputed in ${((performance.now() - refreshStarted) / 1000).toFixed(1)} s`,
    );
    const calls: [string, string][] = [
      ['stats, 30 days', '/api/admin/stats?timeFilter=month'],
      ['stats, 365 days', '/api/admin/stats?timeFilter=year'],
      ['analytics, 30 days', '/api/admin/analytics?timeFilter=month'],
      ['analytics, 365 days', '/api/admin/analytics?timeFilter=year'],
      ['users, first page', '/api/admin/users'],
      ['users, a page halfway (keyset)', `/api/admin/users?cursor=${encodeURIComponent(middle.rows[0]?.cursor ?? '')}`],
      ['user search, one match', '/api/admin/users?q=persona4242%40'],
      ['user search, common text', '/api/admin/users?q=bench'],
    ];
    console.log(
      `\n   PostgreSQL ${version}; ${REQUESTS} requests each, one at a time (target p95 < ${TARGET_P95_MS} ms)`,
    );
    let met = true;
    for (const [name, url] of calls) {
      await timings(`${app.url}${url}`, token); // warm-up
      const { p50, p95 } = await timings(`${app.url}${url}`, token);
      met &&= p95 < TARGET_P95_MS;
      console.log(
        `   ${name.padEnd(32)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 < TARGET_P95_MS ? 'met' : 'NOT MET'}`,
      );
    }
    console.log(met ? '\nall targets met' : '\nsome targets not met');
  } finally {
    const exited = new Promise((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    await exited;
  }
}

await main();
