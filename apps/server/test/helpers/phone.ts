import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

let serial = 0;

/**
 * A French mobile number no other test uses (the last 7 digits vary with the process and a counter).
 * 067 is a mobile range throughout; some of 06 is not (0639, 0690-0694 belong to no mobile), and
 * codes only go to mobiles.
 */
export function uniquePhone(): string {
  serial += 1;
  const digits = String((process.pid * 1000 + serial + Date.now()) % 10_000_000).padStart(7, '0');
  return `+3367${digits}`;
}

export const sendCode = (t: TestApp, cookie: string, phoneNumber: string, resend = true) =>
  t.request({ method: 'POST', url: '/api/v1/me/phone/code', cookie, body: { phoneNumber, resend } });

export const verifyCode = (t: TestApp, cookie: string, phoneNumber: string, code: string) =>
  t.request({ method: 'POST', url: '/api/v1/me/phone/verify', cookie, body: { phoneNumber, code } });

/** The verification SMS sent to a number, newest first, as the dev outbox kept them. */
export async function smsTo(t: TestApp, phoneNumber: string): Promise<{ text: string }[]> {
  const response = await t.request({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(phoneNumber)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: { channel: string; text: string }[] }).messages.filter((message) => message.channel === 'sms');
}

/** The code of the newest SMS sent to a number. */
export async function lastCodeTo(t: TestApp, phoneNumber: string): Promise<string> {
  const [newest] = await smsTo(t, phoneNumber);
  const code = newest?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phoneNumber}`);
  return code;
}

/** A new member, with a profile, who verified a phone number (asked, read from the outbox, checked). */
export async function verifiedMember(t: TestApp): Promise<{ cookie: string; phone: string }> {
  const { cookie } = await t.signUp({ phoneVerified: false });
  await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } });
  const phone = uniquePhone();
  expect((await sendCode(t, cookie, phone)).statusCode).toBe(200);
  const verified = await verifyCode(t, cookie, phone, await lastCodeTo(t, phone));
  expect(verified.statusCode).toBe(200);
  return { cookie, phone };
}
