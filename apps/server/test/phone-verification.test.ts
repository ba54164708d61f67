import { PHONE_CODE_LENGTH, SMS_THROTTLE, type CurrentUser, type PhoneCodeSent } from '@arya/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, phoneCodes, smsSends } from '../src/db/schema/index.ts';
import { SmsSendError, type SmsSender } from '../src/providers/sms/index.ts';
import { expectError } from './helpers/errors.ts';
import { lastCodeTo, sendCode, smsTo, uniquePhone, verifiedMember, verifyCode } from './helpers/phone.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // One address sends every request here: its own limit has a test of its own below.
  t = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '10000' });
});
afterAll(() => t.close());

async function member(app: TestApp = t, language: 'fr' | 'en' = 'fr') {
  const { cookie } = await app.signUp({ phoneVerified: false });
  await app.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language } });
  return cookie;
}
const me = async (cookie: string, app: TestApp = t) => (await app.request({ method: 'GET', url: '/api/v1/me', cookie })).json() as CurrentUser;
/** The seconds a refusal for the limits says to wait (details.retryAfterSeconds). */
const retryAfterOf = (response: { json(): unknown }) => (response.json() as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds;
/** Moves a number's sends back in time, as if they had been asked for that many seconds ago. */
const ageSends = (phoneNumber: string, seconds: number, app: TestApp = t) =>
  app.database.db.execute(sql`update sms_sends set created_at = created_at - make_interval(secs => ${seconds}) where phone_number = ${phoneNumber}`);

describe('signed out and bad input', () => {
  it('both endpoints answer 401 to visitors and forged sessions', async () => {
    for (const [url, body] of [
      ['/api/v1/me/phone/code', { phoneNumber: '+33612345678', resend: true }],
      ['/api/v1/me/phone/verify', { phoneNumber: '+33612345678', code: '123456' }],
    ] as const) {
      for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
        expectError(await t.request({ method: 'POST', url, body, ...(cookie ? { cookie } : {}) }), 401, 'UNAUTHENTICATED');
      }
    }
  });

  it('refuses numbers that are not international phone numbers, codes that are not six digits, and control characters', async () => {
    const cookie = await member();
    for (const phoneNumber of ['0612345678', '+33 1', 'not a phone', '+336123456789012345678901234567890123456789']) {
      const response = await sendCode(t, cookie, phoneNumber);
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(response.json())).toContain('invalid_phone');
    }
    expectError(await sendCode(t, cookie, '+3361234\u00005678'), 400, 'INVALID_TEXT');
    for (const code of ['12345', '1234567', '12a456', '']) {
      expectError(await verifyCode(t, cookie, '+33612345678', code), 400, 'VALIDATION_ERROR');
    }
    expect(await smsTo(t, '+33612345678')).toHaveLength(0);
  });

  it("better-auth's own phone paths are closed: codes only go through the limits", async () => {
    for (const path of ['/api/auth/phone-number/send-otp', '/api/auth/phone-number/verify', '/api/auth/sign-in/phone-number', '/api/auth/phone-number/request-password-reset']) {
      const response = await t.request({ method: 'POST', url: path, body: { phoneNumber: '+33612345678', code: '123456', password: 'x' } });
      expect(response.statusCode, path).toBe(404);
    }
    expect(await smsTo(t, '+33612345678')).toHaveLength(0);
  });
});

