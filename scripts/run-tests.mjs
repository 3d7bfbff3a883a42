#!/usr/bin/env node
// `npm test`: the server tests (Vitest, real PostgreSQL), then the browser journeys (Playwright, Debian's
// Chromium) when a Chromium is there. Ends with one line: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const runServer = !args.has('--e2e-only');
const runBrowser = !args.has('--server-only');
const outputDir = '.test-output';
fs.mkdirSync(outputDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
let broken = false;

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

if (runServer) {
  const report = path.join(outputDir, 'server.json');
  fs.rmSync(report, { force: true });
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`]);
  const json = readJson(report);
  if (json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  }
  if (status !== 0 || !json) broken = true;
}

if (runBrowser) {
  const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    const message = `Browser journeys left out: no Chromium at ${chromium} (install Debian's chromium or set CHROME_PATH).`;
    if (process.env.CI === 'true') {
      console.error(`${message} With CI=true this is a failure.`);
      broken = true;
      totals.failed += 1;
    } else {
      console.log(message);
    }
  } else if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('The build failed, so the browser journeys could not run.');
    broken = true;
    totals.failed += 1;
  } else {
    const report = path.join(outputDir, 'e2e.json');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'korai-e2e-'));
    fs.rmSync(report, { force: true });
    const status = run('npx', ['playwright', 'test'], { CHROME_PATH: chromium, E2E_DATA_DIR: dataDir });
    fs.rmSync(dataDir, { recursive: true, force: true });
    const stats = readJson(report)?.stats;
    if (stats) {
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
    }
    if (status !== 0 || !stats) broken = true;
  }
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
