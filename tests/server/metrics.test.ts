import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { migrationsApplied } from '../../src/server/db/migrate.js';
import { liveSchema, readySchema } from '../../src/shared/schemas/health.js';
import {
  call,
  createTestApp,
  errorBody,
  registerUser,
  type TestContext,
  workerDatabaseUrl,
} from '../support/test-app.js';

const TOKEN = 'metrics-token-for-the-tests';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of a sample line `name{labels} value` (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]] as const),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN', async () => {
    const none = await scrape();
    expect([none.statusCode, none.headers['www-authenticate']]).toEqual([401, 'Bearer realm="metrics"']);
    expect(errorBody.parse(none.json()).error.code).toBe('unauthorized');
    expect((await scrape('Bearer not-the-metrics-token-at-all')).statusCode).toBe(401);
    expect((await scrape(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('is off without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const answer = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('counts requests by route pattern and status, and tells the pool, the database, jobs, streams, mails and the process', async () => {
    const { token } = await registerUser(ctx.app);
    await call(ctx.app, 'GET', '/api/boxes', undefined, { token });
    await call(ctx.app, 'GET', '/api/boxes/987654321/events', undefined, { token });
    ctx.app.metrics.jobRan('trash-purge', 'done');
    ctx.app.metrics.jobRan('trash-purge', 'failed');

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(sample(text, 'korai_http_requests_total', { method: 'GET', route: '/api/boxes', status: '200' })).toBe(1);
    expect(sample(text, 'korai_http_requests_total', { route: '/api/boxes/:id/events', status: '404' })).toBe(1);
    expect(text).not.toContain('/api/boxes/987654321');
    expect(
      sample(text, 'korai_http_request_duration_seconds_count', { route: '/api/auth/register', status: '201' }),
    ).toBe(1);
    expect(sample(text, 'korai_http_request_duration_seconds_bucket', { route: '/api/boxes', le: '+Inf' })).toBe(1);
    for (const state of ['in_use', 'idle', 'waiting']) {
      expect(sample(text, 'korai_db_pool_connections', { state }), state).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'korai_database_up')).toBe(1);
    expect(sample(text, 'korai_heavy_jobs', { state: 'slots' })).toBe(1);
    expect(sample(text, 'korai_heavy_jobs', { state: 'running' })).toBe(0);
    expect(sample(text, 'korai_heavy_jobs', { state: 'queued' })).toBe(0);
    expect(sample(text, 'korai_job_runs_total', { job: 'trash-purge', outcome: 'done' })).toBe(1);
    expect(sample(text, 'korai_job_runs_total', { job: 'trash-purge', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'korai_ai_streams_open')).toBe(0);
    expect(sample(text, 'korai_mails_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'korai_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'korai_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('the probes', () => {
  it('say live, and ready once the database has every migration of this build', async () => {
    const live = await call(ctx.app, 'GET', '/api/health/live');
    expect([live.status, live.json(liveSchema)]).toEqual([200, { status: 'live' }]);
    const ready = await call(ctx.app, 'GET', '/api/health/ready');
    expect([ready.status, ready.json(readySchema)]).toEqual([200, { status: 'ready' }]);
  });

  it('do not call a database ready before its migrations, nor one whose last migration is missing', async () => {
    const url = new URL(await workerDatabaseUrl());
    const name = `korai_probe_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
    const empty = openDatabase(url.toString(), { max: 1 });
    try {
      expect(await migrationsApplied(empty)).toBe(false);
      expect(await migrationsApplied(ctx.db)).toBe(true);
      await empty.$client.query('CREATE SCHEMA drizzle');
      await empty.$client.query(
        'CREATE TABLE drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint)',
      );
      await empty.$client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, 1)', ['old']);
      expect(await migrationsApplied(empty)).toBe(false);
    } finally {
      await empty.$client.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  });
});
