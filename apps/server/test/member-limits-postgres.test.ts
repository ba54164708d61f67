import { randomUUID } from 'node:crypto';
import { invoicePdfEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { newMember, pathOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Writes a server's counts of the last second to the shared counters now (each process does so every second). */
const shareCounts = (app: FastifyInstance) => (app.limits.Store as unknown as { flush(): Promise<void> }).flush();

describe.runIf(process.env.TEST_DATABASE_URL)('a per-member limit, two server processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestApp();
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url! });
    second = (await buildApp({ config: first.config, database: secondDatabase, webDistDir: '/nonexistent' })).app;
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it("holds across both: a member who spent half the limit on each is refused by either, another member is not", async () => {
    const max = invoicePdfEndpoint.limits!.perMember!.max;
    const member = await newMember(first);
    const pdf = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: pathOf(invoicePdfEndpoint, { invoiceId: randomUUID() }), headers: { cookie } });
    // Each call is counted, then answered: no such invoice.
    for (let index = 0; index < max / 2; index += 1) expect((await pdf(first.app, member.cookie)).statusCode).toBe(404);
    await shareCounts(first.app);
    for (let index = 0; index < max / 2; index += 1) expect((await pdf(second, member.cookie)).statusCode).toBe(404);
    await shareCounts(second);
    expectError(await pdf(second, member.cookie), 429, 'RATE_LIMITED');
    // The first process learns the second's calls when it next shares its own.
    await pdf(first.app, member.cookie);
    await shareCounts(first.app);
    expectError(await pdf(first.app, member.cookie), 429, 'RATE_LIMITED');
    const other = await newMember(first);
    expect((await pdf(second, other.cookie)).statusCode).toBe(404);
  });
});
