import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/**
 * The consent journey's server (the next port): a tag manager container configured, so the banner
 * shows there and nowhere else (the main server has none, so no other journey meets it).
 */
const CONSENT_PORT = PORT + 1;
export const CONSENT_BASE_URL = `http://localhost:${CONSENT_PORT}`;
const CONSENT_SPEC = 'consent.spec.ts';
/** The main server's translation provider: a fake DeepL (e2e/support/fake-deepl-server.ts) on the port after. */
const FAKE_DEEPL_PORT = PORT + 2;

/**
 * Whether this run may run the consent journey: no file filter (the whole suite), one naming it, or
 * its project asked for. Otherwise its server is not started (one spec run locally starts one server).
 */
function consentJourneyWanted(argv: readonly string[]): boolean {
  const valueOptions = new Set(['--project', '--workers', '-j', '--grep', '-g', '--grep-invert', '--reporter', '--config', '-c', '--output', '--retries', '--timeout', '--repeat-each', '--max-failures', '-x', '--shard', '--trace', '--update-snapshots', '-u']);
  const positional: string[] = [];
  const projects: string[] = [];
  const args = argv.slice(argv.indexOf('test') + 1);
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg === '--project') projects.push(args[(index += 1)] ?? '');
    else if (valueOptions.has(arg)) index += 1;
    else if (!arg.startsWith('-')) positional.push(arg);
  }
  if (projects.length > 0 && !projects.includes('consent')) return false;
  // Playwright reads each filter as a regular expression on the file's path.
  const consentPath = path.resolve('e2e', CONSENT_SPEC);
  const matches = (filter: string) => {
    try {
      return new RegExp(filter).test(consentPath);
    } catch {
      return consentPath.includes(filter);
    }
  };
  return positional.length === 0 || positional.some(matches);
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Pages are rendered by the server and hydrated: on 2 busy cores (two browsers and the server) a long journey needs more than 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
  projects: [
    { name: 'chromium', testIgnore: `**/${CONSENT_SPEC}`, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'consent', testMatch: `**/${CONSENT_SPEC}`, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: CONSENT_BASE_URL } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/fake-deepl-server.ts',
      port: FAKE_DEEPL_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_DEEPL_PORT: String(FAKE_DEEPL_PORT) },
    },
    {
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
        // Ideas are measured against the market simulator; a journey moves its prices (POST /api/v1/dev/market-prices).
        MARKET_PRICES: 'simulator',
        // Every text written is translated, as with DeepL configured; the demo's come translated by a person.
        DEEPL_API_KEY: 'e2e-key:fx',
        DEEPL_API_URL: `http://127.0.0.1:${FAKE_DEEPL_PORT}`,
      },
    },
    ...(consentJourneyWanted(process.argv)
      ? [
          {
            command: 'node e2e/support/start-server.mjs',
            url: `${CONSENT_BASE_URL}/api/health`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(CONSENT_PORT),
              PUBLIC_URL: CONSENT_BASE_URL,
              DATA_DIR: `test-results/e2e-data-${CONSENT_PORT}`,
              LOG_LEVEL: 'warn',
              NODE_ENV: 'test',
              // The tag manager as in production (refused outside tests); the journey answers its script itself.
              TAG_MANAGER_IN_TEST: 'true',
              TAG_MANAGER_ID_FR: 'GTM-E2ETEST',
              TAG_MANAGER_ID_EN: 'GTM-E2ETESTEN',
              RATE_LIMIT_API_MAX: '6000',
            },
          },
        ]
      : []),
  ],
});
