import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';
import { JOURNEYS_METRICS_TOKEN } from './tests/support/journey-server';
import { sharedLocalhostCertificate } from './tests/support/localhost-certificate';

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once here so the test workers, which inherit it, find the server's database (see fixtures.ts).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `korai-e2e-${process.pid}`);
// The test push service's certificate, which the app under test trusts for its push requests (notifications.spec.ts).
process.env.E2E_PUSH_TLS_DIR ??= `${process.env.E2E_DATA_DIR}-push-tls`;
const pushServiceCertificate = sharedLocalhostCertificate(process.env.E2E_PUSH_TLS_DIR);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
/**
 * Journeys whose screens look and work the same at both sizes (their subject is a server feature, a file, a
 * protocol or the catalogues): they run at desktop size only. Everything a phone's layout or touch changes runs
 * at both sizes; Arabic at phone size is arabic.spec.ts.
 */
const sameAtEverySize = [
  // The screens have the same elements at both sizes (what a phone shows as an icon alone keeps its name), so axe
  // finds the same things; tap sizes at phone size are tap-targets.spec.ts's, and Lighthouse checks the landing
  // page and the boxes screen with a phone's settings.
  'accessibility.spec.ts',
  'admin.spec.ts',
  'api-tokens.spec.ts',
  'backup.spec.ts',
  // Sets its own phone size (the narrowest, 360 px).
  'date-fields.spec.ts',
  'help.spec.ts',
  'import.spec.ts',
  'languages.spec.ts',
  'limits.spec.ts',
  'load-failures.spec.ts',
  'notifications.spec.ts',
  'passkeys.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // A test.only left in the code would silently run alone: refused in CI.
  forbidOnly: process.env.CI === 'true',
  // Two journeys at a time: most of a journey is waiting for the app, so two keep a 2-core machine busy. Each
  // journey makes its own users, so none sees another's data.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  // A screen that waits for the API shows within a second on an idle machine; a busy 2-core one can take several.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/e2e.json' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', locale: 'it-IT' },
  projects: [
    { name: 'desktop', testIgnore: 'lighthouse.spec.ts', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'phone',
      testIgnore: ['lighthouse.spec.ts', ...sameAtEverySize],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions },
    },
    // Lighthouse brings its own phone emulation and starts its own Chromium, so it runs once, not per viewport.
    { name: 'lighthouse', testMatch: 'lighthouse.spec.ts', timeout: 180_000 },
  ],
  webServer: {
    command: 'node dist/node/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Stopped like `npm start` is, so the app stops its own PostgreSQL rather than leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs up from 127.0.0.1; each one gets its own forwarded address (see fixtures.ts) so the
      // limit of 10 sign-ups a minute per address is not what the suite measures.
      TRUST_PROXY: 'true',
      // One heavy job at a time, as on a 2-core machine by default, so a journey can hold the line (import.spec.ts).
      HEAVY_JOBS: '1',
      // So a journey can see the server's own count of heavy jobs (import.spec.ts holds the line, then waits for it).
      METRICS_TOKEN: JOURNEYS_METRICS_TOKEN,
      NODE_EXTRA_CA_CERTS: pushServiceCertificate.certFile,
    },
  },
});
