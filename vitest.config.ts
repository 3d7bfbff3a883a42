import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          globalSetup: ['tests/support/global-database.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          pool: 'forks',
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
