// Starts the built server on a fresh data folder, so every end-to-end run begins from the seed.
// With E2E_DATABASE_URL (a PostgreSQL server, as CI gives), it runs on a fresh database of that
// server named after its port instead of the embedded PGlite: the deployed setup, and faster on
// two cores (PGlite answers one query at a time for every journey running at once).
import { rmSync } from 'node:fs';
import pg from 'pg';

rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
const serverUrl = process.env.E2E_DATABASE_URL;
if (serverUrl) {
  const name = `arya_e2e_${process.env.PORT ?? 'server'}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import('../../apps/server/dist/server.js');
