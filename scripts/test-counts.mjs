// What a test run's JSON report counts, failures outside any test included (used by run-tests.mjs).

/** Vitest's JSON report: a file that failed with no failed test in it did not load or had a failing hook. */
export function vitestCounts(report) {
  if (!report) return undefined;
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
    problems: brokenFiles.map((file) => `${file.name} failed outside its tests: ${file.message}`),
  };
}

/** Playwright's JSON report: `errors` are failures outside any test (a file that did not load, the web server). */
export function playwrightCounts(report) {
  if (!report?.stats) return undefined;
  const errors = report.errors ?? [];
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors.length,
    skipped: report.stats.skipped,
    problems: errors.map((error) => `failed outside any test: ${error.message}`),
  };
}
