import { TERMS_VERSION, toAuthErrorCode } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearedSessionCookie, cookieAttributes, outboxOf, resetLinkIn, sessionSetCookie, setCookies } from './helpers/http.ts';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'a-strong-password';

function authErrorOf(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { code?: string; message?: string };
  return toAuthErrorCode(body.code, response.statusCode);
}

async function meStatus(cookie: string): Promise<number> {
  return (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode;
}

describe('sign-up', () => {
  it('answers 200 with a session cookie that is HttpOnly, SameSite=Lax and not Secure over http', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { acceptedTerms: TERMS_VERSION, email: 'cookie@example.com', password: PASSWORD, name: 'Cookie' },
    });
    expect(response.statusCode).toBe(200);
    const line = sessionSetCookie(response);
    expect(line).toMatch(/^better-auth\.session_token=/);
    const attributes = cookieAttributes(line as string);
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite?.toLowerCase()).toBe('lax');
    expect(attributes.path).toBe('/');
    expect(attributes).not.toHaveProperty('secure');
    // The cookie is a live session: the member is known (no profile yet), not anonymous.
    const me = await t.request({ method: 'GET', url: '/api/v1/me', cookie: sessionCookieOf(response) });
    expect(me.statusCode).toBe(404);
    expect(me.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND' });
  });

  it('refuses an e-mail already in use, in any letter case, with a code the client maps', async () => {
    await t.signUp({ email: 'taken@example.com', password: PASSWORD });
    for (const email of ['taken@example.com', 'Taken@EXAMPLE.com']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { acceptedTerms: TERMS_VERSION, email, password: 'another-password', name: 'Someone Else' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(authErrorOf(response)).toBe('AUTH_EMAIL_ALREADY_IN_USE');
      expect(sessionSetCookie(response)).toBeUndefined();
    }
    // The first account is untouched: its password still signs in, the intruder's does not.
    expect((await t.signIn('taken@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await t.signIn('taken@example.com', 'another-password')).statusCode).toBe(401);
  });

  it('refuses a password shorter than 8 characters and creates no account', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { acceptedTerms: TERMS_VERSION, email: 'short@example.com', password: 'seven77', name: 'Short' },
    });
    expect(response.statusCode).toBe(400);
    expect(authErrorOf(response)).toBe('AUTH_WEAK_PASSWORD');
    expect(sessionSetCookie(response)).toBeUndefined();
    expect((await t.signIn('short@example.com', 'seven77')).statusCode).toBe(401);
    // 8 characters pass the length rule; the strength rule then decides (zxcvbn finds no 8 characters
    // hard enough to guess: 10^8 tries at most).
    const eight = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { acceptedTerms: TERMS_VERSION, email: 'short@example.com', password: 'eight8q!', name: 'Short' },
    });
    expect(authErrorOf(eight)).toBe('AUTH_PASSWORD_TOO_WEAK');
  });

  it('refuses a password longer than 128 characters', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { acceptedTerms: TERMS_VERSION, email: 'long@example.com', password: 'x'.repeat(129), name: 'Long' },
    });
    expect(response.statusCode).toBe(400);
    expect(authErrorOf(response)).toBe('AUTH_PASSWORD_TOO_LONG');
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { acceptedTerms: TERMS_VERSION, email: 'not-an-email', password: PASSWORD, name: 'Nobody' },
    });
    expect(response.statusCode).toBe(400);
    // better-auth's own body validation answers here (the web form checks the address first).
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('email') });
    expect(sessionSetCookie(response)).toBeUndefined();
    // At sign-in the same mistake has its own message.
    const signIn = await t.signIn('not-an-email', PASSWORD);
    expect(signIn.statusCode).toBe(400);
    expect(authErrorOf(signIn)).toBe('AUTH_INVALID_EMAIL');
  });
});

describe('sign-in', () => {
  let email: string;
  beforeAll(async () => {
    ({ email } = await t.signUp({ password: PASSWORD }));
  });

  it('answers 401 AUTH_WRONG_PASSWORD to a wrong password, without a session cookie', async () => {
    const response = await t.signIn(email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(authErrorOf(response)).toBe('AUTH_WRONG_PASSWORD');
    expect(sessionSetCookie(response)).toBeUndefined();
  });

  it('answers the same to an unknown e-mail, so accounts cannot be probed', async () => {
    const response = await t.signIn('nobody-here@example.com', PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(authErrorOf(response)).toBe('AUTH_WRONG_PASSWORD');
  });

  it('signs in with the right password, whatever the e-mail case, and the cookie opens the API', async () => {
    for (const address of [email, email.toUpperCase()]) {
      const response = await t.signIn(address, PASSWORD);
      expect(response.statusCode).toBe(200);
      const line = sessionSetCookie(response);
      expect(line).toBeDefined();
      expect(cookieAttributes(line as string)).toHaveProperty('httponly');
      const bootstrap = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: response.cookie, body: { language: 'fr' } });
      expect(bootstrap.statusCode).toBe(200);
      expect(bootstrap.json()).toMatchObject({ email });
    }
  });
});

