import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import type { Clock } from '../../src/server/clock.js';
import { type Config, loadConfig } from '../../src/server/config.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { createDatabaseIfMissing } from '../../src/server/db/embedded.js';
import type { RenderLanding } from '../../src/server/http/landing-page.js';
import type { RenderSignedIn } from '../../src/server/http/signed-in-page.js';
import { loggerOptions } from '../../src/server/logger.js';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { type ParsedBody, parsedBody } from './answer.js';
import { databaseUrl } from './database-url.js';

export { errorBody } from './answer.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-06-15T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let workerDatabase: Promise<string> | undefined;

/** This worker's own database, cloned from the migrated template on first use. */
export function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const serverUrl = inject('dbServerUrl');
    const name = `${inject('dbTemplate')}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    await createDatabaseIfMissing(serverUrl, name, inject('dbTemplate'));
    return databaseUrl(serverUrl, name);
  })();
  return workerDatabase;
}

export interface TestContext {
  app: App;
  db: Database;
  clock: TestClock;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    clock?: TestClock;
    env?: Record<string, string>;
    webRoot?: string;
    renderLanding?: RenderLanding;
    renderSignedIn?: RenderSignedIn;
    logTo?: NodeJS.WritableStream;
    /** The level of the log written to `logTo`; trace (everything) by default. */
    logLevel?: 'info' | 'trace';
    /** Another PostgreSQL than the worker's database, used as an external one (DATABASE_URL). */
    databaseUrl?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const db = openDatabase(options.databaseUrl ?? (await workerDatabaseUrl()), { max: 5 });
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    db,
    config,
    clock,
    database: options.databaseUrl ? 'external' : inject('dbKind'),
    webRoot: options.webRoot,
    renderLanding: options.renderLanding,
    renderSignedIn: options.renderSignedIn,
    logger: options.logTo
      ? loggerOptions({ logLevel: options.logLevel ?? 'trace', production: true }, options.logTo)
      : false,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await db.$client.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Each call comes from its own address unless told otherwise, so per-address limits don't leak across tests. */
function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export interface CallOptions {
  token?: string;
  language?: string;
  from?: string;
  headers?: Record<string, string>;
}

/** An answer of the app: read a JSON body through the contract with `json(schema)`, anything else from `response`. */
export interface Answer extends ParsedBody {
  status: number;
  response: LightMyRequestResponse;
}

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const response = await app.inject({
    method,
    url,
    headers,
    remoteAddress: options.from ?? randomAddress(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return {
    status: response.statusCode,
    response,
    ...parsedBody(`${method} ${url}`, response.statusCode, response.body),
  };
}

export async function registerUser(app: App, email = uniqueEmail(), password = 'secret-password') {
  const answer = await call(app, 'POST', '/api/auth/register', { email, password });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.response.body}`);
  return { email, password, token: answer.json(tokenResponseSchema).token };
}
