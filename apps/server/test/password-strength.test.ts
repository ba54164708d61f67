import { changePasswordRoute, isPasswordFeedback, TERMS_VERSION, type PasswordFeedback } from '@arya/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf, resetLinkIn } from './helpers/http.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The passwords an outside probe got accepted (issue 22, finding 10). */
const WEAK = ['Passw0rd!', 'soleil123', 'Motdepasse1', 'abcdefgh', 'arya2026!'];
const STRONG = 'Lundi-soir-au-marché-42';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Refused as too weak, with zxcvbn's reason and at least one suggestion as keys the web translates. */
function expectTooWeak(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: string; message: string; details: unknown };
  expect(body).toMatchObject({ code: 'AUTH_PASSWORD_TOO_WEAK', message: expect.any(String) });
  expect(isPasswordFeedback(body.details)).toBe(true);
  expect((body.details as PasswordFeedback).suggestions.length).toBeGreaterThan(0);
}

let counter = 0;
const signUp = (password: string) => {
  counter += 1;
  return t.request({ method: 'POST', url: '/api/auth/sign-up/email', body: { acceptedTerms: TERMS_VERSION, email: `strength${counter}@example.com`, password, name: `Strength ${counter}` } });
};

describe('weak passwords are refused wherever a password is set', () => {
  it.each(WEAK)('at sign-up: %j', async (password) => {
    expectTooWeak(await signUp(password));
  });

  it('at sign-up, a strong one passes', async () => {
    expect((await signUp(STRONG)).statusCode).toBe(200);
  });

  it('at reset, and the link still works for a strong one', async () => {
    const { email } = await t.signUp();
    await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } });
    const { token } = resetLinkIn((await outboxOf(t, email))[0]?.text ?? '');
    for (const password of WEAK) expectTooWeak(await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: password } }));
    expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: STRONG } })).statusCode).toBe(200);
    expect((await t.signIn(email, STRONG)).statusCode).toBe(200);
  });

  it('at a change, and a strong one passes', async () => {
    const { cookie, password: current } = await t.signUp();
    for (const password of WEAK) expectTooWeak(await t.request({ method: 'POST', url: changePasswordRoute.path, cookie, body: { currentPassword: current, newPassword: password } }));
    expect((await t.request({ method: 'POST', url: changePasswordRoute.path, cookie, body: { currentPassword: current, newPassword: STRONG } })).statusCode).toBe(200);
  });

  it("counts the member's name as guessable at sign-up", async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/sign-up/email', body: { acceptedTerms: TERMS_VERSION, email: 'ines.lefevre@example.com', password: 'ineslefevre1', name: 'Inès Lefèvre' } });
    expectTooWeak(response);
  });
});
