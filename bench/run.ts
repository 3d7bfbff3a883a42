/**
 * `npm run bench`: throughput and latency of the tracking API on the embedded PostgreSQL 18 and on the
 * PostgreSQL named by BENCH_EXTERNAL_URL (default: the machine's PostgreSQL 15 on 127.0.0.1:5432).
 * Seeds its own users (a million events for one of them), starts the built app (as `npm start` runs it) and a
 * bare Fastify route as child processes, loads them with autocannon, floods the app with large imports and
 * restores (bench/flood-scenario.ts), and prints the figures with the targets beside them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { runMigrations } from '../src/server/db/migrate.js';
import { newSecretToken } from '../src/server/secrets.js';
import { floodScenario } from './flood-scenario.js';
import { koraiLatency } from './korai.js';
import { peakOf, postgresPssMb, rssMb } from './memory.js';
import { oneAtATime } from './one-at-a-time.js';
import { openLoop } from './open-loop.js';
import { reportLoadAfter, reportLoadBefore, verdict } from './quiet-machine.js';
import { BENCH_PASSWORD, RARE_TERM, type SeededUser, seedUsers } from './seed.js';
import { startNodeFlags } from './start-flags.js';

const projectRoot = path.resolve(import.meta.dirname, '..');
const HEAVY_EVENTS = Number(process.env.BENCH_HEAVY_EVENTS ?? 1_000_000);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** The app logs at the production default, so that what a log line costs is in the figures. */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** The users the growth figures compare: the cost of a tap and a year's statistics as a person's events grow. */
const GROWTH_EVENTS = [10_000, 100_000];
/** `BENCH_ONLY=korai` measures only K-ORAI's answers (seeding only the big user); `BENCH_ONLY=flood` only the flood. */
const ONLY_KORAI = process.env.BENCH_ONLY === 'korai';
const ONLY_FLOOD = process.env.BENCH_ONLY === 'flood';

