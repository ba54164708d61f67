/**
 * Lints the API's OpenAPI document with Spectral (`spectral:oas`, .spectral.yaml): builds the app
 * on an in-memory database, asks it for `/api/docs/json` without opening a port, writes the answer
 * to a temporary file and fails on any error or warning.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'arya-openapi-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir });
  const database = await openDatabase({ kind: 'pglite', dir: null });
  // Features write their reference data when they start (the instruments): the tables must be there.
  await database.migrate();
  const { app } = await buildApp({ config, database });
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  await app.close();
  await database.close();
  if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, answer.body);
  const spectral = spawnSync('spectral', ['lint', file, '--ruleset', '.spectral.yaml', '--fail-severity=warn', ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = spectral.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
