export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test: its file and titles (and, for a journey, its project). */
  failedTests: string[];
  /** Failures outside any test, one sentence each. */
  problems: string[];
}

/** Counts of Vitest's JSON report (`--reporter=json`), or undefined without a report. */
export function vitestCounts(report: unknown): TestCounts | undefined;

/** Counts of Playwright's JSON report, or undefined without a report. */
export function playwrightCounts(report: unknown): TestCounts | undefined;