describe('sign-out', () => {
  it('ends the session: the old cookie is then refused with 401, another session of the member lives on', async () => {
    const { email, cookie } = await t.signUp({ password: PASSWORD });
    const other = await t.signIn(email, PASSWORD);
    expect(await meStatus(cookie)).toBe(404);
    expect(await meStatus(other.cookie)).toBe(404);

    const response = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, body: {} });
    expect(response.statusCode).toBe(200);
    // The browser is told to drop the cookie.
    const cleared = clearedSessionCookie(response);
    expect(cleared).toBeDefined();
    expect(cookieAttributes(cleared as string)['max-age']).toBe('0');

    const me = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await meStatus(other.cookie)).toBe(404);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } });

  it('e-mails a link; its token sets a new password once, ends the sessions, and the old password stops working', async () => {
    const { email, cookie } = await t.signUp({ email: 'Forgetful@Example.com', password: PASSWORD, name: 'Forgetful' });
    expect(await outboxOf(t, email)).toEqual([]);

    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);

    const messages = await outboxOf(t, email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ channel: 'email', to: 'forgetful@example.com' });
    // No profile yet: the e-mail is in French, the default language.
    expect(message?.subject).toBe('Réinitialisation de votre mot de passe ARYA');
    const { url, token } = resetLinkIn(message?.text ?? '');
    expect(url.origin).toBe(t.config.publicUrl);

    // Opening the link lands on the password page with the token.
    const opened = await t.request({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${t.config.publicUrl}/password?token=${token}`);

    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { newPassword: 'a-brand-new-password', token } });
    expect(reset.statusCode).toBe(200);

    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await t.signIn(email, 'a-brand-new-password')).statusCode).toBe(200);
    // Sessions opened with the old password are revoked.
    expect(await meStatus(cookie)).toBe(401);

    // The link works once.
    const reused = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { newPassword: 'a-third-password', token } });
    expect(reused.statusCode).toBe(400);
    expect(authErrorOf(reused)).toBe('AUTH_RESET_LINK_EXPIRED');
    expect((await t.signIn(email, 'a-third-password')).statusCode).toBe(401);
    expect((await t.signIn(email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('refuses an invalid token and changes nothing', async () => {
    const { email } = await t.signUp({ password: PASSWORD });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { newPassword: 'a-brand-new-password', token: 'this-is-not-a-token' },
    });
    expect(response.statusCode).toBe(400);
    expect(authErrorOf(response)).toBe('AUTH_RESET_LINK_EXPIRED');
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password and keeps the old one', async () => {
    const { email } = await t.signUp({ password: PASSWORD });
    await requestReset(email);
    const [message] = await outboxOf(t, email);
    const { token } = resetLinkIn(message?.text ?? '');
    const response = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { newPassword: 'short', token } });
    expect(response.statusCode).toBe(400);
    expect(authErrorOf(response)).toBe('AUTH_WEAK_PASSWORD');
    expect((await t.signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same to an unknown address and sends nothing', async () => {
    const response = await requestReset('ghost@example.com');
    expect(response.statusCode).toBe(200);
    expect(await outboxOf(t, 'ghost@example.com')).toEqual([]);
  });

  it("writes the e-mail in the member's language", async () => {
    const { email, cookie } = await t.signUp({ password: PASSWORD, name: 'Anglophone' });
    const bootstrap = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'en' } });
    expect(bootstrap.statusCode).toBe(200);
    await requestReset(email);
    const [message] = await outboxOf(t, email);
    expect(message?.subject).toBe('Reset your ARYA password');
    expect(message?.text).toContain('Hello Anglophone');
  });

  it('refuses a redirect to another site', async () => {
    const { email } = await t.signUp({ password: PASSWORD });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email, redirectTo: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(403);
    expect(await outboxOf(t, email)).toEqual([]);
  });
});

describe('under HTTPS, with a tight auth rate limit', () => {
  const ORIGIN = 'https://arya.example';
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_AUTH_WINDOW_SECONDS: '60' });
  });
  afterAll(() => secure.close());

  const post = (url: string, body: unknown) => secure.request({ method: 'POST', url, body, headers: { origin: ORIGIN } });

  it('marks the session cookie Secure (with the __Secure- prefix), HttpOnly and SameSite=Lax, and sends HSTS', async () => {
    const response = await post('/api/auth/sign-up/email', { acceptedTerms: TERMS_VERSION, email: 'secure@example.com', password: PASSWORD, name: 'Secure' });
    expect(response.statusCode).toBe(200);
    const line = sessionSetCookie(response);
    expect(line).toMatch(/^__Secure-better-auth\.session_token=/);
    const attributes = cookieAttributes(line as string);
    expect(attributes).toHaveProperty('secure');
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite?.toLowerCase()).toBe('lax');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Every cookie better-auth sets is Secure.
    for (const cookie of setCookies(response)) expect(cookieAttributes(cookie)).toHaveProperty('secure');
  });

  it('answers 429 to the 4th sign-in within the window, even with the right password', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await post('/api/auth/sign-in/email', { email: 'secure@example.com', password: 'wrong-password' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const fourth = await post('/api/auth/sign-in/email', { email: 'secure@example.com', password: PASSWORD });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(authErrorOf(fourth)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(sessionSetCookie(fourth)).toBeUndefined();
    // Other API calls are not held back.
    expect((await secure.request({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200);
  });

  it('limits password-reset requests the same way', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await post('/api/auth/request-password-reset', { email: 'secure@example.com', redirectTo: '/password' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits sign-ups the same way', async () => {
    // One sign-up was made by the first test of this block.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      statuses.push((await post('/api/auth/sign-up/email', { acceptedTerms: TERMS_VERSION, email: `flood${attempt}@example.com`, password: PASSWORD, name: 'Flood' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
