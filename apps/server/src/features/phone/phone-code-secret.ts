import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@arya/core';

/** Six digits, each as likely as the others (crypto.randomInt, not Math.random). */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/**
 * What is stored instead of the code: an HMAC keyed by the server's secret. A plain hash of six digits
 * would be reversed in a million tries by whoever reads the table; the member and the number are in
 * the message, so a code is worth nothing for another member or number.
 */
export function phoneCodeHash(secret: string, input: { userId: string; phoneNumber: string; code: string }): string {
  return createHmac('sha256', secret).update(`phone-code\n${input.userId}\n${input.phoneNumber}\n${input.code}`).digest('hex');
}

export function isSameCode(secret: string, input: { userId: string; phoneNumber: string; code: string }, storedHash: string): boolean {
  const typed = Buffer.from(phoneCodeHash(secret, input), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}
