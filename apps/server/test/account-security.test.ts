import {
  changePasswordRoute,
  memberSessionsRoute,
  shopUserRoute,
  signOutOtherSessionsRoute,
  signOutSessionRoute,
  type MemberSessions,
  type SignedOut,
} from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../src/db/schema/index.ts';
import { LAST_USE_RESOLUTION_MS } from '../src/plugins/app/auth/index.ts';
import { bearerOf, newMember, pathOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { outboxOf, resetLinkIn } from './helpers/http.ts';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app.ts';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PASSWORD = 'a-strong-password';

let t: TestApp;
let queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
});
afterAll(() => t.close());

/** Signs the member in once more, from a device of this User-Agent: another session. */
async function signInFrom(email: string, userAgent = CHROME_ON_WINDOWS, password = PASSWORD): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password }, headers: { 'user-agent': userAgent } });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}
const sessionsOf = async (cookie: string) => {
  const response = await t.request({ method: 'GET', url: memberSessionsRoute.path, cookie });
  expect(response.statusCode).toBe(200);
  return (response.json() as MemberSessions).sessions;
};
const currentSessionId = async (cookie: string) => (await sessionsOf(cookie)).find((session) => session.current)?.id ?? '';
const signOutSession = (cookie: string, sessionId: string) => t.request({ method: 'DELETE', url: pathOf(signOutSessionRoute, { sessionId }), cookie });
const changePassword = (cookie: string, body: Record<string, unknown>) => t.request({ method: 'POST', url: changePasswordRoute.path, cookie, body });
const shopUser = (headers: Record<string, string>) => t.request({ method: 'GET', url: shopUserRoute.path, headers });
const isSignedIn = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode === 200;

describe('bearer tokens die with their session', () => {
  it('stops working once its session signs out', async () => {
    const { cookie } = await newMember(t);
    const bearer = await bearerOf(t, cookie);
    expect((await shopUser(bearer)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, body: {} })).statusCode).toBe(200);
    expectError(await shopUser(bearer), 401, 'INVALID_TOKEN');
  });

  it('stops working once its session is signed out from another device, while that device keeps its own', async () => {
    const { cookie, email } = await newMember(t);
    const laptop = await signInFrom(email);
    const phoneBearer = await bearerOf(t, cookie);
    const laptopBearer = await bearerOf(t, laptop);
    expect((await signOutSession(laptop, await currentSessionId(cookie))).json()).toEqual({ signedOutSessions: 1 });
    expectError(await shopUser(phoneBearer), 401, 'INVALID_TOKEN');
    expect((await shopUser(laptopBearer)).statusCode).toBe(200);
  });

  it('stops working once its session expires', async () => {
    const { cookie } = await newMember(t);
    const bearer = await bearerOf(t, cookie);
    await t.database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.id, await currentSessionId(cookie)));
    expectError(await shopUser(bearer), 401, 'INVALID_TOKEN');
  });

  it("stops working when the password changes elsewhere and the member's other sessions are signed out", async () => {
    const { cookie, email } = await newMember(t);
    const other = await signInFrom(email);
    const otherBearer = await bearerOf(t, other);
    const ownBearer = await bearerOf(t, cookie);
    expect((await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Lundi-soir-au-marché-42' })).statusCode).toBe(200);
    expectError(await shopUser(otherBearer), 401, 'INVALID_TOKEN');
    expect((await shopUser(ownBearer)).statusCode).toBe(200);
  });

  it('stops working after a password reset, which signs every session out', async () => {
    const { cookie, email } = await newMember(t);
    const bearer = await bearerOf(t, cookie);
    await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } });
    const { token } = resetLinkIn((await outboxOf(t, email))[0]?.text ?? '');
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: 'Lundi-soir-au-marché-42' } })).statusCode).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
    expectError(await shopUser(bearer), 401, 'INVALID_TOKEN');
  });

  it('costs one lookup of the session by its primary key, and none for a forged token', async () => {
    const { cookie } = await newMember(t);
    const bearer = await bearerOf(t, cookie);
    queries = [];
    expect((await shopUser(bearer)).statusCode).toBe(200);
    const sessionQueries = queries.filter((statement) => /"auth_sessions"/.test(statement));
    expect(sessionQueries).toHaveLength(1);
    expect(sessionQueries[0]).toMatch(/"auth_sessions"\."id" = \$1/);
    queries = [];
    expectError(await shopUser({ authorization: `${bearer.authorization}x` }), 401, 'INVALID_TOKEN');
    expect(queries.filter((statement) => /"auth_sessions"/.test(statement))).toHaveLength(0);
  });
});

