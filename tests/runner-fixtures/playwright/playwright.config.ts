import { defineConfig } from '@playwright/test';

// Specs that fail in each way a run can fail, and a web server that cannot start (FIXTURE_BROKEN_SERVER).
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.fixture.ts',
  reporter: [['json', { outputFile: process.env.FIXTURE_REPORT }]],
  // Beside the report, not in the project's test-results/, which a run empties: a real journey's trace stays there.
  outputDir: `${process.env.FIXTURE_REPORT}-results`,
  ...(process.env.FIXTURE_BROKEN_SERVER
    ? { webServer: { command: 'node -e "process.exit(3)"', url: 'http://127.0.0.1:9/', timeout: 30_000 } }
    : {}),
});