interface Load {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `script` as JavaScript (the built app, as `npm start` runs it) or TypeScript (the bare server, through tsx). */
function spawnServer(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const flags = script.endsWith('.ts') ? ['--import', 'tsx'] : startNodeFlags();
  const child = spawn(process.execPath, [...flags, script], {
    cwd: projectRoot,
    // TRUST_PROXY: the flood's senders each come from an address of their own, as a botnet's would.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL, PORT: '0', TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    // The log is read (a pipe that nobody reads would stop the app) but kept only until the app listens.
    child.stdout?.on('data', (chunk) => {
      if (listening) return;
      output += chunk;
      const port = output.match(/(?:127\.0\.0\.1:|bare server on )(\d+)/)?.[1];
      if (port) {
        listening = true;
        resolve({ url: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(name: string, options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: LOAD_SECONDS, ...options });
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith('2'));
  if (failures.length)
    console.log(`   ${name}: answers other than 2xx: ${JSON.stringify(Object.fromEntries(failures))}`);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A write by as many people as connections, each on a connection of their own (one single-connection load per
 * person, all run together), with a fresh idempotency key per request as the web app sends. Requests per second
 * add up; the p50 given is the median of the people's p50s and the p99 the worst person's p99. The bare INSERT
 * is measured the same way, so the two figures compare.
 */
async function perPersonLoad(name: string, people: { url: string; token?: string }[]): Promise<Load> {
  const results = await Promise.all(
    people.map((person) =>
      autocannon({
        url: person.url,
        method: 'POST',
        connections: 1,
        duration: LOAD_SECONDS,
        idReplacement: true,
        body: '{}',
        headers: {
          ...(person.token ? { authorization: `Bearer ${person.token}` } : {}),
          'content-type': 'application/json',
          'idempotency-key': '[<id>]',
        },
      }),
    ),
  );
  const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

/** `count` requests to `url`, one at a time; a POST is a tap with a fresh idempotency key each, as the app sends. */
function timings(url: string, headers: Record<string, string>, count: number, method: 'GET' | 'POST' = 'GET') {
  return oneAtATime(
    () =>
      method === 'GET'
        ? { url, headers }
        : {
            url,
            method,
            headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
            body: '{}',
          },
    count,
  );
}

/** A session made straight in the database, as a sign-in would make it (sign-ins are rate-limited per address). */
async function sessionFor(client: pg.Client, userId: string): Promise<string> {
  const { token, hash } = newSecretToken();
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, remember_me, expires_at) VALUES ($1, $2, true, now() + interval '1 day')`,
    [userId, hash],
  );
  return token;
}

async function login(appUrl: string, email: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, rememberMe: true }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The figures a person sees as their events grow: one tap, and a year's statistics, one request at a time. */
async function growthFigures(appUrl: string, users: { events: number; user: SeededUser; token: string }[]) {
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `\n   ${'events'.padEnd(12)} ${'tap p50 / p95 ms'.padStart(18)} ${'365-day stats p50 / p95 ms'.padStart(28)}`,
  );
  for (const { events, user, token } of users) {
    const auth = { authorization: `Bearer ${token}` };
    const tap = await timings(`${appUrl}/api/events/boxes/${user.boxIds[0]}/events`, auth, 100, 'POST');
    const year = await timings(`${appUrl}/api/stats?startDate=${yearAgo}&endDate=${today}`, auth, 50);
    const pair = (figures: { p50: number; p95: number }) => `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)}`;
    console.log(`   ${events.toLocaleString('en').padEnd(12)} ${pair(tap).padStart(18)} ${pair(year).padStart(28)}`);
  }
}

/** Three accounts that flood, and the person who taps, lists and signs in meanwhile (in a counter box). */
async function floodParticipants(client: pg.Client, db: Database, prefix: string) {
  const users = await seedUsers(client, db, `${prefix}-flood`, 4, 100);
  const tokens: string[] = [];
  for (const user of users) tokens.push(await sessionFor(client, user.id));
  const person = users[3];
  const token = tokens[3];
  if (!person || !token) throw new Error('seeding made no flood users');
  return {
    senders: tokens.slice(0, 3),
    person: { token, boxId: person.boxIds[0] ?? 0, email: person.email, password: BENCH_PASSWORD },
  };
}

/** `BENCH_ONLY=flood`: the flood alone, on a database with nothing else in it. */
async function floodOnly(label: string, databaseUrl: string) {
  console.log(`\n== ${label}: the flood alone`);
  const db = openDatabase(databaseUrl, { max: 2 });
  await runMigrations(db);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const participants = await floodParticipants(client, db, `bench-${Date.now()}`);
  await db.$client.end();
  await client.end();
  const app = await spawnServer('dist/node/server/main.js', { DATABASE_URL: databaseUrl });
  try {
    await floodScenario({ appUrl: app.url, databaseUrl, ...participants });
  } finally {
    await stopServer(app.child);
  }
}

const mb = (value: number | undefined) => (value === undefined ? 'unknown' : `${Math.round(value)} MB`);

async function benchDatabase(label: string, databaseUrl: string, postmasterPid?: () => Promise<number | undefined>) {
  const seeding = ONLY_KORAI
    ? `1 user x ${HEAVY_EVENTS.toLocaleString('en')} events`
    : `8 users x 20,000 events, ${CONNECTIONS} x 500, 1 user x ${HEAVY_EVENTS.toLocaleString('en')} events`;
  console.log(`\n== ${label}: seeding (${seeding})`);
  const db = openDatabase(databaseUrl, { max: 2 });
  await runMigrations(db);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seededAt = Date.now();
  const prefix = `bench-${Date.now()}`;
  const light = await seedUsers(client, db, `${prefix}-light`, ONLY_KORAI ? 1 : 8, ONLY_KORAI ? 10 : 20_000);
  const tappers = ONLY_KORAI ? [] : await seedUsers(client, db, `${prefix}-tap`, CONNECTIONS, 500);
  const flooding = ONLY_KORAI ? undefined : await floodParticipants(client, db, prefix);
  const tapperTokens: string[] = [];
  for (const tapper of tappers) tapperTokens.push(await sessionFor(client, tapper.id));
  const [heavy] = await seedUsers(client, db, `${prefix}-heavy`, 1, HEAVY_EVENTS);
  const growth: { events: number; user: SeededUser; token: string }[] = [];
  if (!ONLY_KORAI) {
    for (const events of GROWTH_EVENTS) {
      const [user] = await seedUsers(client, db, `${prefix}-growth-${events}`, 1, events);
      if (user) growth.push({ events, user, token: await sessionFor(client, user.id) });
    }
    if (heavy) growth.push({ events: HEAVY_EVENTS, user: heavy, token: await sessionFor(client, heavy.id) });
  }
  await db.$client.end();
  const version =
    (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? '?';
  await client.end();
  console.log(`   seeded in ${((Date.now() - seededAt) / 1000).toFixed(0)} s (PostgreSQL ${version})`);
  const firstLight = light[0];
  if (!heavy || !firstLight) throw new Error('seeding made no users');

  const app = await spawnServer('dist/node/server/main.js', { DATABASE_URL: databaseUrl });
  const bare = await spawnServer('bench/bare-server.ts', { DATABASE_URL: databaseUrl });
  try {
    const token = await login(app.url, firstLight.email);
    const heavyToken = await login(app.url, heavy.email);
    const appPid = app.child.pid ?? 0;
    const idleRss = await rssMb(appPid);
    const korai = await koraiLatency(app.url, heavyToken, Number(process.env.BENCH_KORAI_ROUNDS ?? 10));
    const koraiTargets = [
      {
        name: `${HEAVY_EVENTS.toLocaleString('en')} events: K-ORAI first token p95 (p50 ${korai.firstToken.p50.toFixed(1)} ms)`,
        value: `${korai.firstToken.p95.toFixed(1)} ms`,
        target: '< 300 ms',
        met: korai.firstToken.p95 < 300,
      },
      {
        name: `${HEAVY_EVENTS.toLocaleString('en')} events: K-ORAI complete answer p95 (p50 ${korai.complete.p50.toFixed(1)} ms)`,
        value: `${korai.complete.p95.toFixed(1)} ms`,
        target: '< 500 ms',
        met: korai.complete.p95 < 500,
      },
    ];
    console.log('');
    for (const { name, value, target, met } of koraiTargets) {
      console.log(`   ${name}: ${value} (target ${target}): ${verdict(met)}`);
    }
    for (const { question, p50 } of korai.slowest) console.log(`     slowest: ${question} (p50 ${p50.toFixed(1)} ms)`);
    if (ONLY_KORAI) return;
    const auth = { authorization: `Bearer ${token}` };
    const results: Load[] = [];
    // The same people, boxes and connections as the taps, so the two loads differ only in what the app adds.
    results.push(
      await perPersonLoad(
        'bare INSERT (no auth)',
        tappers.map((tapper) => ({ url: `${bare.url}/users/${tapper.id}/boxes/${tapper.boxIds[0]}/events` })),
      ),
    );
    const appPeak = peakOf(() => rssMb(appPid));
    const postgresPeak = peakOf(async () => {
      const pid = await postmasterPid?.();
      return pid ? postgresPssMb(pid) : undefined;
    });
    results.push(
      await perPersonLoad(
        'counter tap (POST event)',
        tappers.map((tapper, index) => ({
          url: `${app.url}/api/events/boxes/${tapper.boxIds[0]}/events`,
          token: tapperTokens[index],
        })),
      ),
    );
    results.push(await load('list boxes', { url: `${app.url}/api/boxes`, headers: auth }));
    results.push(await load('goals on the box cards', { url: `${app.url}/api/goals/cards`, headers: auth }));
    const loadRss = await appPeak.stop();
    const loadPss = await postgresPeak.stop();
    results.push(await load('search "corsa"', { url: `${app.url}/api/events/search?q=corsa`, headers: auth }));
    results.push(await load('stats, 30 days', { url: `${app.url}/api/stats`, headers: auth }));

    const heavyAuth = { authorization: `Bearer ${heavyToken}` };
    const rare = await timings(`${app.url}/api/events/search?q=${RARE_TERM}`, heavyAuth, 200);
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const year = await timings(`${app.url}/api/stats?startDate=${yearAgo}&endDate=${today}`, heavyAuth, 100);
    const correlations = await timings(`${app.url}/api/reports/correlations`, heavyAuth, 50);
    const boxYear = await timings(`${app.url}/api/boxes/${heavy.boxIds[0]}/year`, heavyAuth, 100);
    const goalsList = await timings(`${app.url}/api/goals`, auth, 100);

    const bareRps = results[0]?.rps ?? 1;
    const tap = results[1];
    // At half the rate the bare INSERT saturates at: busy, with room left, as a server is meant to run.
    const offered = Math.max(1, Math.round(bareRps / 2));
    const tapOpen = await openLoop(offered, LOAD_SECONDS, (index) => {
      const at = index % tappers.length;
      return {
        url: `${app.url}/api/events/boxes/${tappers[at]?.boxIds[0]}/events`,
        method: 'POST',
        headers: {
          authorization: `Bearer ${tapperTokens[at]}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: '{}',
      };
    });
    const listOpen = await openLoop(offered, LOAD_SECONDS, () => ({ url: `${app.url}/api/boxes`, headers: auth }));
    // The database's own floor at that rate: what a commit costs on this machine's disk, with nothing of the app.
    const bareOpen = await openLoop(offered, LOAD_SECONDS, (index) => {
      const tapper = tappers[index % tappers.length];
      return { url: `${bare.url}/users/${tapper?.id}/boxes/${tapper?.boxIds[0]}/events`, method: 'POST' };
    });
    console.log(
      `\n   ${'scenario'.padEnd(28)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors`,
    );
    for (const row of results) {
      console.log(
        `   ${row.name.padEnd(28)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${row.errors}`,
      );
    }
    console.log(
      `\n   open loop at ${offered} req/s (half the bare INSERT's rate), answered req/s, p50 / p99 ms, errors:`,
    );
    for (const [name, figures] of [
      ['bare INSERT (no auth)', bareOpen],
      ['counter tap', tapOpen],
      ['list boxes', listOpen],
    ] as const) {
      console.log(
        `   ${name.padEnd(28)} ${String(figures.answered).padStart(7)} ${figures.p50.toFixed(1).padStart(7)} ${figures.p99.toFixed(1).padStart(7)} ${figures.errors}`,
      );
    }
    await growthFigures(app.url, growth);
    const percentOfBare = (load: Load | undefined) => Math.round(((load?.rps ?? 0) / bareRps) * 100);
    const ratio = percentOfBare(tap);
    const boxesRatio = percentOfBare(results[2]);
    const goalsRatio = percentOfBare(results[3]);
    const millions = `${HEAVY_EVENTS.toLocaleString('en')} events`;
    const targets = [
      { name: 'counter tap / bare INSERT', value: `${ratio}%`, target: '>= 60%', met: ratio >= 60 },
      {
        name: `counter tap p99, open loop at ${offered} req/s (bare INSERT: ${bareOpen.p99.toFixed(1)} ms)`,
        value: `${tapOpen.p99.toFixed(1)} ms`,
        target: '< 50 ms',
        met: tapOpen.p99 < 50 && !tapOpen.errors,
      },
      { name: 'list boxes / bare INSERT', value: `${boxesRatio}%`, target: '>= 100%', met: boxesRatio >= 100 },
      {
        name: `list boxes p99, open loop at ${offered} req/s`,
        value: `${listOpen.p99.toFixed(1)} ms`,
        target: '< 30 ms',
        met: listOpen.p99 < 30 && !listOpen.errors,
      },
      {
        name: 'goals on the box cards / bare INSERT',
        value: `${goalsRatio}%`,
        target: '>= 100%',
        met: goalsRatio >= 100,
      },
      {
        name: `${millions}: rare-term search p95 (p50 ${rare.p50.toFixed(1)} ms)`,
        value: `${rare.p95.toFixed(1)} ms`,
        target: '< 5 ms',
        met: rare.p95 < 5,
      },
      {
        name: `${millions}: 365-day statistics p50 (p95 ${year.p95.toFixed(1)} ms)`,
        value: `${year.p50.toFixed(1)} ms`,
        target: '< 20 ms',
        met: year.p50 < 20,
      },
      {
        name: `${millions}: correlations of 365 days p50 (p95 ${correlations.p95.toFixed(1)} ms)`,
        value: `${correlations.p50.toFixed(1)} ms`,
        target: '< 100 ms',
        met: correlations.p50 < 100,
      },
      {
        name: `${millions}: a box's streaks and year p50 (p95 ${boxYear.p95.toFixed(1)} ms)`,
        value: `${boxYear.p50.toFixed(1)} ms`,
        target: '< 20 ms',
        met: boxYear.p50 < 20,
      },
      {
        name: `the goals screen, 5 goals of a year with 20,000 events, p50 (p95 ${goalsList.p95.toFixed(1)} ms)`,
        value: `${goalsList.p50.toFixed(1)} ms`,
        target: '< 20 ms',
        met: goalsList.p50 < 20,
      },
      { name: 'app RSS, idle', value: mb(idleRss), target: '< 150 MB', met: (idleRss ?? Infinity) < 150 },
      {
        name: `app RSS, peak under ${CONNECTIONS} connections`,
        value: mb(loadRss),
        target: '< 250 MB',
        met: (loadRss ?? Infinity) < 250,
      },
      ...(postmasterPid
        ? [
            {
              name: `PostgreSQL PSS, peak under ${CONNECTIONS} connections`,
              value: mb(loadPss),
              target: '< 150 MB',
              met: (loadPss ?? Infinity) < 150,
            },
          ]
        : []),
    ];
    console.log('');
    for (const { name, value, target, met } of targets) {
      console.log(`   ${name}: ${value} (target ${target}): ${verdict(met)}`);
    }
    if (flooding) await floodScenario({ appUrl: app.url, databaseUrl, ...flooding });
  } finally {
    await stopServer(app.child);
    await stopServer(bare.child);
  }
}

await reportLoadBefore();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-bench-'));
const embedded = await startEmbeddedPostgres({ dataDir });
try {
  const clusterPid = async () =>
    Number((await fs.readFile(path.join(embedded.clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]) || undefined;
  if (ONLY_FLOOD) await floodOnly('embedded PostgreSQL', embedded.url());
  else await benchDatabase('embedded PostgreSQL', embedded.url(), clusterPid);
} finally {
  await embedded.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

const externalServer = process.env.BENCH_EXTERNAL_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const externalDatabase = `korai_bench_${process.pid}`;
try {
  await createDatabaseIfMissing(externalServer, externalDatabase);
  const url = new URL(externalServer);
  url.pathname = `/${externalDatabase}`;
  if (ONLY_FLOOD) await floodOnly('external PostgreSQL', url.toString());
  else await benchDatabase('external PostgreSQL', url.toString());
} catch (error) {
  console.log(`\n== external PostgreSQL at ${externalServer} not benchmarked: ${(error as Error).message}`);
} finally {
  const client = new pg.Client({ connectionString: externalServer });
  await client.connect().then(
    () => client.query(`DROP DATABASE IF EXISTS ${externalDatabase} WITH (FORCE)`).finally(() => client.end()),
    () => undefined,
  );
}
reportLoadAfter();
