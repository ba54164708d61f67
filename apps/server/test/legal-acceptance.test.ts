import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TERMS_VERSION } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authUsers, consentRecords, users } from '../src/db/schema/index.ts';
import { sessionSetCookie } from './helpers/http.ts';
import { createTestApp, sessionCookieOf, type TestApp } from './helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="fr"><head><meta charset="utf-8" /><title>x</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'arya-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { webDistDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const PASSWORD = 'a-strong-password';
const signUp = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/sign-up/email', body: { password: PASSWORD, name: 'Terms Reader', ...body } });
const bootstrap = (cookie: string, body: Record<string, unknown> = {}) => t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr', ...body } });
const accountsOf = (email: string) => t.database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
const termsOf = (userId: string) =>
  t.database.db
    .select({ version: consentRecords.version, granted: consentRecords.granted, expiresAt: consentRecords.expiresAt })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, 'terms')));

describe('accepting the terms at sign-up (issue 25)', () => {
  it('refuses an e-mail sign-up without the current terms, with AUTH_TERMS_NOT_ACCEPTED, and creates nothing', async () => {
    for (const [email, extra] of [
      ['no-terms@example.com', {}],
      ['old-terms@example.com', { acceptedTerms: '2020-01-01' }],
      ['bad-terms@example.com', { acceptedTerms: true }],
    ] as const) {
      const response = await signUp({ email, ...extra });
      expect(response.statusCode, email).toBe(400);
      expect(response.json(), email).toMatchObject({ code: 'AUTH_TERMS_NOT_ACCEPTED' });
      expect(sessionSetCookie(response), email).toBeUndefined();
      expect(await accountsOf(email), email).toEqual([]);
    }
    expect(await t.database.db.select({ id: consentRecords.id }).from(consentRecords)).toEqual([]);
  });

  it('answers a weak password first: the terms box comes last on the form', async () => {
    const response = await signUp({ email: 'weak-no-terms@example.com', password: 'weak-no-terms@example.com' });
    expect(response.json()).toMatchObject({ code: 'AUTH_PASSWORD_IS_EMAIL' });
  });

  it('records the acceptance with its version when the profile is made, once', async () => {
    const response = await signUp({ email: 'accepts@example.com', acceptedTerms: TERMS_VERSION });
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: { id: string } }>();
    const cookie = sessionCookieOf(response);
    // The web sends the version it showed; an API client that sends none gets the one sign-up required.
    expect((await bootstrap(cookie)).statusCode).toBe(200);
    expect(await termsOf(user.id)).toEqual([{ version: TERMS_VERSION, granted: true, expiresAt: null }]);
    expect((await bootstrap(cookie, { acceptedTerms: TERMS_VERSION })).statusCode).toBe(200);
    expect(await termsOf(user.id)).toHaveLength(1);
  });

  it('records what a social sign-up accepted by continuing, and nothing for a provider account whose client said nothing', async () => {
    // Accounts made through a provider have no password: the credential row is what e-mail sign-up adds.
    const social = async (email: string) => {
      const response = await signUp({ email, acceptedTerms: TERMS_VERSION });
      const { user } = response.json<{ user: { id: string } }>();
      await t.database.db.delete(authAccounts).where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')));
      return { id: user.id, cookie: sessionCookieOf(response) };
    };
    const told = await social('social-told@example.com');
    expect((await bootstrap(told.cookie, { acceptedTerms: TERMS_VERSION })).statusCode).toBe(200);
    expect(await termsOf(told.id)).toEqual([{ version: TERMS_VERSION, granted: true, expiresAt: null }]);
    const silent = await social('social-silent@example.com');
    expect((await bootstrap(silent.cookie)).statusCode).toBe(200);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, silent.id))).toHaveLength(1);
    expect(await termsOf(silent.id)).toEqual([]);
  });

  it('refuses a terms version that is not a short text, changing nothing', async () => {
    const response = await signUp({ email: 'long-version@example.com', acceptedTerms: TERMS_VERSION });
    const { user } = response.json<{ user: { id: string } }>();
    const answer = await bootstrap(sessionCookieOf(response), { acceptedTerms: 'x'.repeat(200) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

describe('the legal pages', () => {
  it.each([
    ['/legal/terms', 'fr', "Conditions générales d'utilisation d'ARYA"],
    ['/legal/privacy', 'fr', "Politique de confidentialité d'ARYA"],
    ['/legal/notice', 'fr', "Mentions légales d'ARYA"],
    ['/en/legal/terms', 'en', 'ARYA terms of use'],
    ['/en/legal/privacy', 'en', 'ARYA privacy policy'],
    ['/en/legal/notice', 'en', 'ARYA legal notice'],
  ])('serves %s to a visitor with its own title in the served HTML', async (url, language, title) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${language}">`);
    expect(response.body).toContain(`<meta property="og:title" content="${title}" />`);
  });
});
