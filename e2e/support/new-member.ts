import { expect, type Page } from '@playwright/test';

/**
 * A French mobile number no other test uses. 067 is a mobile range throughout; some of 06 is not
 * (0639, 0690-0694), and codes only go to mobiles.
 */
export function uniquePhone(): string {
  return `+3367${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The code of the newest SMS the dev outbox holds for a number (the development SMS adapter). */
export async function lastCodeTo(page: Page, phone: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(phone)}`);
    const { messages } = (await response.json()) as { messages: { channel: string; text: string }[] };
    code = messages.find((message) => message.channel === 'sms')?.text.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/**
 * Takes a member who just signed up past what every new member meets first, through the API as
 * their browser would: onboarding skipped and a phone number verified with the code sent by SMS.
 * The journeys of onboarding and of the phone dialog are tested on their own.
 */
export async function settleNewMember(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/on-boarding$/);
  const asThePage = { origin: new URL(page.url()).origin };
  expect((await page.request.post('/api/v1/me/interests/skip', { headers: asThePage })).status()).toBe(200);
  const phone = uniquePhone();
  expect((await page.request.post('/api/v1/me/phone/code', { headers: asThePage, data: { phoneNumber: phone, resend: true } })).status()).toBe(200);
  const code = await lastCodeTo(page, phone);
  expect((await page.request.post('/api/v1/me/phone/verify', { headers: asThePage, data: { phoneNumber: phone, code } })).status()).toBe(200);
}
