/**
 * `npm run audit`: Lighthouse (mobile settings) on the landing page and on a signed-in user's boxes screen of the
 * built app, started here on its own embedded PostgreSQL. Prints the four scores of each page against the target
 * of 95 and the bytes the landing page transfers; exits 1 when a score is below the target.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, type LighthouseResult, runLighthouse } from '../tests/lighthouse/run-lighthouse.js';

const TARGET = 95;
const projectRoot = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitUntilUp(url: string, exited: Promise<unknown>) {
  const deadline = Date.now() + 120_000;
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  while (Date.now() < deadline && !stopped) {
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(stopped ? 'the app stopped while starting' : 'the app did not start within 2 minutes');
}

async function api<T>(url: string, method: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user with two boxes and an event, past the tutorial, as someone a few minutes in would be. */
async function newUser(base: string): Promise<string> {
  const { token } = await api<{ token: string }>(`${base}/api/auth/register`, 'POST', {
    email: `audit-${Date.now()}@example.com`,
    password: 'audit-password',
  });
  await api(`${base}/api/user/tutorial`, 'PATCH', { showTutorial: false }, token);
  const water = await api<{ id: string }>(`${base}/api/boxes`, 'POST', { name: 'Acqua', emoji: '💧' }, token);
  await api(`${base}/api/boxes`, 'POST', { name: 'Film', emoji: '🎬', trackingMode: 'descriptive' }, token);
  await api(`${base}/api/events/boxes/${water.id}/events`, 'POST', {}, token);
  return token;
}

function row(label: string, result: LighthouseResult): string {
  const cells = CATEGORIES.map((category) => {
    const score = result.scores[category] ?? 0;
    return `${String(score).padStart(3)}${score < TARGET ? ' !' : '  '}`.padEnd(15);
  });
  return `${label.padEnd(22)}${cells.join('')}`;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-audit-'));
const app = spawn(process.execPath, ['dist/node/server/main.js'], {
  cwd: projectRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => app.once('exit', resolve));

let failed = false;
try {
  await waitUntilUp(base, exited);
  const token = await newUser(base);
  console.log(`Lighthouse ${TARGET}+ target, mobile settings (emulated phone, simulated slow 4G and 4x slower CPU)\n`);
  console.log(`${'page'.padEnd(22)}${CATEGORIES.map((category) => category.padEnd(15)).join('')}`);
  const landing = await runLighthouse(`${base}/`);
  console.log(row('landing  /', landing));
  const boxes = await runLighthouse(`${base}/app`, { headers: { Authorization: `Bearer ${token}` } });
  console.log(row('boxes    /app', boxes));
  console.log(`\nlanding page transferred: ${(landing.transferredBytes / 1024).toFixed(1)} KiB (everything it loads)`);
  for (const [label, result] of [
    ['landing', landing],
    ['boxes', boxes],
  ] as const) {
    const low = CATEGORIES.filter((category) => (result.scores[category] ?? 0) < TARGET);
    if (!low.length) continue;
    failed = true;
    console.log(`\n${label} below ${TARGET} (!); points lost on:\n  ${result.shortfalls.join('\n  ')}`);
  }
} catch (error) {
  failed = true;
  console.error(`audit failed: ${(error as Error).message}`);
} finally {
  app.kill('SIGTERM');
  await exited;
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
