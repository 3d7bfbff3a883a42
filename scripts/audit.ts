/**
 * `npm run audit`: Lighthouse (mobile settings) on the landing page and on a signed-in user's boxes, goals, reports,
 * K-ORAI and settings screens of the built app, started here on its own embedded PostgreSQL, with a user who has 12
 * boxes. Each page (or those named: `npm run audit -- boxes`) is scored AUDIT_RUNS times (5 by default); the
 * medians are held against the targets, each printed with "met" or "not met", and the audit exits 1 when one is not
 * met. Each page's JavaScript is listed by file and by what fills it (dist/bundle-composition.json, from the build).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { quiet, reportLoadAfter, reportLoadBefore, verdict } from '../bench/quiet-machine.js';
import { startNodeFlags } from '../bench/start-flags.js';
import { CATEGORIES, type LighthouseResult, runLighthouse } from '../tests/lighthouse/run-lighthouse.js';

const SCORE_TARGET = 95;
const LCP_TARGET_MS = 2000;
const BLOCKING_TARGET_MS = 200;
/** JavaScript a screen loads before it answers its first input, compressed as it travels. */
const SCRIPT_TARGET_BYTES = 100 * 1024;
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
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

const BOXES = [
  ['Acqua', '💧', 'counter'],
  ['Caffè', '☕', 'counter'],
  ['Corsa', '🏃', 'descriptive'],
  ['Film', '🎬', 'descriptive'],
  ['Libri', '📚', 'descriptive'],
  ['Meditazione', '🧘', 'counter'],
  ['Palestra', '🏋️', 'counter'],
  ['Passeggiata', '🚶', 'counter'],
  ['Sonno', '😴', 'descriptive'],
  ['Frutta', '🍎', 'counter'],
  ['Musica', '🎵', 'descriptive'],
  ['Telefonate', '📞', 'counter'],
] as const;

