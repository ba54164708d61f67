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
      // Rules and helpers run in plain Node; only component tests (.test.tsx) pay for a DOM.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web-components', include: ['apps/web/src/**/*.test.tsx'], environment: 'jsdom' } },
    ],
  },
});