describe('the list of sessions', () => {
  it("shows the member's own sessions only, by id and device, this one marked, never a token", async () => {
    const { cookie, email } = await newMember(t);
    const phone = await signInFrom(email, SAFARI_ON_IPHONE);
    const stranger = await newMember(t);
    const response = await t.request({ method: 'GET', url: memberSessionsRoute.path, cookie: phone });
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = response.json() as MemberSessions;
    expect(sessions).toHaveLength(2);
    const tokens = (await t.database.db.select({ token: authSessions.token }).from(authSessions)).map((row) => row.token);
    for (const token of tokens) expect(response.body).not.toContain(token);
    for (const session of sessions) expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastUsedAt', 'mobile', 'os']);
    expect(sessions.filter((session) => session.current)).toEqual([expect.objectContaining({ browser: 'Safari', os: 'iOS', mobile: true })]);
    expect(sessions.map((session) => session.id)).not.toContain(await currentSessionId(stranger.cookie));
    expect(sessions.map((session) => session.id)).toContain(await currentSessionId(cookie));
  });

  it('records the last use of a session at most every few minutes', async () => {
    const { cookie } = await newMember(t);
    const id = await currentSessionId(cookie);
    const longAgo = new Date(Date.now() - LAST_USE_RESOLUTION_MS - 60_000);
    await t.database.db.update(authSessions).set({ lastUsedAt: longAgo }).where(eq(authSessions.id, id));
    // Noted beside the request (never in its way): the list shows it once written.
    await expect.poll(async () => Date.now() - new Date((await sessionsOf(cookie))[0]?.lastUsedAt ?? 0).getTime()).toBeLessThan(60_000);
    // Used again at once: nothing written.
    queries = [];
    await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect(queries.filter((statement) => /^update "auth_sessions"/i.test(statement))).toHaveLength(0);
  });
});

