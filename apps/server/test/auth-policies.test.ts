import { TERMS_VERSION } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, signInFailures } from '../src/db/schema/index.ts';
import { FREE_ATTEMPTS, MAX_CONSECUTIVE_FAILURES } from '../src/plugins/app/auth/sign-in-throttle.ts';
import { outboxOf, resetLinkIn } from './helpers/http.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from a new address: only the per-account limit can stop these. */
function fromNewAddress(url: string, body: unknown) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.1.${Math.floor(address / 250)}.${address % 250}`,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    payload: JSON.stringify(body),
  });
}
const signIn = (email: string, password: string) => fromNewAddress('/api/auth/sign-in/email', { email, password });
const accountCount = async () => (await t.database.db.select({ id: authUsers.id }).from(authUsers)).length;
/** As if the running wait were over (the throttle reads the clock; the test moves the stored instant). */
const endWait = (email: string) => t.database.db.update(signInFailures).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(signInFailures.email, email));

async function requestReset(email: string): Promise<string> {
  const before = (await outboxOf(t, email)).length;
  const response = await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } });
  expect(response.statusCode).toBe(200);
  const messages = await outboxOf(t, email);
  expect(messages).toHaveLength(before + 1);
  return resetLinkIn(messages[0]?.text ?? '').token;
}
const resetPassword = (token: string, newPassword: string) => t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword } });

describe('weak passwords', () => {
  it.each([
    ['12345678', 'AUTH_PASSWORD_TOO_COMMON'],
    ['password', 'AUTH_PASSWORD_TOO_COMMON'],
    ['Azerty123', 'AUTH_PASSWORD_TOO_COMMON'],
    ['motdepasse', 'AUTH_PASSWORD_TOO_COMMON'],
    ['password1 ', 'AUTH_PASSWORD_TOO_COMMON'],
    ['\tpassword1', 'AUTH_PASSWORD_TOO_COMMON'],
    ['ｐａｓｓｗｏｒｄ１', 'AUTH_PASSWORD_TOO_COMMON'],
    ['        ', 'AUTH_PASSWORD_TOO_COMMON'],
    ['weak.member@example.com', 'AUTH_PASSWORD_IS_EMAIL'],
    ['Weak.Member@Example.com', 'AUTH_PASSWORD_IS_EMAIL'],
  ])('sign-up refuses %j with %s and creates no account', async (password, code) => {
    const before = await accountCount();
    const response = await t.request({ method: 'POST', url: '/api/auth/sign-up/email', body: { acceptedTerms: TERMS_VERSION, email: 'weak.member@example.com', password, name: 'Weak Member' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    expect(await accountCount()).toBe(before);
  });

  it('a reset refuses a common password or the e-mail, and the link still works for a good one', async () => {
    const { email } = await t.signUp({ email: 'resetter@example.com' });
    const token = await requestReset(email);
    expect((await resetPassword(token, 'iloveyou')).json()).toMatchObject({ code: 'AUTH_PASSWORD_TOO_COMMON' });
    expect((await resetPassword(token, 'resetter@example.com')).json()).toMatchObject({ code: 'AUTH_PASSWORD_IS_EMAIL' });
    // The token in the query and an empty one in the body, as better-auth also accepts it.
    const viaQuery = await t.request({ method: 'POST', url: `/api/auth/reset-password?token=${token}`, body: { token: '', newPassword: 'resetter@example.com' } });
    expect(viaQuery.json()).toMatchObject({ code: 'AUTH_PASSWORD_IS_EMAIL' });
    expect((await resetPassword(token, 'a-much-better-pass')).statusCode).toBe(200);
    expect((await signIn(email, 'a-much-better-pass')).statusCode).toBe(200);
  });
});

describe('account fields better-auth does not bound', () => {
  it.each([
    ['a name of a megabyte', { name: 'A'.repeat(1_000_000), email: 'huge.name@example.com' }],
    ['a name over 60 characters', { name: 'N'.repeat(61), email: 'long.name@example.com' }],
    ['an e-mail over 254 characters', { name: 'Long Mail', email: `${'m'.repeat(250)}@example.com` }],
  ])('sign-up refuses %s (400) and creates no account', async (_, fields) => {
    const before = await accountCount();
    const response = await t.request({ method: 'POST', url: '/api/auth/sign-up/email', body: { acceptedTerms: TERMS_VERSION, ...fields, password: 'a-strong-password' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await accountCount()).toBe(before);
  });
});

describe('reset links', () => {
  it('only the latest link works once a newer one was sent', async () => {
    const { email } = await t.signUp({ email: 'twice@example.com' });
    const older = await requestReset(email);
    const newer = await requestReset(email);
    expect(older).not.toBe(newer);
    const refused = await resetPassword(older, 'older-link-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword(newer, 'newer-link-password')).statusCode).toBe(200);
    expect((await signIn(email, 'older-link-password')).statusCode).toBe(401);
    expect((await signIn(email, 'newer-link-password')).statusCode).toBe(200);
  });
});

describe('guesses at one account from many addresses', () => {
  it('lets a few through, then makes every address wait, even with the right password', async () => {
    const { email, password } = await t.signUp({ email: 'target@example.com' });
    for (let i = 0; i <= FREE_ATTEMPTS; i += 1) expect((await signIn(email, `guess-number-${i}`)).statusCode).toBe(401);
    const waiting = await signIn(email, password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'AUTH_TOO_MANY_ATTEMPTS' });
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(waiting.headers['set-cookie']).toBeUndefined();

    await endWait(email);
    expect((await signIn(email, password)).statusCode).toBe(200);
    // A success forgets the failures: the free attempts are back.
    for (let i = 0; i < FREE_ATTEMPTS; i += 1) expect((await signIn(email, `after-success-${i}`)).statusCode).toBe(401);
  });

  it('treats an unknown e-mail the same way, so the limit reveals no account', async () => {
    for (let i = 0; i <= FREE_ATTEMPTS; i += 1) expect((await signIn('nobody-here@example.com', `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('nobody-here@example.com', 'guess-again')).json()).toMatchObject({ code: 'AUTH_TOO_MANY_ATTEMPTS' });
  });

  it('counts parallel guesses as they start: a burst gets no more than the free attempts and one more', async () => {
    const { email } = await t.signUp({ email: 'burst@example.com' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `parallel-guess-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_ATTEMPTS + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - FREE_ATTEMPTS - 1);
  });

  it('locks the account after 100 consecutive failures until the owner resets the password', async () => {
    const { email, password } = await t.signUp({ email: 'locked@example.com' });
    await signIn(email, 'first-wrong-guess');
    // As if 98 more failures had been spread over the past day.
    await t.database.db.update(signInFailures).set({ failures: MAX_CONSECUTIVE_FAILURES - 1, blockedUntil: null }).where(eq(signInFailures.email, email));
    expect((await signIn(email, 'the-hundredth-guess')).statusCode).toBe(401);
    const locked = await signIn(email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'AUTH_ACCOUNT_LOCKED' });
    await endWait(email);
    expect((await signIn(email, password)).json()).toMatchObject({ code: 'AUTH_ACCOUNT_LOCKED' });

    const token = await requestReset(email);
    expect((await resetPassword(token, 'a-fresh-start-pass')).statusCode).toBe(200);
    expect((await signIn(email, 'a-fresh-start-pass')).statusCode).toBe(200);
  });
});
