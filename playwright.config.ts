import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `test-results/e2e-${PORT}`,
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: `test-results/e2e-data-${PORT}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_AUTH_MAX: '500',
      // Every test browser sends from 127.0.0.1: the per-address SMS limit would stop the run, and
      // the per-address request budget (API and pages) is shared by both workers' journeys.
      SMS_MAX_PER_IP_PER_HOUR: '10000',
      RATE_LIMIT_API_MAX: '6000',
      // Short enough for a journey to see a code expire; long enough for every other to type it.
      PHONE_CODE_VALIDITY_SECONDS: '30',
      // The upgrade entry (spec 1 §2): shown to French members holding a Pro licence (the premium demo member).
      FEATURE_UPGRADE: 'true',
    },
  },
});
