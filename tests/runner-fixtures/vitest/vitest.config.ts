import { defineConfig } from 'vitest/config';

// Test files that fail in each way a run can fail, to check what scripts/test-counts.mjs makes of the report.
export default defineConfig({ test: { root: import.meta.dirname, include: ['*.fixture.ts'] } });
