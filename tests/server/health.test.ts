import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../support/test-app.js';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reports the database in use, its version and the app version', async () => {
    const { status, body } = await call(ctx.app, 'GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      database: inject('dbKind'),
      postgres: expect.stringMatching(/^\d+\.\d+/),
      version: '0.1.0',
    });
    const major = Number(body.postgres.split('.')[0]);
    expect(major).toBe(inject('dbKind') === 'embedded' ? 18 : major);
    expect(major).toBeGreaterThanOrEqual(15);
  });
});
