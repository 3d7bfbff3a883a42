import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts } from '../../scripts/test-counts.mjs';
import { projectRoot } from '../support/app-process.js';

const run = promisify(execFile);
const fixtures = path.join(projectRoot, 'tests', 'runner-fixtures');
let outputDir: string;

/** A run of the fixture files by the real runner, outside this run: its JSON report. */
async function report(command: string[], env: Record<string, string> = {}): Promise<unknown> {
  const file = path.join(outputDir, `${command[0]}-${Date.now()}.json`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  await run('npx', [...command, ...(command[0] === 'vitest' ? ['--reporter=json', `--outputFile=${file}`] : [])], {
    cwd: projectRoot,
    env: { ...inherited, FIXTURE_REPORT: file, ...env },
  }).catch(() => undefined);
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

beforeAll(async () => {
  outputDir = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-counts-'));
});
afterAll(async () => {
  await fs.rm(outputDir, { recursive: true, force: true });
});

// Each case runs Vitest or Playwright for real, a few seconds each on a busy machine.
describe('what npm test counts', { timeout: 120_000 }, () => {
  it('counts a Vitest file that does not load and a failing hook as failures, names the failed test, and counts the skipped', async () => {
    const counts = vitestCounts(await report(['vitest', 'run', '--config', `${fixtures}/vitest/vitest.config.ts`]));
    expect(counts).toMatchObject({ passed: 2, failed: 3, skipped: 2 });
    expect(counts?.problems.join('\n')).toMatch(/does-not-load\.fixture\.ts failed outside its tests/);
    expect(counts?.failedTests).toEqual([
      'tests/runner-fixtures/vitest/fails.fixture.ts > fails: AssertionError: expected 2 to be 3 // Object.is equality',
    ]);
  });

  it('counts a failing Playwright hook as a failure of the test it stopped, named with why, and the skipped tests', async () => {
    // What the journeys left in test-results/ (a failed journey's trace) outlives the fixture run.
    const journeyResult = path.join(projectRoot, 'test-results', `kept-${process.pid}`);
    await fs.mkdir(journeyResult, { recursive: true });
    const counts = playwrightCounts(await report(['playwright', 'test', '--config', `${fixtures}/playwright`]));
    const kept = await fs.stat(journeyResult).then(
      () => true,
      () => false,
    );
    await fs.rm(journeyResult, { recursive: true, force: true });
    expect(kept).toBe(true);
    expect(counts).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
      // Why, and where: a failure CI reports can be read without the run's files.
      failedTests: [
        'journeys.fixture.ts > a group whose set-up fails > cannot run: Error: the set-up fails (journeys.fixture.ts:7)',
      ],
      problems: [],
    });
  });

  it('counts a web server that does not start as a failure', async () => {
    const counts = playwrightCounts(
      await report(['playwright', 'test', '--config', `${fixtures}/playwright`], { FIXTURE_BROKEN_SERVER: '1' }),
    );
    expect(counts?.failed).toBe(1);
    expect(counts?.problems.join('\n')).toMatch(/web ?server/i);
  });
});
