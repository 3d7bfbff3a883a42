import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { healthySchema, notReadySchema, saturatedSchema } from '../../src/shared/schemas/health.js';
import { call, createTestApp, type TestContext } from '../support/test-app.js';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reports the database in use, the version its server really has, and the app version', async () => {
    const { rows } = await ctx.db.$client.query<{ server_version: string }>('SHOW server_version');
    const actual = rows[0]?.server_version.split(' ')[0];
    const { status, json } = await call(ctx.app, 'GET', '/api/health');
    expect(status).toBe(200);
    const body = json(healthySchema);
    expect(body).toEqual({
      status: 'ok',
      database: inject('dbKind'),
      postgres: actual,
      version: '0.1.0',
      pool: {
        size: 5,
        open: expect.any(Number),
        idle: expect.any(Number),
        waiting: 0,
        heavyWork: { slots: 1, running: 0, queued: 0, pool: { size: 1, open: 0, idle: 0, waiting: 0 } },
      },
    });
    expect(Number(body.postgres.split('.')[0])).toBeGreaterThanOrEqual(inject('dbKind') === 'embedded' ? 18 : 15);
  });

  it('says "saturated" with the figures at once while every connection is busy and queries wait', async () => {
    const taken: pg.PoolClient[] = [];
    for (let index = 0; index < 5; index++) taken.push(await ctx.db.$client.connect());
    const waiting = ctx.db.$client.query('SELECT 1');
    try {
      const started = performance.now();
      const answer = await call(ctx.app, 'GET', '/api/health');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(answer.status).toBe(503);
      expect(answer.response.headers['retry-after']).toBe('1');
      expect(answer.json(saturatedSchema)).toMatchObject({
        status: 'saturated',
        database: inject('dbKind'),
        pool: { size: 5, open: 5, idle: 0, waiting: 1 },
      });
      // The readiness probe says so too, at once, rather than calling the database unreachable after a wait.
      const ready = await call(ctx.app, 'GET', '/api/health/ready');
      expect([ready.status, ready.json(notReadySchema)]).toEqual([503, { status: 'not_ready', reason: 'saturated' }]);
    } finally {
      for (const client of taken) client.release();
      await waiting;
    }
    expect((await call(ctx.app, 'GET', '/api/health')).status).toBe(200);
  });
});
