import { TERMS_VERSION, type CurrentUser } from '@arya/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSetCookie } from './helpers/http.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';
const PASSWORD = 'a-strong-password';

/** A request with exactly the headers given: no Origin unless one is passed. */
function raw(options: { method: 'POST' | 'PUT' | 'GET'; url: string; cookie?: string; body?: unknown; headers?: Record<string, string> }) {
  return t.app.inject({
    method: options.method,
    url: options.url,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}

function expectCrossSiteRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: expect.any(String) });
}

const profileStatus = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode;

describe('state-changing /api/v1 calls from elsewhere', () => {
  const refusedHeaders: [string, Record<string, string>][] = [
    ['no Origin nor Referer', {}],
    ['a foreign Origin', { origin: EVIL }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
    ['an Origin that only starts like ours', { origin: `${TEST_ORIGIN}.evil.example` }],
    ['our host on another scheme', { origin: TEST_ORIGIN.replace('http:', 'https:') }],
    ['the Vite dev origin outside development', { origin: 'http://localhost:5173' }],
    ['a foreign Referer and no Origin', { referer: `${EVIL}/page` }],
    ['a foreign Origin even with our Referer', { origin: EVIL, referer: `${TEST_ORIGIN}/auth` }],
  ];

  it.each(refusedHeaders)('refuses POST /api/v1/me/bootstrap with %s (403 CROSS_SITE_REQUEST), creating nothing', async (_label, headers) => {
    const { cookie } = await t.signUp();
    expectCrossSiteRefusal(await raw({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' }, headers }));
    expect(await profileStatus(cookie)).toBe(404);
  });

  it('refuses PUT /api/v1/me/language from a foreign origin and keeps the language', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } })).statusCode).toBe(200);
    for (const headers of [{ origin: EVIL }, {}] as Record<string, string>[]) {
      expectCrossSiteRefusal(await raw({ method: 'PUT', url: '/api/v1/me/language', cookie, body: { language: 'en' }, headers }));
    }
    const me = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect((me.json() as CurrentUser).defaultLanguage).toBe('fr');
  });

  it("passes with the site's Origin, or with the site's Referer when the browser sends no Origin", async () => {
    const first = await t.signUp();
    const viaOrigin = await raw({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: first.cookie, body: { language: 'en' }, headers: { origin: TEST_ORIGIN } });
    expect(viaOrigin.statusCode).toBe(200);
    expect(viaOrigin.json()).toMatchObject({ defaultLanguage: 'en' });

    const second = await t.signUp();
    const viaReferer = await raw({
      method: 'POST',
      url: '/api/v1/me/bootstrap',
      cookie: second.cookie,
      body: { language: 'fr' },
      headers: { referer: `${TEST_ORIGIN}/auth?next=%2F` },
    });
    expect(viaReferer.statusCode).toBe(200);
    const language = await raw({ method: 'PUT', url: '/api/v1/me/language', cookie: second.cookie, body: { language: 'en' }, headers: { origin: TEST_ORIGIN } });
    expect(language.json()).toMatchObject({ defaultLanguage: 'en' });
  });

  it('checks the origin before anything else, signed in or not', async () => {
    expectCrossSiteRefusal(await raw({ method: 'POST', url: '/api/v1/me/bootstrap', body: { language: 'fr' }, headers: { origin: EVIL } }));
  });

  it('lets foreign pages read public GET endpoints', async () => {
    const response = await raw({ method: 'GET', url: '/api/v1/config', headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });
});

describe('better-auth calls from elsewhere', () => {
  it('refuses a sign-in from a foreign origin without opening a session', async () => {
    const { email } = await t.signUp({ password: PASSWORD });
    const response = await raw({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password: PASSWORD }, headers: { origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(sessionSetCookie(response)).toBeUndefined();
    // The same sign-in from the site works.
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a cross-site form navigation that signs in (no Origin, Fetch Metadata only)', async () => {
    const { email } = await t.signUp({ password: PASSWORD });
    const response = await raw({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email, password: PASSWORD },
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(response.statusCode).toBe(403);
    expect(sessionSetCookie(response)).toBeUndefined();
  });

  it('refuses a sign-up from a foreign origin and creates no account', async () => {
    const email = 'planted@example.com';
    const response = await raw({ method: 'POST', url: '/api/auth/sign-up/email', body: { acceptedTerms: TERMS_VERSION, email, password: PASSWORD, name: 'Planted' }, headers: { origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a sign-out sent with the cookie from a foreign origin, and the session lives on', async () => {
    const { cookie } = await t.signUp();
    for (const headers of [{ origin: EVIL }, {}] as Record<string, string>[]) {
      const response = await raw({ method: 'POST', url: '/api/auth/sign-out', cookie, body: {}, headers });
      expect(response.statusCode).toBe(403);
    }
    expect(await profileStatus(cookie)).toBe(404); // still signed in (no profile yet), not 401
  });
});

describe('security headers', () => {
  it.each(['/api/v1/config', '/api/health', '/api/v1/nope', '/auth'])('are sent on %s', async (url) => {
    const response = await t.request({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).not.toContain('googletagmanager');
  });

  it('sends no HSTS and no upgrade-insecure-requests over plain http', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
