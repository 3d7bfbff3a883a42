import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from '@babel/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthySchema } from '../../src/shared/schemas/health.js';
import { alive, postmaster, projectRoot, type RunningApp, startApp, stopApp } from '../support/app-process.js';

/**
 * Korai as a server runs it: built, then installed without the development dependencies (`npm ci --omit=dev`),
 * started with `npm start`. It serves in production mode (JSON logs), and `npm run admin` works beside it, with no
 * TypeScript runner and no build tool.
 */
const MINUTES = 60_000;
const packageJson = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 8 * MINUTES });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Every package a built file imports: what the production install must provide. */
function importedPackages(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  const collect = (node: unknown, file: string) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as { type?: string; source?: { type?: string; value?: unknown }; [key: string]: unknown };
    const source =
      entry.type === 'ImportDeclaration' ||
      entry.type === 'ExportAllDeclaration' ||
      entry.type === 'ExportNamedDeclaration' ||
      entry.type === 'ImportExpression'
        ? entry.source
        : undefined;
    if (source?.type === 'StringLiteral' && typeof source.value === 'string') {
      const spec = source.value;
      if (!spec.startsWith('.') && !spec.startsWith('node:')) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
        if (!builtinModules.includes(name)) found.set(name, file);
      }
    }
    for (const [key, value] of Object.entries(entry)) {
      if (key === 'loc') continue;
      if (Array.isArray(value)) for (const child of value) collect(child, file);
      else if (value && typeof value === 'object') collect(value, file);
    }
  };
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(folder, file), 'utf8');
    collect(parse(code, { sourceType: 'module', createImportExpressions: true }).program, file);
  }
  return found;
}

let tree: string;
let dataDir: string;
let app: RunningApp | undefined;

beforeAll(() => {
  const built = run(process.execPath, ['scripts/build-if-needed.mjs'], projectRoot);
  if (built.status !== 0) throw new Error(`the build failed:\n${built.output}`);
  tree = fs.mkdtempSync(path.join(tmpdir(), 'korai-production-'));
  dataDir = path.join(tree, 'data');
  // What a server gets from a clone: the project's own files and its build, not the development tools.
  for (const entry of ['package.json', 'package-lock.json', 'scripts', 'src', 'drizzle', 'dist']) {
    fs.cpSync(path.join(projectRoot, entry), path.join(tree, entry), { recursive: true });
  }
  for (const file of ['vite.config.ts', 'tsconfig.json', 'tsconfig.server.json']) {
    fs.copyFileSync(path.join(projectRoot, file), path.join(tree, file));
  }
  const installed = run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], tree);
  if (installed.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${installed.output}`);
}, 12 * MINUTES);

afterAll(async () => {
  if (app) await stopApp(app);
  fs.rmSync(tree, { recursive: true, force: true });
});

describe('a production install', () => {
  it('imports, from its build, only production dependencies', () => {
    const imported = [
      ...importedPackages(path.join(projectRoot, 'dist', 'node')),
      ...importedPackages(path.join(projectRoot, 'dist', 'ssr')),
    ];
    const outside = imported.filter(([name]) => !(name in packageJson.dependencies));
    expect(outside).toEqual([]);
    // (TypeScript may still arrive, as an optional peer of i18next that npm installs anyway; nothing loads it.)
    for (const tool of ['tsx', 'vite', 'pino-pretty', 'drizzle-kit']) {
      expect(fs.existsSync(path.join(tree, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it("ships React's production build, even when built from a shell whose NODE_ENV is not production", () => {
    // Built above from the test runner, whose NODE_ENV is `test`.
    const assets = path.join(projectRoot, 'dist', 'web', 'assets');
    const scripts = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
    expect(scripts.filter((code) => code.includes('jsxDEV'))).toHaveLength(0);
    expect(scripts.some((code) => code.includes('Minified React error'))).toBe(true);
  });

  it('starts with npm start in production mode, migrates, serves, logs JSON and runs npm run admin', async () => {
    app = await startApp(dataDir, {
      cwd: tree,
      command: ['npm', 'start', '--silent'],
      env: { NODE_ENV: '', LOG_LEVEL: 'info' },
    });
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    const healthy = healthySchema.parse(await health.json());
    expect(healthy).toMatchObject({ status: 'ok', database: 'embedded' });
    expect(app.output()).not.toContain('Building Korai');

    const email = `production-${Date.now()}@example.com`;
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password-sicura' }),
    });
    expect(registered.status).toBe(201);
    // The request's line, as JSON: production logs, not the development's pretty ones (written once the
    // event loop is free, so looked for until it is there).
    const running = app;
    const requestLine = () =>
      running
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { route?: string; statusCode?: number })
        .find((line) => line.route === '/api/auth/register');
    await expect.poll(requestLine, { timeout: 10_000 }).toMatchObject({ statusCode: 201 });

    const admin = run('npm', ['run', '--silent', 'admin', '--', 'grant', email], tree, {
      ...process.env,
      NODE_ENV: '',
      DATA_DIR: dataDir,
    });
    expect(admin.output).toContain(`${email} is now an administrator`);
    expect(admin.status).toBe(0);

    // Stopped as a supervisor stops it: the server ends its own PostgreSQL and says so.
    const server = await postmaster(healthy.dataDirectory ?? '');
    await stopApp(app);
    app = undefined;
    // npm hands the signal on and ends at once; the server takes a moment to stop its PostgreSQL.
    await expect.poll(() => server !== undefined && !alive(server.pid), { timeout: 20_000 }).toBe(true);
    expect(running.output()).toContain('SIGTERM: finishing requests in flight, then stopping');
  });
});
