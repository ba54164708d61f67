import type { CurrentUser } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProtected } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const bootstrap = (cookie: string, language: unknown = 'fr') =>
  t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language } });
const getMe = (cookie: string) => t.request({ method: 'GET', url: '/api/v1/me', cookie });
const setLanguage = (cookie: string, body: unknown) => t.request({ method: 'PUT', url: '/api/v1/me/language', cookie, body });

async function meOf(cookie: string): Promise<CurrentUser> {
  const response = await getMe(cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as CurrentUser;
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/v1/me', undefined],
    ['POST', '/api/v1/me/bootstrap', { language: 'fr' }],
    ['PUT', '/api/v1/me/language', { language: 'en' }],
  ] as const)('%s %s answers 401 UNAUTHENTICATED', async (method, url, body) => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const response = await t.request({ method, url, body, ...(cookie ? { cookie } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    }
  });
});

describe('before the profile exists', () => {
  it('GET /api/v1/me and PUT /api/v1/me/language answer 404 PROFILE_NOT_FOUND', async () => {
    const { cookie } = await t.signUp();
    const me = await getMe(cookie);
    expect(me.statusCode).toBe(404);
    expect(me.json()).toEqual({ code: 'PROFILE_NOT_FOUND', message: expect.any(String) });
    const language = await setLanguage(cookie, { language: 'en' });
    expect(language.statusCode).toBe(404);
    expect(language.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND' });
    // Still no profile afterwards.
    expect((await getMe(cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/me/bootstrap', () => {
  it('creates the profile: the name as typed, UI language, web platform, SILVER, 30-day news trial', async () => {
    const { cookie, email } = await t.signUp({ name: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ Longname', email: 'Alphabet@Example.com' });
    const before = Date.now();
    const response = await bootstrap(cookie, 'en');
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const me = response.json() as CurrentUser;
    expect(me).toMatchObject({
      email: email.toLowerCase(),
      displayName: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ Longname',
      defaultLanguage: 'en',
      platforms: ['web'],
      lifetimeSubscriptionName: 'SILVER',
      activeSubscriptionName: null,
      activeSubscriptionUntil: null,
      role: null,
      hasSkippedInterests: false,
      hasSetInterests: false,
    });
    expect(me.uid).toEqual(expect.any(String));
    // The default profile address carries the first name only, then a random suffix.
    expect(me.systemAlias).toMatch(/^abcdefghijklmnopqrstuvwxyz-[0-9a-f]{8}$/);
    const trialEnd = new Date(me.canReadNewsUntil as string).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(trialEnd).toBeLessThanOrEqual(after + 30 * DAY_MS);
    // The stored state is what GET answers.
    expect(await meOf(cookie)).toEqual(me);
  });

  it('keeps the name as typed, accents and capitals included, and takes the given language', async () => {
    const { cookie } = await t.signUp({ name: 'Élodie MARTIN' });
    const response = await bootstrap(cookie, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayName: 'Élodie MARTIN', defaultLanguage: 'fr' });
    // Accents are folded in the address, and the last name stays out of it.
    expect(response.json<CurrentUser>().systemAlias).toMatch(/^elodie-[0-9a-f]{8}$/);
  });

  it("falls back to the e-mail's local part, lowercased and cut to 20, when the account name is blank", async () => {
    const { cookie } = await t.signUp({ name: '   ', email: 'Trader.Joe.Very.Long.Local@example.com' });
    const response = await bootstrap(cookie, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayName: 'trader.joe.very.long' });
  });

  it('is idempotent: a second call changes neither the name, the language, the alias nor the trial end', async () => {
    const { cookie } = await t.signUp({ name: 'Repeat Member' });
    const first = (await bootstrap(cookie, 'fr')).json() as CurrentUser;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await bootstrap(cookie, 'en');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    const third = (await bootstrap(cookie, 'fr')).json() as CurrentUser;
    expect(third.platforms).toEqual(['web']);
    expect(third.canReadNewsUntil).toBe(first.canReadNewsUntil);
    expect(third.displayName).toBe('Repeat Member');
    expect(third.defaultLanguage).toBe('fr');
  });

  it('gives one profile when two first calls race', async () => {
    const { cookie } = await t.signUp({ name: 'Racer' });
    const [a, b] = await Promise.all([bootstrap(cookie, 'fr'), bootstrap(cookie, 'en')]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const me = await meOf(cookie);
    expect(me.platforms).toEqual(['web']);
    expect([a?.json<CurrentUser>().systemAlias, b?.json<CurrentUser>().systemAlias]).toEqual([me.systemAlias, me.systemAlias]);
  });

  it('records the web platform once on a profile made elsewhere', async () => {
    const { cookie } = await t.signUp({ name: 'Mobile First' });
    const { uid } = (await bootstrap(cookie, 'fr')).json() as CurrentUser;
    await t.database.db.update(userProtected).set({ platforms: ['ios'] }).where(eq(userProtected.userId, uid));
    const response = await bootstrap(cookie, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ platforms: ['ios', 'web'] });
    expect((await bootstrap(cookie, 'fr')).json()).toMatchObject({ platforms: ['ios', 'web'] });
  });

  it.each([[{ language: 'de' }], [{}], [{ language: null }]])('refuses %j with 400 VALIDATION_ERROR and creates nothing', async (body) => {
    const { cookie } = await t.signUp();
    const response = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect((await getMe(cookie)).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/me/language', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await t.signUp({ name: 'Polyglot' }));
    expect((await bootstrap(cookie, 'fr')).statusCode).toBe(200);
  });

  it('stores the default language and answers the new state', async () => {
    const response = await setLanguage(cookie, { language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ defaultLanguage: 'en', displayName: 'Polyglot' });
    expect((await meOf(cookie)).defaultLanguage).toBe('en');
    expect((await setLanguage(cookie, { language: 'fr' })).json()).toMatchObject({ defaultLanguage: 'fr' });
    expect((await meOf(cookie)).defaultLanguage).toBe('fr');
  });

  it.each([[{ language: 'de' }], [{ language: 'EN' }], [{}], [{ language: 42 }]])(
    'refuses %j with 400 VALIDATION_ERROR and changes nothing',
    async (body) => {
      const before = await meOf(cookie);
      const response = await setLanguage(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(await meOf(cookie)).toEqual(before);
    },
  );

  it('names the faulty field in the details of a validation error', async () => {
    const response = await setLanguage(cookie, { language: 'de' });
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      details: [{ path: '/language', message: expect.any(String), code: 'invalid_value' }],
    });
  });

  it('refuses a missing body, an empty JSON body and malformed JSON with 400 VALIDATION_ERROR', async () => {
    const before = await meOf(cookie);
    const noBody = await t.request({ method: 'PUT', url: '/api/v1/me/language', cookie });
    const emptyJson = await t.request({ method: 'PUT', url: '/api/v1/me/language', cookie, headers: { 'content-type': 'application/json' } });
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/language',
      headers: { origin: 'http://localhost:3000', cookie, 'content-type': 'application/json' },
      payload: '{"language": ',
    });
    for (const response of [noBody, emptyJson, malformed]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await meOf(cookie)).toEqual(before);
  });
});

describe('two members', () => {
  it("each cookie only ever reads and changes its own member's state", async () => {
    const alice = await t.signUp({ name: 'Alice', email: 'alice@example.com' });
    const bob = await t.signUp({ name: 'Bob', email: 'bob@example.com' });
    const aliceMe = (await bootstrap(alice.cookie, 'fr')).json() as CurrentUser;
    const bobMe = (await bootstrap(bob.cookie, 'en')).json() as CurrentUser;
    expect(aliceMe.uid).not.toBe(bobMe.uid);

    const aliceRead = await getMe(alice.cookie);
    const bobRead = await getMe(bob.cookie);
    expect(aliceRead.json()).toMatchObject({ uid: aliceMe.uid, email: 'alice@example.com', displayName: 'Alice', defaultLanguage: 'fr' });
    expect(bobRead.json()).toMatchObject({ uid: bobMe.uid, email: 'bob@example.com', displayName: 'Bob', defaultLanguage: 'en' });
    // Nothing of the other member leaks into the answer.
    expect(aliceRead.body).not.toContain(bobMe.uid);
    expect(aliceRead.body).not.toContain('bob@example.com');
    expect(bobRead.body).not.toContain(aliceMe.uid);
    expect(bobRead.body).not.toContain('alice@example.com');

    // Alice changing her language leaves Bob's alone.
    expect((await setLanguage(alice.cookie, { language: 'en' })).json()).toMatchObject({ uid: aliceMe.uid, defaultLanguage: 'en' });
    expect(await meOf(bob.cookie)).toEqual(bobMe);
    expect((await setLanguage(bob.cookie, { language: 'fr' })).json()).toMatchObject({ uid: bobMe.uid, defaultLanguage: 'fr' });
    expect((await meOf(alice.cookie)).defaultLanguage).toBe('en');
  });

  it('never answers account secrets (password hash, session token)', async () => {
    const { cookie } = await t.signUp({ name: 'Private Person' });
    const response = await bootstrap(cookie, 'fr');
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(response.body).not.toContain(token);
    expect(response.body.toLowerCase()).not.toContain('password');
    expect(response.body).not.toContain('$'); // no scrypt/bcrypt hash
  });
});
