import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../src/server/db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { freePort } from '../../src/server/db/postgres-process.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { degradedSchema, healthySchema } from '../../src/shared/schemas/health.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';

/** A PostgreSQL of its own, given to the app as an external server (DATABASE_URL), that the test stops and starts. */
let dataDir: string;
let port: number;
let server: EmbeddedPostgres | undefined;
let ctx: TestContext;
const startServer = async () => {
  server = await startEmbeddedPostgres({ dataDir, port, ephemeral: true });
  return server;
};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-external-'));
  port = await freePort();
  const url = (await startServer()).url();
  const migrator = openDatabase(url, { max: 2 });
  await runMigrations(migrator);
  await migrator.$client.end();
  ctx = await createTestApp({ databaseUrl: url });
});
afterAll(async () => {
  await ctx?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('an external PostgreSQL that goes away and comes back', () => {
  it('makes the app answer 503 while it is down and serve again once it is back, without a restart', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await call(ctx.app, 'POST', '/api/boxes', { name: 'Acqua', emoji: '💧' }, { token })).status).toBe(201);

    await server?.stop();
    const boxes = await call(ctx.app, 'GET', '/api/boxes', undefined, { token, language: 'en' });
    expect(boxes.status).toBe(503);
    expect(boxes.response.headers['retry-after']).toBe('5');
    expect(boxes.json(errorBody)).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The database is unavailable right now. Please try again in a few seconds.',
      },
    });
    const health = await call(ctx.app, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.json(degradedSchema)).toEqual({
      status: 'degraded',
      database: { kind: 'external', state: 'down', reason: 'ECONNREFUSED' },
      version: '0.1.0',
      pool: expect.objectContaining({ waiting: 0, heavyWork: expect.objectContaining({ running: 0, queued: 0 }) }),
    });

    await startServer();
    const again = await call(ctx.app, 'GET', '/api/boxes', undefined, { token });
    expect(again.status).toBe(200);
    expect(again.json(z.array(boxSchema)).map((box) => box.name)).toEqual(['Acqua']);
    expect((await call(ctx.app, 'GET', '/api/health')).json(healthySchema)).toMatchObject({
      status: 'ok',
      database: 'external',
    });
  });
});