describe('signing sessions out', () => {
  it('signs one session out by id; another member cannot, and learns nothing', async () => {
    const { cookie, email } = await newMember(t);
    const laptop = await signInFrom(email);
    const stranger = await newMember(t);
    const laptopId = await currentSessionId(laptop);
    expectError(await signOutSession(stranger.cookie, laptopId), 404, 'SESSION_NOT_FOUND');
    expectError(await signOutSession(cookie, 'no-such-session'), 404, 'SESSION_NOT_FOUND');
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await signOutSession(cookie, laptopId)).statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('signs every other session out, and keeps this one', async () => {
    const { cookie, email } = await newMember(t);
    const others = [await signInFrom(email), await signInFrom(email, SAFARI_ON_IPHONE)];
    const stranger = await newMember(t);
    const response = await t.request({ method: 'POST', url: signOutOtherSessionsRoute.path, cookie });
    expect(response.json()).toEqual({ signedOutSessions: 2 });
    for (const other of others) expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(stranger.cookie)).toBe(true);
    expect(await sessionsOf(cookie)).toHaveLength(1);
  });

  it("closes better-auth's own session list and revocations, which deal in tokens", async () => {
    const { cookie } = await newMember(t);
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-sessions'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['POST', '/api/auth/change-password'],
    ] as const) {
      const response = await t.request({ method, url, cookie, ...(method === 'POST' ? { body: {} } : {}) });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('changing the password', () => {
  it('signs the other sessions out unless the member keeps them, and the new password signs in', async () => {
    const { cookie, email } = await newMember(t);
    const other = await signInFrom(email);
    const kept = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Lundi-soir-au-marché-42', keepOtherSessions: true });
    expect(kept.json()).toEqual({ signedOutSessions: 0 });
    expect(await isSignedIn(other)).toBe(true);

    const third = await signInFrom(email, SAFARI_ON_IPHONE, 'Lundi-soir-au-marché-42');
    const changed = await changePassword(cookie, { currentPassword: 'Lundi-soir-au-marché-42', newPassword: 'Mardi-matin-au-café-17' });
    expect((changed.json() as SignedOut).signedOutSessions).toBe(2);
    for (const signedOut of [other, third]) expect(await isSignedIn(signedOut)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await t.signIn(email, 'Mardi-matin-au-café-17')).statusCode).toBe(200);
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a wrong current password and keeps everything as it was', async () => {
    const { cookie, email } = await newMember(t);
    const other = await signInFrom(email);
    expectError(await changePassword(cookie, { currentPassword: 'not-my-password', newPassword: 'Lundi-soir-au-marché-42' }), 400, 'CURRENT_PASSWORD_WRONG');
    expect(await isSignedIn(other)).toBe(true);
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses too short, too long, common and e-mail passwords with their codes', async () => {
    const { cookie, email } = await newMember(t);
    expectError(await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'short' }), 400, 'AUTH_WEAK_PASSWORD');
    expectError(await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }), 400, 'AUTH_PASSWORD_TOO_LONG');
    expectError(await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'iloveyou' }), 400, 'AUTH_PASSWORD_TOO_COMMON');
    expectError(await changePassword(cookie, { currentPassword: PASSWORD, newPassword: email }), 400, 'AUTH_PASSWORD_IS_EMAIL');
  });

  it("counts guesses of the current password with the account's sign-ins: a few free, then a wait, here and at the sign-in page", async () => {
    const { cookie, email } = await newMember(t);
    for (let i = 0; i < 6; i += 1) expectError(await changePassword(cookie, { currentPassword: `wrong-guess-${i}`, newPassword: 'Lundi-soir-au-marché-42' }), 400, 'CURRENT_PASSWORD_WRONG');
    const refused = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Lundi-soir-au-marché-42' });
    expectError(refused, 429, 'AUTH_TOO_MANY_ATTEMPTS');
    expect(refused.json()).toMatchObject({ details: { retryAfterSeconds: expect.any(Number) } });
    // The same account's sign-in waits too: a stolen session gets no more guesses than the sign-in page gives.
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(429);
  });

  it('forgets the wrong guesses once the current password is given right', async () => {
    const { cookie, email } = await newMember(t);
    for (let i = 0; i < 4; i += 1) expectError(await changePassword(cookie, { currentPassword: `wrong-guess-${i}`, newPassword: 'Lundi-soir-au-marché-42' }), 400, 'CURRENT_PASSWORD_WRONG');
    expect((await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Lundi-soir-au-marché-42', keepOtherSessions: true })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expectError(await changePassword(cookie, { currentPassword: `wrong-again-${i}`, newPassword: 'Mardi-matin-au-marché-43' }), 400, 'CURRENT_PASSWORD_WRONG');
    expect((await t.signIn(email, 'Lundi-soir-au-marché-42')).statusCode).toBe(200);
  });
});

describe('a visitor', () => {
  it.each([
    ['GET', memberSessionsRoute.path],
    ['DELETE', pathOf(signOutSessionRoute, { sessionId: 'some-session' })],
    ['POST', signOutOtherSessionsRoute.path],
    ['POST', changePasswordRoute.path],
  ] as const)('gets 401 from %s %s', async (method, url) => {
    expectError(await t.request({ method, url, ...(method === 'POST' && url === changePasswordRoute.path ? { body: { currentPassword: 'x', newPassword: 'y' } } : {}) }), 401, 'UNAUTHENTICATED');
  });
});
