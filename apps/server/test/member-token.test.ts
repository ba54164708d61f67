import type { MemberTokenAnswer } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it("gives a member a bearer token naming them, never cached, valid 15 minutes", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request({ method: 'GET', url: '/api/server-management/token', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = response.json() as MemberTokenAnswer;
    const session = (await t.request({ method: 'GET', url: '/api/v1/session', cookie })).json() as { userId: string };
    expect(await t.app.memberTokens.verify(token)).toBe(session.userId);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });
});
