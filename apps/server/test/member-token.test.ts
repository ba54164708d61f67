import type { MemberTokenAnswer } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/server-management/token', () => {
  it('refuses a visitor', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/server-management/token' }), 401, 'UNAUTHENTICATED');
  });

  it('gives a member a bearer token naming them and their session, never cached, valid 15 minutes', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request({ method: 'GET', url: '/api/server-management/token', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = response.json() as MemberTokenAnswer;
    const session = (await t.request({ method: 'GET', url: '/api/v1/session', cookie })).json() as { userId: string };
    const [current] = await t.database.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, session.userId));
    expect(await t.app.memberTokens.verify(token)).toEqual({ userId: session.userId, sessionId: current?.id });
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });
});

describe('GET /api/shop/users/me', () => {
  const tokenOf = async (cookie: string) => ((await t.request({ method: 'GET', url: '/api/server-management/token', cookie })).json() as MemberTokenAnswer).token;
  const shopUser = (token: string) => t.request({ method: 'GET', url: '/api/shop/users/me', headers: { authorization: `Bearer ${token}` } });

  it('gives each member a numeric shop id at their first call, and the same one after', async () => {
    const first = await t.signUp();
    await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: first.cookie, body: { language: 'fr' } });
    const second = await t.signUp();
    await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: second.cookie, body: { language: 'fr' } });
    const token = await tokenOf(first.cookie);
    const answers = await Promise.all([shopUser(token), shopUser(token)]);
    const ids = answers.map((answer) => (answer.json() as { id: string }).id);
    expect(ids[0]).toMatch(/^\d+$/);
    expect(ids[1]).toBe(ids[0]);
    expect(((await shopUser(await tokenOf(first.cookie))).json() as { id: string }).id).toBe(ids[0]);
    const other = ((await shopUser(await tokenOf(second.cookie))).json() as { id: string }).id;
    expect(other).not.toBe(ids[0]);
    const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: first.cookie })).json() as { shopId: string };
    expect(me.shopId).toBe(ids[0]);
  });

  it('refuses a session cookie without the bearer token, and a token of a member without a profile says so', async () => {
    const { cookie } = await t.signUp();
    expectError(await t.request({ method: 'GET', url: '/api/shop/users/me', cookie }), 401, 'INVALID_TOKEN');
    expectError(await shopUser(await tokenOf(cookie)), 404, 'PROFILE_NOT_FOUND');
  });
});