describe('a code, from SMS to verified number', () => {
  it('sends six digits in the member language, verifies once, saves the number without whitespace', async () => {
    const cookie = await member(t, 'en');
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
    const sent = await sendCode(t, cookie, spaced);
    expect(sent.statusCode).toBe(200);
    const body = sent.json() as PhoneCodeSent;
    expect(body).toMatchObject({ phoneNumber: phone, sent: true });
    expect(new Date(body.expiresAt).getTime() - new Date(body.sentAt).getTime()).toBe(10 * 60 * 1000);
    const [sms] = await smsTo(t, phone);
    expect(sms?.text).toMatch(new RegExp(`^\\d{${PHONE_CODE_LENGTH}} is your ARYA Community verification code`));
    const code = await lastCodeTo(t, phone);

    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await verifyCode(t, cookie, phone, wrong), 400, 'AUTH_INVALID_VERIFICATION_CODE');
    expect((await me(cookie)).phoneVerified).toBe(false);

    const verified = await verifyCode(t, cookie, spaced, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phoneVerified: true, phoneNumber: phone });
    expect(await me(cookie)).toMatchObject({ phoneVerified: true, phoneNumber: phone });

    // Single use: the same code again finds nothing to check.
    expectError(await verifyCode(t, cookie, phone, code), 400, 'AUTH_CODE_EXPIRED');
  });

  it('three wrong tries use the code up: the right one is refused after them', async () => {
    const cookie = await member();
    const phone = uniquePhone();
    await sendCode(t, cookie, phone);
    const code = await lastCodeTo(t, phone);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 3; attempt += 1) expectError(await verifyCode(t, cookie, phone, wrong), 400, 'AUTH_INVALID_VERIFICATION_CODE');
    expectError(await verifyCode(t, cookie, phone, code), 429, 'AUTH_TOO_MANY_ATTEMPTS');
    expect((await me(cookie)).phoneVerified).toBe(false);
  });

  it('an expired code is refused and verifies nothing', async () => {
    const cookie = await member();
    const phone = uniquePhone();
    await sendCode(t, cookie, phone);
    const code = await lastCodeTo(t, phone);
    await t.database.db.update(phoneCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneCodes.phoneNumber, phone));
    expectError(await verifyCode(t, cookie, phone, code), 400, 'AUTH_CODE_EXPIRED');
    expect((await me(cookie)).phoneVerified).toBe(false);
  });

  it('a member cannot spend the tries of a code sent to someone else', async () => {
    const owner = await member();
    const intruder = await member();
    const phone = uniquePhone();
    await sendCode(t, owner, phone);
    for (let attempt = 0; attempt < 4; attempt += 1) expectError(await verifyCode(t, intruder, phone, '123456'), 400, 'AUTH_CODE_EXPIRED');
    expect((await verifyCode(t, owner, phone, await lastCodeTo(t, phone))).statusCode).toBe(200);
    expect((await me(intruder)).phoneVerified).toBe(false);
  });

  it('opening the dialog again sends nothing while a code is valid; resend sends a new one', async () => {
    const cookie = await member();
    const phone = uniquePhone();
    expect((await sendCode(t, cookie, phone, false)).json()).toMatchObject({ sent: true });
    const again = await sendCode(t, cookie, phone, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sent: false });
    expect(await smsTo(t, phone)).toHaveLength(1);
  });
});

/** A six-digit code that is none of these. */
const codeOtherThan = (...codes: string[]) => ['000000', '111111', '222222'].find((candidate) => !codes.includes(candidate)) as string;

