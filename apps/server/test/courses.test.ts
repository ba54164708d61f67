import { COURSE_PLATFORM_MENU, courseTokenEndpoint, type CourseToken, type CurrentUser, type MemberTokenAnswer } from '@arya/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { signCourseToken } from '../src/features/courses/courses.service.ts';
import { busyLimit } from '../src/http/concurrency.ts';
import { throwAny } from '../src/http/fail.ts';
import { CoursePlatformError, createCoursePlatform, HttpCoursePlatform } from '../src/providers/course-platform/index.ts';
import { expectError } from './helpers/errors.ts';
import { COURSE_PLATFORM_API_KEY as API_KEY, SIGNED_COURSE_TOKEN, startFakeCoursePlatform, type CoursePlatformAnswer, type CoursePlatformRequest } from './helpers/fake-course-platform.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const MENU = COURSE_PLATFORM_MENU.map(({ url, icon }, index) => ({ url, icon, label: `Entrée ${index + 1}`, ...(index === 0 ? { subItems: [{ url: '/catalogue', icon: 'book', label: 'Catalogue' }] } : {}) }));

async function member(t: TestApp) {
  const { cookie } = await t.signUp({ name: 'Léa Cours' });
  const me = (await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'en' } })).json<CurrentUser>();
  const { token } = (await t.request({ method: 'GET', url: '/api/server-management/token', cookie })).json<MemberTokenAnswer>();
  return { cookie, me, token };
}

const askToken = (t: TestApp, token: string | null, body: unknown = { menuItems: MENU }, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/shop/sign/token/lms', body, ...(cookie ? { cookie } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/shop/sign/token/lms with the offline platform (development and test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COURSES_URL: 'https://academy.test/' });
  });
  afterAll(() => t.close());

  it('signs a short-lived token naming the member and points at the configured courses address', async () => {
    const { me, token } = await member(t);
    const response = await askToken(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<CourseToken>();
    expect(answer.target).toBe('https://academy.test/');
    const claims = decodeJwt(answer.token);
    expect(claims).toMatchObject({ sub: me.uid, email: me.email, lang: 'en', aud: 'arya-courses' });
    expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(5 * 60);
    expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(4 * 60);
  });

  it('refuses a visitor, a session cookie without the token, and a forged token', async () => {
    const { cookie, token } = await member(t);
    expectError(await askToken(t, null), 401, 'INVALID_TOKEN');
    expectError(await askToken(t, null, { menuItems: MENU }, cookie), 401, 'INVALID_TOKEN');
    expectError(await askToken(t, `${token.slice(0, -4)}AAAA`), 401, 'INVALID_TOKEN');
  });

  it.each([
    ['no menu', {}],
    ['an empty menu', { menuItems: [] }],
    ['an item on another site', { menuItems: [{ url: 'https://evil.test/', label: 'x', icon: 'book' }] }],
    ['a protocol-relative item', { menuItems: [{ url: '//evil.test/', label: 'x', icon: 'book' }] }],
    ['a label too long', { menuItems: [{ url: '/', label: 'x'.repeat(81), icon: 'book' }] }],
    ['eleven items', { menuItems: Array.from({ length: 11 }, () => MENU[0]) }],
    ['a NUL in a label', { menuItems: [{ url: '/', label: 'a\u0000', icon: 'book' }] }],
  ])('refuses %s (400)', async (_case, body) => {
    const { token } = await member(t);
    expect((await askToken(t, token, body)).statusCode).toBe(400);
  });

  it('says so for a member without a profile', async () => {
    const { cookie } = await t.signUp();
    const { token } = (await t.request({ method: 'GET', url: '/api/server-management/token', cookie })).json<MemberTokenAnswer>();
    expectError(await askToken(t, token), 404, 'PROFILE_NOT_FOUND');
  });

  const perMinute = courseTokenEndpoint.limits!.perMember!.max;
  it(`gives a member ${perMinute} tokens a minute, then refuses them (others go on)`, async () => {
    const { token } = await member(t);
    for (let call = 0; call < perMinute; call += 1) expect((await askToken(t, token)).statusCode).toBe(200);
    expectError(await askToken(t, token), 429, 'RATE_LIMITED');
    expect((await askToken(t, (await member(t)).token)).statusCode).toBe(200);
  });
});

describe('POST /api/shop/sign/token/lms with the course platform API (a fake on 127.0.0.1)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeCoursePlatform>>;
  beforeAll(async () => {
    fake = await startFakeCoursePlatform();
    t = await createTestApp({ COURSE_PLATFORM_API_URL: fake.base, COURSE_PLATFORM_API_KEY: API_KEY });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("posts the member and the menu with the API key, and answers the platform's token and target", async () => {
    fake.answer.next = [200, SIGNED_COURSE_TOKEN];
    const { me, token } = await member(t);
    const response = await askToken(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: 'signed.by.platform', target: 'https://courses.platform.test/' });
    const sent = fake.received.at(-1) as CoursePlatformRequest;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/sign/token/lms', authorization: `Bearer ${API_KEY}` });
    expect(sent.contentType).toMatch(/^application\/json/);
    expect(sent.body).toEqual({ member: { id: me.uid, email: me.email, name: 'Léa Cours', language: 'en' }, menuItems: MENU });
  });

  it.each([
    ['refuses (401)', [401, { error: 'bad key' }]],
    ['fails (500)', [500, 'Internal Server Error']],
    ['answers something else than JSON', [200, '<html>hello</html>']],
    ['answers without a token', [200, { target: 'https://courses.platform.test/' }]],
    ['answers a target that is not http(s)', [200, { token: 'abc', target: 'javascript:alert(1)' }]],
    ['answers far too much', 'huge'],
  ] as [string, CoursePlatformAnswer][])('says COURSE_PLATFORM_ERROR (502) when the platform %s', async (_case, answer) => {
    fake.answer.next = answer;
    const { token } = await member(t);
    expectError(await askToken(t, token), 502, 'COURSE_PLATFORM_ERROR');
  });

  it('the adapter gives up on a platform that does not answer in time, and on one that cannot be reached', async () => {
    fake.answer.next = 'hang';
    const request = { member: { id: 'u1', email: 'a@b.c', name: 'A', language: 'fr' as const }, menuItems: MENU };
    const started = Date.now();
    await expect(new HttpCoursePlatform({ baseUrl: fake.base, apiKey: API_KEY, timeoutMs: 300 }).signToken(request)).rejects.toThrow(/in time/);
    expect(Date.now() - started).toBeLessThan(3000);
    const refused = new HttpCoursePlatform({ baseUrl: 'http://127.0.0.1:1', apiKey: API_KEY, timeoutMs: 2000 }).signToken(request);
    await expect(refused).rejects.toBeInstanceOf(CoursePlatformError);
    await expect(refused).rejects.not.toThrow(API_KEY);
  });
});

describe('deployed without the course platform', () => {
  it('has no adapter, and the token answers SERVICE_UNAVAILABLE', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-a-production-secret',
      SMTP_URL: 'smtp://mail.test:25',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      SMS_FROM: '+33700000000',
    });
    expect(config.outsideServices.coursePlatform).toBe('unavailable');
    expect(createCoursePlatform(config)).toBeNull();
    const deps = { db: null as never, platform: null, calls: busyLimit(1, 0), log: { warn: () => undefined } };
    await expect(signCourseToken(deps, 'u1', MENU, throwAny)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
