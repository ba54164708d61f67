// Starts the built server on a fresh data folder, so every end-to-end run begins from the seed.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
await import('../../apps/server/dist/server.js');