describe('a code is the member\'s own (issue 22: strangers could block a verification)', () => {
  it("another member's five requests for my number do not lock me out", async () => {
    const owner = await member();
    const intruder = await member();
    const phone = uniquePhone();
    for (let sent = 0; sent < SMS_THROTTLE.perNumberPerHour; sent += 1) {
      expect((await sendCode(t, intruder, phone)).statusCode).toBe(200);
      await ageSends(phone, SMS_THROTTLE.perNumberIntervalSeconds + 1);
    }
    expectError(await sendCode(t, intruder, phone), 429, 'AUTH_TOO_MANY_ATTEMPTS');
    // Within the intruder's 30 seconds too: their wait is not the owner's.
    expect((await sendCode(t, intruder, uniquePhone())).statusCode).toBe(200);
    const sent = await sendCode(t, owner, phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true });
    expect((await verifyCode(t, owner, phone, await lastCodeTo(t, phone))).statusCode).toBe(200);
    expect(await me(owner)).toMatchObject({ phoneVerified: true, phoneNumber: phone });
  });

  it("another member's three wrong codes do not burn my code, nor does their own code replace it", async () => {
    const owner = await member();
    const intruder = await member();
    const phone = uniquePhone();
    await sendCode(t, owner, phone);
    const ownerCode = await lastCodeTo(t, phone);
    // The intruder asks for the same number: a code of their own, which leaves the owner's alone.
    expect((await sendCode(t, intruder, phone)).statusCode).toBe(200);
    const intruderCode = await lastCodeTo(t, phone);
    const wrong = codeOtherThan(ownerCode, intruderCode);
    for (let attempt = 0; attempt < 3; attempt += 1) expectError(await verifyCode(t, intruder, phone, wrong), 400, 'AUTH_INVALID_VERIFICATION_CODE');
    expectError(await verifyCode(t, intruder, phone, intruderCode), 429, 'AUTH_TOO_MANY_ATTEMPTS');
    // Nor does the owner's code work for them.
    expectError(await verifyCode(t, intruder, phone, ownerCode), 429, 'AUTH_TOO_MANY_ATTEMPTS');

    expect((await verifyCode(t, owner, phone, ownerCode)).statusCode).toBe(200);
    expect(await me(owner)).toMatchObject({ phoneVerified: true, phoneNumber: phone });
    expect((await me(intruder)).phoneVerified).toBe(false);
  });

  it('codes are stored as an HMAC, never as the digits', async () => {
    const cookie = await member();
    const phone = uniquePhone();
    await sendCode(t, cookie, phone);
    const code = await lastCodeTo(t, phone);
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });
});

describe('mobiles only (issue 22: codes went to premium-rate numbers and landlines)', () => {
  it('a premium-rate, shared-cost, toll-free, landline or VoIP number gets a clear refusal and no SMS', async () => {
    const cookie = await member();
    for (const phone of ['+33899123456', '+33812345678', '+33800123456', '+33123456789', '+33912345678', '+448001234567', '+449012345678']) {
      expectError(await sendCode(t, cookie, phone), 400, 'PHONE_NOT_MOBILE');
      expect(await smsTo(t, phone), phone).toHaveLength(0);
    }
    // Refused before the limits: nothing was counted.
    const counted = await t.database.db.select({ id: smsSends.id }).from(smsSends).where(eq(smsSends.phoneNumber, '+33899123456'));
    expect(counted).toHaveLength(0);
  });

  it('mobiles go, US and Canadian numbers included (their ranges do not tell mobiles apart)', async () => {
    const cookie = await member();
    for (const phone of ['+447400123456', '+12015550123']) {
      expect((await sendCode(t, cookie, phone)).statusCode, phone).toBe(200);
      expect(await smsTo(t, phone)).toHaveLength(1);
    }
  });
});

describe('changing number (issue 22: one number per member, theirs once its code is entered)', () => {
  it('keeps the verified number until the new code is entered, then switches and frees the old one', async () => {
    const { cookie, phone: old } = await verifiedMember(t);
    const next = uniquePhone();
    expect((await sendCode(t, cookie, next)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ phoneVerified: true, phoneNumber: old });
    const code = await lastCodeTo(t, next);
    expectError(await verifyCode(t, cookie, next, codeOtherThan(code)), 400, 'AUTH_INVALID_VERIFICATION_CODE');
    expect(await me(cookie)).toMatchObject({ phoneVerified: true, phoneNumber: old });

    const switched = await verifyCode(t, cookie, next, code);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ phoneVerified: true, phoneNumber: next });
    expect(await me(cookie)).toMatchObject({ phoneVerified: true, phoneNumber: next });
    const [account] = await t.database.db.select().from(authUsers).where(eq(authUsers.phoneNumber, next));
    expect(account?.phoneNumberVerified).toBe(true);
    // The old number is nobody's now: another member may verify it.
    const other = await member();
    expect((await sendCode(t, other, old)).statusCode).toBe(200);
  });

  it("better-auth's own update-user cannot set the number either", async () => {
    const { cookie, phone } = await verifiedMember(t);
    await t.request({ method: 'POST', url: '/api/auth/update-user', cookie, body: { phoneNumber: uniquePhone(), phoneNumberVerified: true } });
    expect(await me(cookie)).toMatchObject({ phoneVerified: true, phoneNumber: phone });
  });
});

