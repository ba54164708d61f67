import { REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER, REFERRAL_COOKIE, type CurrentUser, type ReferralsPage } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinEntries, userProtected } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { setCookies } from './helpers/http.ts';
import { lastCodeTo, sendCode, uniquePhone, verifyCode } from './helpers/phone.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '10000' });
});
afterAll(() => t.close());

interface Member {
  cookie: string;
  me: CurrentUser;
}

/** Signs up and creates the profile, the browser holding the referral cookie when given. */
async function join(referralCookie?: string): Promise<Member & { setCookie: string[] }> {
  const { cookie } = await t.signUp({ phoneVerified: false });
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/me/bootstrap',
    cookie: referralCookie === undefined ? cookie : `${cookie}; ${REFERRAL_COOKIE}=${encodeURIComponent(referralCookie)}`,
    body: { language: 'fr' },
  });
  expect(response.statusCode).toBe(200);
  return { cookie, me: response.json<CurrentUser>(), setCookie: setCookies(response) };
}

async function verifyPhoneOf(member: Member, phone = uniquePhone()) {
  expect((await sendCode(t, member.cookie, phone)).statusCode).toBe(200);
  expect((await verifyCode(t, member.cookie, phone, await lastCodeTo(t, phone))).statusCode).toBe(200);
}

