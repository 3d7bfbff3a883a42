// What a test run's JSON report counts, failures outside any test included (used by run-tests.mjs).
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Why a test failed, in one line: its error's first line, and where in the test file when the runner says. */
function reason(message, location) {
  const first = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean);
  const where = location ? ` (${path.basename(location.file)}:${location.line})` : '';
  return first ? `: ${first.slice(0, 200)}${where}` : '';
}

/** Vitest's JSON report: a file that failed with no failed test in it did not load or had a failing hook. */
export function vitestCounts(report) {
  if (!report) return undefined;
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  const failedTests = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${path.relative(process.cwd(), file.name)} > ${test.fullName}${reason(test.failureMessages?.[0])}`,
      ),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
    failedTests,
    problems: brokenFiles.map((file) => `${file.name} failed outside its tests: ${file.message}`),
  };
}

/** Every test of a Playwright suite and of the suites inside it, with the titles that lead to it. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { file: spec.file, titles: [...here, spec.title], test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

/** Playwright's JSON report: `errors` are failures outside any test (a file that did not load, the web server). */
export function playwrightCounts(report) {
  if (!report?.stats) return undefined;
  const errors = report.errors ?? [];
  const failedTests = (report.suites ?? [])
    .flatMap((suite) => [...playwrightTests(suite)])
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ file, titles, test }) => {
      const name = [`${file} >`, titles.join(' > '), test.projectName && `[${test.projectName}]`].filter(Boolean);
      const error = test.results?.at(-1)?.errors?.[0];
      return `${name.join(' ')}${reason(error?.message, error?.location)}`;
    });
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors.length,
    skipped: report.stats.skipped,
    failedTests,
    problems: errors.map((error) => `failed outside any test: ${error.message}`),
  };
}
