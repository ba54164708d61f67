import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@arya/core';
import { defineEndpoint, isEndpoint, type Endpoint } from '@arya/core';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler as zodSerializer, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { addressKey } from '../src/http/client-address.ts';
import { registerEndpoint } from '../src/http/register-endpoint.ts';
import context from '../src/plugins/app/context.ts';
import limits from '../src/plugins/app/limits.ts';
import errorHandler from '../src/plugins/error-handler.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const ok = z.object({ ok: z.boolean() });
const entry = { summary: 'x', description: 'x', tags: [], response: ok } as const;

/** Declared on the entry only: the handlers below count nothing themselves. */
const slowEndpoint = defineEndpoint({ ...entry, name: 'slowOne', method: 'POST', path: '/api/v1/slow', access: 'member', limits: { perMember: { max: 2, windowSeconds: 60 }, concurrentPerMember: 1 } });
const guessEndpoint = defineEndpoint({
  ...entry,
  name: 'guess',
  method: 'POST',
  path: '/api/v1/guess',
  access: 'member',
  errors: ['AUTH_TOO_MANY_ATTEMPTS'],
  limits: { perMember: { max: 1, windowSeconds: 900, code: 'AUTH_TOO_MANY_ATTEMPTS' } },
});
const addressEndpoint = defineEndpoint({ ...entry, name: 'byAddress', method: 'GET', path: '/api/v1/by-address', access: 'public', limits: { perAddress: { max: 2, windowSeconds: 60 } } });

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
/** A call of the slow endpoint asked with `x-hold` waits for `held` (and says it started). */
let held: Promise<void> = Promise.resolve();
let heldStarted: () => void = () => undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'arya-limits-'));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-test-secret-test-secret-1234' });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodSerializer);
  await app.register(context, { config, database });
  await app.register(limits);
  await app.register(rateLimit, { max: 1000, timeWindow: 60_000, store: app.limits.Store, keyGenerator: (request) => addressKey(request.ip) });
  await app.register(errorHandler, { storageFailures: app.ctx.storageFailures });
  // The member a request names in a header stands for the session (the auth plugin is not under test).
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const id = this.headers['x-member'];
    return Promise.resolve(typeof id === 'string' ? ({ id, phoneVerified: true, role: 'member' } as never) : null);
  });
  registerEndpoint(app, slowEndpoint, async ({ request }) => {
    if (request.headers['x-hold']) {
      heldStarted();
      await held;
    }
    return { ok: true };
  });
  registerEndpoint(app, guessEndpoint, async () => ({ ok: true }));
  registerEndpoint(app, addressEndpoint, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (member: string, url: string) => app.inject({ method: 'POST', url, headers: { 'x-member': member } });

describe("an endpoint's declared limits", () => {
  it("refuses a member's second call while the first runs (not counted), frees the place once it is answered, then counts per member in the shared store", async () => {
    let open!: () => void;
    held = new Promise<void>((resolve) => (open = resolve));
    const started = new Promise<void>((resolve) => (heldStarted = resolve));
    const first = app.inject({ method: 'POST', url: '/api/v1/slow', headers: { 'x-member': 'ana', 'x-hold': '1' } });
    await started;
    expectError(await as('ana', '/api/v1/slow'), 429, 'RATE_LIMITED');
    // Another member is not held back by Ana's call.
    expect((await as('bob', '/api/v1/slow')).statusCode).toBe(200);
    open();
    expect((await first).statusCode).toBe(200);
    // The refused call cost nothing: one more of the two a minute goes through, then 429 with the wait.
    expect((await as('ana', '/api/v1/slow')).statusCode).toBe(200);
    const refused = await as('ana', '/api/v1/slow');
    expectError(refused, 429, 'RATE_LIMITED');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ details: { retryAfterSeconds: wait } });
    expect((await as('bob', '/api/v1/slow')).statusCode).toBe(200);
  });

  it('answers the code the limit declares', async () => {
    expect((await as('eve', '/api/v1/guess')).statusCode).toBe(200);
    expectError(await as('eve', '/api/v1/guess'), 429, 'AUTH_TOO_MANY_ATTEMPTS');
  });

  it('counts per address through @fastify/rate-limit, for this route alone', async () => {
    const from = (ip: string) => app.inject({ method: 'GET', url: '/api/v1/by-address', remoteAddress: ip });
    expect([(await from('198.51.100.7')).statusCode, (await from('198.51.100.7')).statusCode]).toEqual([200, 200]);
    const refused = await from('198.51.100.7');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the limits in the API document', () => {
  it('says each declared limit in words and in x-limits', async () => {
    const t = await createTestApp();
    try {
      const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { description: string; 'x-limits'?: unknown }>> };
      const limited = Object.values(core as Record<string, unknown>).filter((value): value is Endpoint => isEndpoint(value) && value.limits !== undefined);
      expect(limited.map((endpoint) => endpoint.name).sort()).toEqual(
        [
          'appealDecision',
          'blockMember',
          'cancelSubscription',
          'changePassword',
          'checkout',
          'courseToken',
          'createComment',
          'createIdea',
          'createPost',
          'createReply',
          'createReport',
          'downloadDataExport',
          'invoicePdf',
          'muteMember',
          'putBillingInformation',
          'recordConsent',
          'requestAccountDeletion',
          'requestDataExport',
          'retryFailedJob',
          'sharePost',
          'softwareDownload',
          'unblockMember',
          'unmuteMember',
          'updateComment',
          'updateIdea',
          'updateLicence',
          'updatePost',
          'updateReply',
        ].sort(),
      );
      for (const endpoint of limited) {
        const operation = document.paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
        expect(operation?.['x-limits'], endpoint.name).toEqual(endpoint.limits);
        const { perMember, perAddress } = endpoint.limits!;
        if (perMember) expect(operation?.description, endpoint.name).toContain(`at most ${perMember.max} per member every`);
        if (perAddress) expect(operation?.description, endpoint.name).toContain(`at most ${perAddress.max} per address every`);
      }
      expect(document.paths['/api/v1/payments/checkout']?.post?.description).toContain('Limits: at most 5 per member every 10 minutes;');
      // Operations sharing a budget say so.
      expect(document.paths['/api/v1/ideas']?.post?.description).toContain("at most 30 per member every hour (counted with the other operations of 'writing:publish') (then WRITING_LIMIT_REACHED)");
    } finally {
      await t.close();
    }
  });
});
