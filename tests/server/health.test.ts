import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { healthySchema } from '../../src/shared/schemas/health.js';
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
    expect(body).toEqual({ status: 'ok', database: inject('dbKind'), postgres: actual, version: '0.1.0' });
    expect(Number(body.postgres.split('.')[0])).toBeGreaterThanOrEqual(inject('dbKind') === 'embedded' ? 18 : 15);
  });
});
