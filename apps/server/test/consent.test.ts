import { randomUUID } from 'node:crypto';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_VERSION, serializeConsentCookie, TERMS_VERSION, type ConsentsPage, type RecordedConsent } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member with a profile (bootstrapMe made it), the browser holding `cookie` too when given. */
async function member(extraCookie?: string) {
  const { cookie } = await t.signUp({ phoneVerified: false });
  const response = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: extraCookie ? `${cookie}; ${extraCookie}` : cookie, body: { language: 'fr' } });
  expect(response.statusCode).toBe(200);
  return { cookie, id: response.json<{ uid: string }>().uid };
}

const record = (body: unknown, cookie?: string) => t.request({ method: 'PUT', url: '/api/v1/consents', body, ...(cookie ? { cookie } : {}) });
const rowsOf = (consentId: string) => t.database.db.select().from(consentRecords).where(eq(consentRecords.consentId, consentId));
/** The analytics choices of a page (every member also has the terms they accepted at sign-up). */
const analyticsOf = (page: ConsentsPage) => page.items.filter((item) => item.kind === 'analytics');
const consentsOf = async (cookie: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/v1/me/consents${query}`, cookie });
  expect(response.statusCode).toBe(200);
  return response.json<ConsentsPage>();
};

describe('PUT /api/v1/consents', () => {
  it("records a visitor's refusal under the browser's consent id, with no member, for six months", async () => {
    const consentId = randomUUID();
    const before = Date.now();
    const response = await record({ analytics: false, version: CONSENT_VERSION, consentId });
    expect(response.statusCode).toBe(200);
    const answer = response.json<RecordedConsent>();
    expect(answer.consentId).toBe(consentId);
    const decidedAt = Date.parse(answer.decidedAt);
    expect(decidedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(answer.expiresAt) - decidedAt).toBe(CONSENT_MAX_AGE_DAYS * DAY_MS);
    const rows = await rowsOf(consentId);
    expect(rows).toMatchObject([{ userId: null, kind: 'analytics', version: CONSENT_VERSION, granted: false }]);
    expect(rows[0]!.expiresAt!.toISOString()).toBe(answer.expiresAt);
  });

  it('makes a consent id for a browser that has none', async () => {
    const answer = (await record({ analytics: true, version: CONSENT_VERSION })).json<RecordedConsent>();
    expect(answer.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsOf(answer.consentId)).toMatchObject([{ granted: true, userId: null }]);
  });

  it("records a member's choice with the member, and lists it to them", async () => {
    const alice = await member();
    const consentId = randomUUID();
    expect((await record({ analytics: true, version: CONSENT_VERSION, consentId }, alice.cookie)).statusCode).toBe(200);
    expect((await record({ analytics: false, version: CONSENT_VERSION, consentId }, alice.cookie)).statusCode).toBe(200);
    expect(await rowsOf(consentId)).toEqual([expect.objectContaining({ userId: alice.id }), expect.objectContaining({ userId: alice.id })]);
    const page = await consentsOf(alice.cookie);
    // Newest first: the withdrawal, the acceptance, then the terms accepted at sign-up.
    expect(page.items.map((item) => [item.kind, item.granted, item.version])).toEqual([
      ['analytics', false, CONSENT_VERSION],
      ['analytics', true, CONSENT_VERSION],
      ['terms', true, TERMS_VERSION],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it.each([
    ['no choice', { version: CONSENT_VERSION }],
    ['a choice that is not a boolean', { analytics: 'yes', version: CONSENT_VERSION }],
    ['another version than the one shown today', { analytics: true, version: '2019-01' }],
    ['a consent id that is not one', { analytics: true, version: CONSENT_VERSION, consentId: 'not-a-uuid' }],
  ])('refuses %s (VALIDATION_ERROR) and stores nothing', async (_label, body) => {
    const [before] = await t.database.db.$count(consentRecords).then((count) => [count]);
    expectError(await record(body), 400, 'VALIDATION_ERROR');
    expect(await t.database.db.$count(consentRecords)).toBe(before);
  });

  it('takes at most 30 choices an hour from one address', async () => {
    const remoteAddress = '203.0.113.77';
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/consents',
        remoteAddress,
        headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ analytics: false, version: CONSENT_VERSION }),
      });
    for (let index = 0; index < 30; index += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not counted with it.
    expect((await record({ analytics: false, version: CONSENT_VERSION })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/me/consents', () => {
  it('refuses a visitor', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/consents' }), 401, 'UNAUTHENTICATED');
  });

  it("lists only the member's own records, never another member's", async () => {
    const alice = await member();
    const bob = await member();
    await record({ analytics: true, version: CONSENT_VERSION, consentId: randomUUID() }, bob.cookie);
    expect(analyticsOf(await consentsOf(alice.cookie))).toEqual([]);
    expect(analyticsOf(await consentsOf(bob.cookie))).toHaveLength(1);
  });

  it('pages with a cursor, and refuses one it did not make', async () => {
    const carol = await member();
    const consentId = randomUUID();
    for (const analytics of [true, false, true]) await record({ analytics, version: CONSENT_VERSION, consentId }, carol.cookie);
    const first = await consentsOf(carol.cookie, '?limit=2');
    expect(first.items.map((item) => item.granted)).toEqual([true, false]);
    const second = await consentsOf(carol.cookie, `?limit=2&cursor=${first.nextCursor}`);
    // The last page ends with the terms accepted at sign-up.
    expect(second.items.map((item) => [item.kind, item.granted])).toEqual([
      ['analytics', true],
      ['terms', true],
    ]);
    expect(second.nextCursor).toBeNull();
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/consents?cursor=nope', cookie: carol.cookie }), 400, 'VALIDATION_ERROR');
  });
});

describe('signing up after consenting as a visitor', () => {
  const cookieFor = (consentId: string) =>
    `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsentCookie({ v: CONSENT_VERSION, id: consentId, analytics: false, at: new Date().toISOString() }))}`;

  it("gives the new member the browser's earlier choices, and leaves other browsers' alone", async () => {
    const consentId = randomUUID();
    const otherBrowser = randomUUID();
    await record({ analytics: true, version: CONSENT_VERSION, consentId });
    await record({ analytics: false, version: CONSENT_VERSION, consentId });
    await record({ analytics: true, version: CONSENT_VERSION, consentId: otherBrowser });
    const dan = await member(cookieFor(consentId));
    expect(analyticsOf(await consentsOf(dan.cookie)).map((item) => item.granted)).toEqual([false, true]);
    expect(await rowsOf(otherBrowser)).toMatchObject([{ userId: null }]);
  });

  it("never takes rows another member already holds", async () => {
    const erin = await member();
    const consentId = randomUUID();
    await record({ analytics: true, version: CONSENT_VERSION, consentId }, erin.cookie);
    const frank = await member(cookieFor(consentId));
    expect(analyticsOf(await consentsOf(frank.cookie))).toEqual([]);
    expect(analyticsOf(await consentsOf(erin.cookie))).toHaveLength(1);
  });
});
