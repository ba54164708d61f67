import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // API test files each boot the real app on their own database; two at a time fit 2 cores.
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Migrates one database per run; each test file starts from a copy of it.
          globalSetup: ['apps/server/test/setup/template-database.ts'],
          // Each file builds its own app on its own database, so files can share a worker's module
          // cache: the app's modules are imported once per worker instead of once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Rules and helpers run in plain Node; only component tests (.test.tsx) pay for a DOM. They share
      // one module graph per worker (isolate: false): each file loaded core, date-fns and i18next again
      // for 1 to 3 s of import against milliseconds of tests. They touch no global without restoring it
      // in afterEach (vi.unstubAllGlobals, vi.useRealTimers) and reload what they mock (vi.resetModules);
      // they pass in any order (--sequence.shuffle.files).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'web-components', include: ['apps/web/src/**/*.test.tsx'], environment: 'jsdom' } },
    ],
  },
});
