import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { installJobQueue } from '../../src/jobs/job-queue.ts';

/** Where each API test file copies its database from: made and migrated once per run. */
export type TemplateDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/**
 * Vitest global setup of the server project: migrates one database (the job queue's tables
 * included) and hands its copy to every test file (a PGlite data-folder dump, or a PostgreSQL
 * template database), so no file pays for initdb and migrations again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `arya_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await handle.migrate();
    await installJobQueue(handle);
    await handle.close();
    project.provide('templateDatabase', { kind: 'postgres', serverUrl, name });
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }

  const handle = await openDatabase({ kind: 'pglite', dir: null });
  await handle.migrate();
  // The job queue's tables too, which every app would otherwise create at start (a second on PGlite).
  await installJobQueue(handle);
  const dump = await (handle.dump as () => Promise<Buffer>)();
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'arya-template-'));
  const dumpFile = path.join(folder, 'pgdata.tar');
  writeFileSync(dumpFile, dump);
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
