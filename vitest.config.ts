import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longest-first.js';

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          globalSetup: ['tests/support/global-database.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          pool: 'forks',
          // One process per worker reads the app's modules once, not once per file.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'node',
          include: ['src/web/**/*.test.ts'],
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
