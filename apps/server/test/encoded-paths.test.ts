import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, storedPostsOf, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

/**
 * The router decodes percent-escapes, so `/%61pi/v1/posts` is `/api/v1/posts`: every guard must
 * judge the path the router matched, never the raw URL.
 */
const API_LIMIT = 5;
const AUTH_LIMIT = 3;
const EVIL = 'http://evil.example';

let t: TestApp;
let alice: Member;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_MAX: String(API_LIMIT), RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT) });
  alice = await newMember(t, 'Alice Martin');
});
afterAll(() => t.close());

let address = 0;
/** A client of its own (its own address), so each test starts with untouched rate limits. */
function client() {
  address += 1;
  const remoteAddress = `10.0.0.${address}`;
  return (options: { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> }) =>
    t.app.inject({
      method: options.method,
      url: options.url,
      remoteAddress,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
}

describe('the cross-site guard', () => {
  it.each(['/%61pi/v1/posts', '/api/v1/%70osts', '/%61%70%69/%76%31/posts'])('refuses a foreign POST %s like the plain path, storing nothing', async (url) => {
    const send = client();
    const before = await storedPostsOf(t, alice.id);
    const response = await send({ method: 'POST', url, body: { text: 'Posté depuis un autre site !' }, headers: { cookie: alice.cookie, origin: EVIL } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(await storedPostsOf(t, alice.id)).toEqual(before);
  });

  it('still lets the site itself post through an encoded path (it is the same route)', async () => {
    const send = client();
    const response = await send({ method: 'POST', url: '/%61pi/v1/posts', body: { text: 'Posté depuis le site lui-même.' }, headers: { cookie: alice.cookie, origin: TEST_ORIGIN } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the API rate limit', () => {
  it.each(['/%61pi/health', '/api/%68ealth', '/api/v1/%63onfig'])('counts %s like the plain path', async (url) => {
    const send = client();
    for (let i = 0; i < API_LIMIT; i += 1) expect((await send({ method: 'GET', url })).statusCode).toBe(200);
    const refused = await send({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The plain spelling shares the same counter.
    expect((await send({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
  });

  it('counts unknown API paths too, however they are spelled', async () => {
    const send = client();
    for (let i = 0; i < API_LIMIT; i += 1) expect((await send({ method: 'GET', url: '/%61pi/v1/nothing-here' })).statusCode).toBe(404);
    expect((await send({ method: 'GET', url: '/%61pi/v1/nothing-here' })).statusCode).toBe(429);
  });
});

describe('the sign-in attempt limit', () => {
  it('counts /api/auth/sign-in/%65mail as /api/auth/sign-in/email', async () => {
    const send = client();
    const attempt = (url: string) =>
      send({ method: 'POST', url, body: { email: 'nobody@example.com', password: 'wrong-password' }, headers: { origin: TEST_ORIGIN } });
    const spellings = ['/api/auth/sign-in/%65mail', '/api/auth/sign-in/email', '/api/auth/%73ign-in/email'];
    for (let i = 0; i < AUTH_LIMIT; i += 1) expect((await attempt(spellings[i % spellings.length] as string)).statusCode).toBe(401);
    for (const url of spellings) expect((await attempt(url)).statusCode, url).toBe(429);
  });
});
