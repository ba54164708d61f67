import type { PublicConfig } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Production refuses to start without an SMS provider (phone verification codes must be delivered). */
const TWILIO = { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000', TWILIO_AUTH_TOKEN: 'token', SMS_FROM: '+33700000000' };

let t: TestApp;
/** Google sign-in configured, dev outbox switched off. */
let configured: TestApp;
beforeAll(async () => {
  // One after the other: two apps booting at once compete for the CPU and time out under load.
  t = await createTestApp();
  configured = await createTestApp({ GOOGLE_CLIENT_ID: 'google-client-id', GOOGLE_CLIENT_SECRET: 'google-client-secret', DEV_OUTBOX: 'false' });
});
afterAll(async () => {
  await t.close();
  await configured.close();
});

describe('GET /api/health', () => {
  it('reports the server and its database up', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/v1/config', () => {
  it('offers no social sign-in by default and announces the dev outbox', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = response.json() as PublicConfig;
    expect(config.socialProviders).toEqual([]);
    expect(config.devOutbox).toBe(true);
    expect(config.publicUrl).toBe(t.config.publicUrl);
    expect(config.environment).toBe('test');
  });

  it('offers Google when its client id and secret are set, and never sends the secret', async () => {
    const response = await configured.request({ method: 'GET', url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    const config = response.json() as PublicConfig;
    expect(config.socialProviders).toEqual(['google']);
    expect(config.devOutbox).toBe(false);
    expect(response.body).not.toContain('google-client-secret');
  });
});

describe('OpenAPI', () => {
  it('serves the docs UI at /api/docs', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    if (response.statusCode === 200) {
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toMatch(/swagger/i);
    } else {
      expect([301, 302]).toContain(response.statusCode);
      const target = await t.request({ method: 'GET', url: new URL(String(response.headers.location), t.config.publicUrl).pathname });
      expect(target.statusCode).toBe(200);
    }
  });

  it('describes the API at /api/docs/json, including /api/v1/me', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toEqual(expect.any(String));
    expect(Object.keys(document.paths['/api/v1/me'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/v1/me/bootstrap'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/v1/me/language'] ?? {})).toContain('put');
    expect(document.paths).toHaveProperty('/api/health');
    expect(document.paths).toHaveProperty('/api/v1/config');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/v1/nope'],
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/v1/nope'],
    ['GET', '/api/auth/nope'],
    ['POST', '/api/auth/nope'],
  ] as const)('%s %s answers a JSON 404 { code: NOT_FOUND }', async (method, url) => {
    const response = await t.request({ method, url, ...(method === 'POST' ? { body: {} } : {}) });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers JSON 404, not the web page, to a known path with the wrong method', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/me/bootstrap' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/v1/dev/outbox', () => {
  it("is for this machine only: a request from another address gets the JSON 404, even in development", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '192.168.1.23' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('answers the messages when the outbox is on', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
  });

  it('is a JSON 404 when DEV_OUTBOX=false, even after an e-mail was sent', async () => {
    const { email } = await configured.signUp();
    const reset = await configured.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } });
    expect(reset.statusCode).toBe(200);
    for (const url of ['/api/v1/dev/outbox', `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`]) {
      const response = await configured.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(response.body).not.toContain(email);
    }
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 { status: degraded, database: down }', async () => {
    const { database } = configured;
    // The job queue stops first, as it does when the app closes: pg-boss's stop (failing back the jobs
    // in hand) waits on a database that is gone, and would hold the app's close past the hook's timeout.
    await configured.app.jobs.stop();
    await database.close();
    database.close = async () => {}; // already closed: afterAll must not close it twice
    const response = await configured.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', ...TWILIO });
  });
  afterAll(() => production.close());

  it.each(['/api/docs', '/api/docs/json', '/api/v1/dev/outbox'])('does not serve %s (JSON 404)', async (url) => {
    const response = await production.request({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the API docs when API_DOCS=true', async () => {
    const documented = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', API_DOCS: 'true', ...TWILIO });
    try {
      expect((await documented.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await documented.close();
    }
  });
});
