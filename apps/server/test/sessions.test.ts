import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema/index.ts';
import { sessionSetCookie } from './helpers/http.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The app's session settings (plugins/app/auth/auth.ts): 30 days, extended once a day. */
const EXPIRES_IN_MS = 30 * DAY_MS;

let queries: string[] = [];
let t: TestApp;
let alice: Member;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
  alice = await newMember(t, 'Alice Martin');
});
afterAll(() => t.close());

async function queriesOf(url: string, cookie?: string) {
  queries = [];
  const response = await t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
  return { response, queries: [...queries] };
}
const sessionQueries = (list: string[]) => list.filter((statement) => /"auth_sessions"/.test(statement));
const tokenOf = (cookie: string) => decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';

describe('reading the session', () => {
  it('costs one query for a member endpoint: session, member and role together', async () => {
    const { response, queries: sent } = await queriesOf('/api/v1/me', alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(sessionQueries(sent)).toHaveLength(1);
    expect(sessionQueries(sent)[0]).toMatch(/"auth_users"/);
    expect(sessionQueries(sent)[0]).toMatch(/"user_protected"/);
  });

  it('is not read at all by endpoints whose answer does not depend on who asks', async () => {
    for (const url of ['/api/health', '/api/v1/config']) {
      const { response, queries: sent } = await queriesOf(url, alice.cookie);
      expect(response.statusCode).toBe(200);
      expect(sessionQueries(sent)).toHaveLength(0);
    }
  });

  it('lets a hammered health check ask the database at most once a second', async () => {
    queries = [];
    for (let i = 0; i < 5; i += 1) expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(queries.filter((statement) => /select 1/.test(statement)).length).toBeLessThanOrEqual(1);
  });

  it('costs nothing for a visitor without a session cookie', async () => {
    const { response, queries: sent } = await queriesOf(`/api/v1/posts?alias=${alice.systemAlias}`);
    expect(response.statusCode).toBe(200);
    expect(sessionQueries(sent)).toHaveLength(0);
  });

  it('refuses a cookie whose signature was tampered with, without asking the database', async () => {
    const tampered = alice.cookie.replace(/session_token=([^.;]+)/, 'session_token=$1x');
    const { response, queries: sent } = await queriesOf('/api/v1/me', tampered);
    expect(response.statusCode).toBe(401);
    expect(sessionQueries(sent)).toHaveLength(0);
  });

  it('refuses a session as soon as it is revoked or expired', async () => {
    const bob = await newMember(t, 'Bob Durand');
    const token = tokenOf(bob.cookie);
    await t.database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.token, token));
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: bob.cookie })).statusCode).toBe(401);
    await t.database.db.delete(authSessions).where(eq(authSessions.token, token));
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: bob.cookie })).statusCode).toBe(401);
  });

  it('extends a session last extended over a day ago, and sends its cookie again', async () => {
    const cat = await newMember(t, 'Cat Girard');
    const token = tokenOf(cat.cookie);
    const old = new Date(Date.now() + EXPIRES_IN_MS - DAY_MS - 60_000);
    await t.database.db.update(authSessions).set({ expiresAt: old }).where(eq(authSessions.token, token));
    const response = await t.request({ method: 'GET', url: '/api/v1/me', cookie: cat.cookie });
    expect(response.statusCode).toBe(200);
    expect(sessionSetCookie(response)).toMatch(/Max-Age=2592000/);
    const [row] = await t.database.db.select({ expiresAt: authSessions.expiresAt }).from(authSessions).where(eq(authSessions.token, token));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + EXPIRES_IN_MS - 60_000);
    // The next request has nothing to extend.
    expect(sessionSetCookie(await t.request({ method: 'GET', url: '/api/v1/me', cookie: cat.cookie }))).toBeUndefined();
  });
});