describe('numbers in use', () => {
  it('a number verified by another member is refused before any SMS, and at verification', async () => {
    const { phone } = await verifiedMember(t);
    const other = await member();
    expectError(await sendCode(t, other, phone), 409, 'AUTH_PHONE_ALREADY_IN_USE');
    expect(await smsTo(t, phone)).toHaveLength(1);

    // Another member verifies it between this member's code and its check.
    const late = await member();
    const contested = uniquePhone();
    await sendCode(t, late, contested);
    const code = await lastCodeTo(t, contested);
    const { cookie: winner } = await verifiedMember(t);
    const winnerId = (await me(winner)).uid;
    await t.database.db.update(authUsers).set({ phoneNumber: contested }).where(eq(authUsers.id, winnerId));
    expectError(await verifyCode(t, late, contested, code), 409, 'AUTH_PHONE_ALREADY_IN_USE');
    expect((await me(late)).phoneVerified).toBe(false);
  });
});

describe('limits against SMS pumping', () => {
  it('a resend within 30 seconds is refused with the seconds left to wait; after, it goes', async () => {
    const cookie = await member();
    const phone = uniquePhone();
    expect((await sendCode(t, cookie, phone)).statusCode).toBe(200);
    await ageSends(phone, 10);
    const refused = await sendCode(t, cookie, phone);
    expectError(refused, 429, 'AUTH_TOO_MANY_ATTEMPTS');
    expect(retryAfterOf(refused)).toBeGreaterThanOrEqual(SMS_THROTTLE.perNumberIntervalSeconds - 11);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(SMS_THROTTLE.perNumberIntervalSeconds - 10);
    expect(refused.headers['retry-after']).toBe(String(retryAfterOf(refused)));
    expect(await smsTo(t, phone)).toHaveLength(1);
    await ageSends(phone, SMS_THROTTLE.perNumberIntervalSeconds + 1);
    expect((await sendCode(t, cookie, phone)).statusCode).toBe(200);
    expect(await smsTo(t, phone)).toHaveLength(2);
  });

  it('a member gets at most 5 codes an hour for one number, and is told when the next one may go', async () => {
    const cookie = await member();
    const phone = uniquePhone();
    for (let sent = 0; sent < SMS_THROTTLE.perNumberPerHour; sent += 1) {
      expect((await sendCode(t, cookie, phone)).statusCode).toBe(200);
      await ageSends(phone, SMS_THROTTLE.perNumberIntervalSeconds + 1);
    }
    const refused = await sendCode(t, cookie, phone);
    expectError(refused, 429, 'AUTH_TOO_MANY_ATTEMPTS');
    // The oldest of the five leaves the hour first: about 55 minutes from now (five sends aged 31 s each way).
    const wait = retryAfterOf(refused);
    expect(wait).toBeGreaterThan(3600 - 6 * (SMS_THROTTLE.perNumberIntervalSeconds + 1));
    expect(wait).toBeLessThanOrEqual(3600);
    await ageSends(phone, 3600);
    expect((await sendCode(t, cookie, phone)).statusCode).toBe(200);
  });

  it('a member gets at most 8 codes an hour, whatever the numbers', async () => {
    const cookie = await member();
    for (let sent = 0; sent < SMS_THROTTLE.perMemberPerHour; sent += 1) expect((await sendCode(t, cookie, uniquePhone())).statusCode).toBe(200);
    const phone = uniquePhone();
    expectError(await sendCode(t, cookie, phone), 429, 'AUTH_TOO_MANY_ATTEMPTS');
    expect(await smsTo(t, phone)).toHaveLength(0);
  });

  it('numbers outside the served countries get no SMS', async () => {
    const cookie = await member();
    for (const phone of ['+79123456789', '+2348031234567']) {
      expectError(await sendCode(t, cookie, phone), 400, 'PHONE_COUNTRY_NOT_SUPPORTED');
      expect(await smsTo(t, phone)).toHaveLength(0);
    }
  });
});