/** A user with 12 boxes, some with events today, past the tutorial and the trial's welcome, as a daily user is. */
async function newUser(base: string): Promise<string> {
  const { token } = await api<{ token: string }>(`${base}/api/auth/register`, 'POST', {
    email: `audit-${Date.now()}@example.com`,
    password: 'audit-password',
  });
  await api(`${base}/api/user/tutorial`, 'PATCH', { showTutorial: false }, token);
  await api(`${base}/api/user/trial-welcome`, 'PUT', undefined, token);
  for (const [index, [name, emoji, trackingMode]] of BOXES.entries()) {
    const box = await api<{ id: string }>(`${base}/api/boxes`, 'POST', { name, emoji, trackingMode }, token);
    for (let event = 0; event < index % 4; event += 1) {
      const body = trackingMode === 'descriptive' ? { description: `${name} ${event + 1}` } : {};
      await api(`${base}/api/events/boxes/${box.id}/events`, 'POST', body, token);
    }
  }
  return token;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** One Lighthouse run; on a busy machine its trace is sometimes lost (NO_NAVSTART), which a second try mends. */
async function scoreOnce(url: string, headers?: Record<string, string>): Promise<LighthouseResult> {
  try {
    return await runLighthouse(url, headers ? { headers } : {});
  } catch (error) {
    console.log(`           (${(error as Error).message}; once more)`);
    return runLighthouse(url, headers ? { headers } : {});
  }
}

type Target = { label: string; met: boolean };

/** For each built JavaScript file, the bytes each package or app folder puts in it (written by the build). */
async function bundleComposition(): Promise<Record<string, Record<string, number>>> {
  const file = path.join(projectRoot, 'dist/bundle-composition.json');
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What one page's JavaScript is made of: its files, then the packages and app folders that fill them most. */
function printComposition(scripts: LighthouseResult['scripts'], composition: Record<string, Record<string, number>>) {
  const groups = new Map<string, number>();
  const files = [...scripts].sort((a, b) => b.transferredBytes - a.transferredBytes);
  console.log(`           its JavaScript, by file (compressed; the ${Math.min(files.length, 8)} largest):`);
  for (const [index, script] of files.entries()) {
    const file = new URL(script.url).pathname.replace(/^\//, '');
    if (index < 8) console.log(`             ${kib(script.transferredBytes).padStart(10)}  ${file}`);
    for (const [group, bytes] of Object.entries(composition[file] ?? {})) {
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
  }
  const rest = files.slice(8);
  if (rest.length) {
    const restBytes = rest.reduce((sum, script) => sum + script.transferredBytes, 0);
    console.log(`             ${kib(restBytes).padStart(10)}  ${rest.length} smaller files`);
  }
  const largest = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log('           made of (minified, before compression; the 10 largest):');
  for (const [group, bytes] of largest) console.log(`             ${kib(bytes).padStart(10)}  ${group}`);
}

/** Scores one page RUNS times and prints its medians against the targets. */
async function auditPage(
  label: string,
  url: string,
  headers: Record<string, string> | undefined,
  composition: Record<string, Record<string, number>>,
): Promise<Target[]> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await scoreOnce(url, headers));
  const asked = new URL(url).pathname;
  const scored = runs.map((result) => new URL(result.finalUrl).pathname);
  const performance = runs.map((result) => result.scores.performance ?? 0);
  const lcp = runs.map((result) => result.largestContentfulPaintMs);
  const blocking = runs.map((result) => result.totalBlockingTimeMs);
  const scriptBytes = runs.map((result) => result.scripts.reduce((sum, script) => sum + script.transferredBytes, 0));
  const medianPerformance = median(performance);
  const medianLcp = median(lcp);
  const medianBlocking = median(blocking);
  const medianScripts = median(scriptBytes);
  const targets: Target[] = [
    { label: `scored ${asked} itself (${[...new Set(scored)].join(', ')})`, met: scored.every((p) => p === asked) },
    {
      label: `performance ${medianPerformance} >= ${SCORE_TARGET} (runs ${performance.join(' ')})`,
      met: medianPerformance >= SCORE_TARGET,
    },
    {
      label: `largest contentful paint ${(medianLcp / 1000).toFixed(2)} s < ${LCP_TARGET_MS / 1000} s (runs ${lcp
        .map((ms) => (ms / 1000).toFixed(2))
        .join(' ')})`,
      met: medianLcp < LCP_TARGET_MS,
    },
    {
      label: `total blocking time ${Math.round(medianBlocking)} ms < ${BLOCKING_TARGET_MS} ms (runs ${blocking
        .map((ms) => Math.round(ms))
        .join(' ')})`,
      met: medianBlocking < BLOCKING_TARGET_MS,
    },
    {
      label: `JavaScript loaded with the page ${kib(medianScripts)} < ${kib(SCRIPT_TARGET_BYTES)} compressed`,
      met: medianScripts < SCRIPT_TARGET_BYTES,
    },
    ...CATEGORIES.filter((category) => category !== 'performance').map((category) => {
      const score = median(runs.map((result) => result.scores[category] ?? 0));
      return { label: `${category} ${score} >= ${SCORE_TARGET}`, met: score >= SCORE_TARGET };
    }),
  ];
  console.log(`\n${label}  ${url}  (median of ${RUNS} runs)`);
  for (const target of targets) console.log(`  ${verdict(target.met).padEnd(7)}  ${target.label}`);
  const transferred = median(runs.map((result) => result.transferredBytes));
  console.log(`           transferred ${kib(transferred)} (everything it loads)`);
  printComposition(runs[0]?.scripts ?? [], composition);
  if (targets.some((target) => !target.met)) {
    const worst = runs.reduce((a, b) => ((a.scores.performance ?? 0) <= (b.scores.performance ?? 0) ? a : b));
    console.log(`           points lost (worst run):\n             ${worst.shortfalls.join('\n             ')}`);
  }
  return targets;
}

await reportLoadBefore();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-audit-'));
const app = spawn(process.execPath, [...startNodeFlags(), 'dist/node/server/main.js'], {
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
  // The page itself is signed in by its cookie, as a browser's is; Chromium keeps a Cookie header only on the
  // page itself, so the bearer header signs in the requests the page makes.
  const signedIn = { Cookie: `korai_session=${token}`, Authorization: `Bearer ${token}` };
  console.log(
    `Lighthouse, mobile settings (emulated phone, simulated slow 4G, 4x slower CPU); a user with ${BOXES.length} boxes`,
  );
  const pages = [
    ['landing', `${base}/`, undefined],
    ['boxes', `${base}/app`, signedIn],
    ['goals', `${base}/goals`, signedIn],
    ['reports', `${base}/reports`, signedIn],
    ['K-ORAI', `${base}/korai`, signedIn],
    ['settings', `${base}/settings`, signedIn],
  ] as const;
  const composition = await bundleComposition();
  // `npm run audit -- boxes reports` scores only those pages.
  const asked = process.argv.slice(2);
  const targets: Target[] = [];
  for (const [label, url, headers] of pages) {
    if (!asked.length || asked.includes(label)) targets.push(...(await auditPage(label, url, headers, composition)));
  }
  const missed = targets.filter((target) => !target.met).length;
  if (quiet()) console.log(`\n${targets.length - missed} of ${targets.length} targets met`);
  else console.log(`\n${targets.length} targets not measured: machine busy`);
  reportLoadAfter();
  failed = missed > 0 && quiet();
} catch (error) {
  failed = true;
  console.error(`audit failed: ${(error as Error).message}`);
} finally {
  app.kill('SIGTERM');
  await exited;
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
