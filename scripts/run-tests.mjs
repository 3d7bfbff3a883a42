#!/usr/bin/env node
// `npm test`: the server tests (Vitest, real PostgreSQL), then the browser journeys (Playwright, Debian's
// Chromium) when a Chromium is there. Prints the skipped tests on a line of their own and each failure, with why, on a
// `failed: ` line, then ends with one line: `tests: N passed, N failed`. A failure is anything that went wrong: a
// failed test, a test file that would not load, a failing hook, an error outside any test, a web server that did
// not start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

const args = new Set(process.argv.slice(2));
const runServer = !args.has('--e2e-only');
const runBrowser = !args.has('--server-only');
/**
 * `--on-database-only`: the server tests whose subject is the database TEST_DATABASE_URL names, as CI's second pass
 * on PostgreSQL 15 runs them. The tests below start an embedded PostgreSQL of their own, or use none, and the web
 * app's unit tests use none: on another server they would run the very same thing again.
 */
const OWN_DATABASE_TESTS = [
  'tests/server/build-if-needed.test.ts',
  'tests/server/database-recovery.test.ts',
  'tests/server/embedded-process.test.ts',
  'tests/server/import-graph.test.ts',
  'tests/server/instance-backup.test.ts',
  'tests/server/node-versions.test.ts',
  'tests/server/production-tree.test.ts',
  'tests/server/root-install.test.ts',
  'tests/server/start-flags.test.ts',
  'tests/server/test-counts.test.ts',
];
const selection = args.has('--on-database-only')
  ? ['--project', 'server', ...OWN_DATABASE_TESTS.flatMap((file) => ['--exclude', file])]
  : [];
const outputDir = '.test-output';
fs.mkdirSync(outputDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line for each failure, repeated at the end where a long log's reader looks first. */
const failures = [];

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function fail(message) {
  console.error(message);
  failures.push(message);
  totals.failed += 1;
}

/** Adds one run's counts; a run that failed with no failure counted still counts as one, so it shows. */
function add(label, status, counts) {
  if (!counts) {
    fail(`${label}: no report was written, so the run counts as one failure.`);
    return;
  }
  for (const problem of counts.problems) console.error(`${label}: ${problem}`);
  failures.push(...counts.failedTests, ...counts.problems.map((problem) => `${label}: ${problem}`));
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  totals.failed += counts.failed;
  if (status !== 0 && counts.failed === 0) {
    fail(`${label} failed outside any test (see above), which counts as one failure.`);
  }
}

if (runServer) {
  const report = path.join(outputDir, 'server.json');
  fs.rmSync(report, { force: true });
  const status = run('npx', [
    'vitest',
    'run',
    ...selection,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  add('The server tests', status, vitestCounts(readJson(report)));
}

if (runBrowser) {
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    const message = `Browser journeys left out: no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH).`;
    if (process.env.CI === 'true') {
      fail(`${message} With CI=true this is a failure.`);
    } else {
      console.log(message);
    }
  } else if (run(process.execPath, ['scripts/build-if-needed.mjs']) !== 0) {
    fail('The build failed, so the browser journeys could not run.');
  } else {
    const report = path.join(outputDir, 'e2e.json');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'korai-e2e-'));
    fs.rmSync(report, { force: true });
    const status = run('npx', ['playwright', 'test'], { CHROME_PATH: chromium, E2E_DATA_DIR: dataDir });
    fs.rmSync(dataDir, { recursive: true, force: true });
    add('The browser journeys', status, playwrightCounts(readJson(report)));
  }
}

console.log(`skipped: ${totals.skipped}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