const referrals = async (member: Member, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/v1/me/referrals${query}`, cookie: member.cookie });
  expect(response.statusCode).toBe(200);
  return response.json<ReferralsPage>();
};
const referrerOf = async (userId: string) =>
  (await t.database.db.select({ referrer: userProtected.referrer }).from(userProtected).where(eq(userProtected.userId, userId)))[0]?.referrer;
const coinsOf = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie: member.cookie })).json<CurrentUser>().coins.available;

describe('GET /api/v1/me/referrals', () => {
  it('refuses a visitor', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/referrals' }), 401, 'UNAUTHENTICATED');
  });

  it("gives a new member their code (their system alias), no coins and nobody yet", async () => {
    const member = await join();
    expect(await referrals(member)).toEqual({ code: member.me.systemAlias, coinsEarned: 0, referredCount: 0, items: [], nextCursor: null });
  });

  it('refuses a cursor it did not make and a page size out of bounds', async () => {
    const member = await join();
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/referrals?cursor=nope', cookie: member.cookie }), 400, 'VALIDATION_ERROR');
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/referrals?limit=0', cookie: member.cookie }), 400, 'VALIDATION_ERROR');
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/referrals?limit=51', cookie: member.cookie }), 400, 'VALIDATION_ERROR');
  });
});

describe('signing up through a referral link', () => {
  it('records the referrer in the profile-creating bootstrap and clears the cookie', async () => {
    const referrer = await join();
    const referred = await join(referrer.me.systemAlias);
    expect(await referrerOf(referred.me.uid)).toBe(referrer.me.uid);
    const cleared = referred.setCookie.find((line) => line.startsWith(`${REFERRAL_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\//);
    // The referrer is protected: nothing of it in the member's own state.
    expect(JSON.stringify(referred.me)).not.toContain(referrer.me.uid);
  });

  it('reads the code whatever its case and surrounding spaces', async () => {
    const referrer = await join();
    const referred = await join(` ${referrer.me.systemAlias.toUpperCase()} `);
    expect(await referrerOf(referred.me.uid)).toBe(referrer.me.uid);
  });

  it('ignores an unknown code, a malformed one, and a code met after the profile exists (one never refers oneself)', async () => {
    for (const code of ['nobody-00000000', '../../etc', 'a'.repeat(300), '\u0000']) {
      const member = await join(code);
      expect(await referrerOf(member.me.uid), code).toBeNull();
      expect(member.setCookie.some((line) => line.startsWith(`${REFERRAL_COOKIE}=;`))).toBe(true);
    }
    const member = await join();
    const again = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: `${member.cookie}; ${REFERRAL_COOKIE}=${member.me.systemAlias}`, body: { language: 'fr' } });
    expect(again.statusCode).toBe(200);
    expect(await referrerOf(member.me.uid)).toBeNull();
  });

  it('credits the referrer only once the referred member verifies a phone number, and once', async () => {
    const referrer = await join();
    const referred = await join(referrer.me.systemAlias);
    const pending = await referrals(referrer);
    expect(pending).toMatchObject({ coinsEarned: 0, referredCount: 1 });
    expect(pending.items).toEqual([
      {
        member: { _id: referred.me.uid, DisplayName: referred.me.displayName, Alias: referred.me.systemAlias, PictureDate: null, Verified: null },
        joinedAt: expect.any(String),
        status: 'pending',
        coins: null,
      },
    ]);
    expect(await coinsOf(referrer)).toBe(0);

    await verifyPhoneOf(referred);
    const credited = await referrals(referrer);
    expect(credited).toMatchObject({ coinsEarned: REFERRAL_COINS_PER_MEMBER, referredCount: 1 });
    expect(credited.items[0]).toMatchObject({ status: 'credited', coins: REFERRAL_COINS_PER_MEMBER });
    expect(await coinsOf(referrer)).toBe(REFERRAL_COINS_PER_MEMBER);
    // The referred member earns nothing themselves for it.
    expect(await coinsOf(referred)).toBe(0);

    // Another number verified later earns nothing more.
    await verifyPhoneOf(referred);
    expect((await referrals(referrer)).coinsEarned).toBe(REFERRAL_COINS_PER_MEMBER);
    const entries = await t.database.db.select().from(coinEntries).where(and(eq(coinEntries.userId, referrer.me.uid), eq(coinEntries.reason, 'referral')));
    expect(entries).toHaveLength(1);
  });

  it('a phone number earns referral coins once ever: freed by one referred member and verified by the next, it earns nothing', async () => {
    const referrer = await join();
    const otherReferrer = await join();
    const first = await join(referrer.me.systemAlias);
    const second = await join(referrer.me.systemAlias);
    const third = await join(otherReferrer.me.systemAlias);
    const shared = uniquePhone();
    await verifyPhoneOf(first, shared);
    // The first member moves to another number, which frees the shared one for the next.
    await verifyPhoneOf(first);
    const nextSend = async () => t.database.db.execute(sql`update sms_sends set created_at = created_at - interval '1 minute'`);
    await nextSend();
    await verifyPhoneOf(second, shared);
    await verifyPhoneOf(second);
    await nextSend();
    await verifyPhoneOf(third, shared);

    expect((await referrals(referrer)).items.map((item) => item.coins).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([0, REFERRAL_COINS_PER_MEMBER]);
    expect(await coinsOf(referrer)).toBe(REFERRAL_COINS_PER_MEMBER);
    expect((await referrals(otherReferrer)).items).toEqual([expect.objectContaining({ status: 'credited', coins: 0 })]);
    expect(await coinsOf(otherReferrer)).toBe(0);
    // The ledger keeps a digest of the number, never the number.
    const entries = await t.database.db.select().from(coinEntries).where(eq(coinEntries.userId, referrer.me.uid));
    expect(JSON.stringify(entries)).not.toContain(shared.replace('+', ''));
  });

  it('a failed verification credits nothing', async () => {
    const referrer = await join();
    const referred = await join(referrer.me.systemAlias);
    const phone = uniquePhone();
    await sendCode(t, referred.cookie, phone);
    const code = await lastCodeTo(t, phone);
    expectError(await verifyCode(t, referred.cookie, phone, code === '000000' ? '111111' : '000000'), 400, 'AUTH_INVALID_VERIFICATION_CODE');
    expect((await referrals(referrer)).items[0]).toMatchObject({ status: 'pending', coins: null });
  });

  it('stops at 50,000 coins: part of a credit, then none, even when referrals verify at the same moment', async () => {
    const referrer = await join();
    // Earned so far: all but 200 of the cap (from referrals made before).
    await t.database.db.insert(coinEntries).values({ userId: referrer.me.uid, amount: REFERRAL_COINS_MAX - 200, reason: 'referral', referredUserId: `earlier-${referrer.me.uid}` });
    const first = await join(referrer.me.systemAlias);
    const second = await join(referrer.me.systemAlias);
    await Promise.all([verifyPhoneOf(first), verifyPhoneOf(second)]);
    const page = await referrals(referrer);
    expect(page.coinsEarned).toBe(REFERRAL_COINS_MAX);
    expect(page.items.map((item) => item.coins).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([0, 200]);
    expect(page.items.every((item) => item.status === 'credited')).toBe(true);
    const third = await join(referrer.me.systemAlias);
    await verifyPhoneOf(third);
    expect((await referrals(referrer)).coinsEarned).toBe(REFERRAL_COINS_MAX);
    expect(await coinsOf(referrer)).toBe(REFERRAL_COINS_MAX);
  });

  it('lists the referred members newest first, a keyset page at a time, to their referrer only', async () => {
    const referrer = await join();
    const joined: string[] = [];
    for (let index = 0; index < 3; index += 1) joined.push((await join(referrer.me.systemAlias)).me.uid);
    const first = await referrals(referrer, '?limit=2');
    expect(first.referredCount).toBe(3);
    expect(first.items.map((item) => item.member._id)).toEqual([joined[2], joined[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await referrals(referrer, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.member._id)).toEqual([joined[0]]);
    expect(second.nextCursor).toBeNull();

    const other = await join();
    expect(await referrals(other)).toMatchObject({ referredCount: 0, items: [] });
  });
});