describe('limits per address and in all', () => {
  it('one address gets the configured number of codes an hour', async () => {
    const app = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '2' });
    try {
      for (let sent = 0; sent < 2; sent += 1) expect((await sendCode(app, await member(app), uniquePhone())).statusCode).toBe(200);
      expectError(await sendCode(app, await member(app), uniquePhone()), 429, 'AUTH_TOO_MANY_ATTEMPTS');
    } finally {
      await app.close();
    }
  });

  it('an IPv6 client is one address for its whole /64: changing address per request changes nothing', async () => {
    const app = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '2' });
    try {
      const from = async (remoteAddress: string) => {
        const cookie = await member(app);
        return app.app.inject({
          method: 'POST',
          url: '/api/v1/me/phone/code',
          remoteAddress,
          headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ phoneNumber: uniquePhone(), resend: true }),
        });
      };
      expect((await from('2001:db8:7:1::a')).statusCode).toBe(200);
      expect((await from('2001:db8:7:1::b')).statusCode).toBe(200);
      expectError(await from('2001:db8:7:1:ffff::c'), 429, 'AUTH_TOO_MANY_ATTEMPTS');
      // Another /64 is another client.
      expect((await from('2001:db8:7:2::a')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('the hourly cap stops every send until the hour has passed', async () => {
    const app = await createTestApp({ SMS_MAX_PER_HOUR: '2', SMS_MAX_PER_IP_PER_HOUR: '100' });
    try {
      for (let sent = 0; sent < 2; sent += 1) expect((await sendCode(app, await member(app), uniquePhone())).statusCode).toBe(200);
      const phone = uniquePhone();
      expectError(await sendCode(app, await member(app), phone), 503, 'AUTH_SMS_QUOTA_EXCEEDED');
      expect(await smsTo(app, phone)).toHaveLength(0);
      await app.database.db.execute(sql`update sms_sends set created_at = created_at - interval '61 minutes'`);
      expect((await sendCode(app, await member(app), phone)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('provider failures', () => {
  it('an unreachable provider and a number it refuses each give their message; a failed send still counts', async () => {
    let failure: SmsSendError = new SmsSendError('unavailable', 'provider down');
    const failing: SmsSender = { send: async () => Promise.reject(failure) };
    const app = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '100' }, { sms: failing });
    try {
      const cookie = await member(app);
      const phone = uniquePhone();
      const failed = await sendCode(app, cookie, phone);
      expectError(failed, 503, 'AUTH_SMS_QUOTA_EXCEEDED');
      // The failed send counts: the answer says the wait, so the dialog counts it down rather than meeting a 429.
      expect(retryAfterOf(failed)).toBe(SMS_THROTTLE.perNumberIntervalSeconds);
      expectError(await sendCode(app, cookie, phone), 429, 'AUTH_TOO_MANY_ATTEMPTS');
      failure = new SmsSendError('invalid_number', 'not a mobile');
      expectError(await sendCode(app, cookie, uniquePhone()), 400, 'AUTH_INVALID_PHONE_NUMBER');
      const rows = await app.database.db.select({ status: smsSends.status }).from(smsSends);
      expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
      // Nothing was sent, so opening the dialog again tries again rather than pretending.
      expect((await me(cookie, app)).phoneVerified).toBe(false);
    } finally {
      await app.close();
    }
  });
});
