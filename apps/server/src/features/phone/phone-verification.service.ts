import {
  isMobilePhone,
  isSmsCountryAllowed,
  PHONE_CODE_MAX_ATTEMPTS,
  SMS_THROTTLE,
  type CurrentUser,
  type Language,
  type PhoneCodeSent,
  type sendPhoneCodeEndpoint,
  type verifyPhoneEndpoint,
} from '@arya/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import { SmsSendError, type SmsSender } from '../../providers/sms/index.ts';
import { creditReferrerOnPhoneVerified } from '../referral/referral.service.ts';
import { writtenCurrentUser } from '../../shared/members/current-user.repository.ts';
import { linkVerifiedNumber } from './member-phone.repository.ts';
import { isSameCode, newPhoneCode, phoneCodeHash } from './phone-code-secret.ts';
import { phoneCodeMessage } from './phone-code-message.ts';
import * as codes from './phone-codes.repository.ts';
import { sendRefusal } from './sms-limits.ts';
import * as sends from './sms-sends.repository.ts';

export interface PhoneVerificationDeps {
  db: Database;
  sms: SmsSender;
  /** Keys the codes' HMAC (the server's secret). */
  codeSecret: string;
  limits: { allowedCountries: readonly string[]; maxPerHour: number; maxPerIpPerHour: number; codeValiditySeconds: number };
  log: { warn(details: object, message: string): void };
}

interface Requester {
  userId: string;
  ip: string;
  language: Language;
}

const answer = (phoneNumber: string, code: { sentAt: Date; expiresAt: Date }, sent: boolean): PhoneCodeSent => ({
  phoneNumber,
  sentAt: code.sentAt.toISOString(),
  expiresAt: code.expiresAt.toISOString(),
  sent,
});

async function refuseNumberOfAnother(db: Database, phoneNumber: string, userId: string, fail: Fail<'AUTH_PHONE_ALREADY_IN_USE'>): Promise<void> {
  const holder = await sends.numberHolder(db, phoneNumber);
  if (holder && holder !== userId) fail('AUTH_PHONE_ALREADY_IN_USE', 'This phone number is already verified by another member');
}

/** Records the send if every limit allows it; the member's lock makes their limits exact. */
async function recordSendWithinLimits(deps: PhoneVerificationDeps, requester: Requester, phoneNumber: string, fail: Fail<'AUTH_SMS_QUOTA_EXCEEDED' | 'AUTH_TOO_MANY_ATTEMPTS'>) {
  return deps.db.transaction(async (tx) => {
    await sends.lockMemberSends(tx, requester.userId);
    const recent = await sends.countRecentSends(tx, { phoneNumber, userId: requester.userId, ip: requester.ip, intervalSeconds: SMS_THROTTLE.perNumberIntervalSeconds });
    const refusal = sendRefusal(recent, deps.limits);
    if (refusal?.code === 'AUTH_SMS_QUOTA_EXCEEDED') {
      deps.log.warn({ sendsThisHour: recent.globalHour.count }, 'the hourly SMS cap is reached: verification codes are refused');
      fail(refusal.code, 'No more verification SMS can be sent this hour', { retryAfterSeconds: refusal.retryAfterSeconds });
    }
    if (refusal) fail(refusal.code, 'Too many codes asked for: try again later', { retryAfterSeconds: refusal.retryAfterSeconds });
    return sends.insertSend(tx, { userId: requester.userId, phoneNumber, ip: requester.ip });
  });
}

/**
 * Sends a verification code to a mobile number, unless a code this member asked for is still usable
 * and `resend` is false (the dialog opening again sends nothing new). The code is the member's for
 * this number alone; the number becomes theirs only when the code is entered.
 */
export async function sendPhoneCode(
  deps: PhoneVerificationDeps,
  requester: Requester,
  input: { phoneNumber: string; resend: boolean },
  fail: FailOf<typeof sendPhoneCodeEndpoint>,
): Promise<PhoneCodeSent> {
  const { phoneNumber } = input;
  const target = { userId: requester.userId, phoneNumber };
  if (!isSmsCountryAllowed(phoneNumber, deps.limits.allowedCountries)) {
    fail('PHONE_COUNTRY_NOT_SUPPORTED', 'Verification codes are not sent to this country');
  }
  if (!isMobilePhone(phoneNumber, maxMetadata)) fail('PHONE_NOT_MOBILE', 'Verification codes are only sent to mobile numbers');
  await refuseNumberOfAnother(deps.db, phoneNumber, requester.userId, fail);
  if (!input.resend) {
    const usable = await codes.usableCode(deps.db, { ...target, maxAttempts: PHONE_CODE_MAX_ATTEMPTS });
    if (usable) return answer(phoneNumber, usable, false);
  }
  const send = await recordSendWithinLimits(deps, requester, phoneNumber, fail);
  const code = newPhoneCode();
  try {
    await deps.sms.send({ to: phoneNumber, text: phoneCodeMessage(requester.language, code) });
  } catch (error) {
    // The code sent before, if any, still works: nothing replaced it. The failed send counts in the
    // limits all the same (against pumping through provider errors), so the answer says the wait.
    await sends.markSend(deps.db, send.id, 'failed');
    const wait = { retryAfterSeconds: SMS_THROTTLE.perNumberIntervalSeconds };
    if (error instanceof SmsSendError && error.kind === 'invalid_number') {
      fail('AUTH_INVALID_PHONE_NUMBER', 'This number cannot receive SMS', wait);
    }
    deps.log.warn({ err: error, kind: error instanceof SmsSendError ? error.kind : 'unexpected' }, 'a verification SMS could not be sent');
    return fail('AUTH_SMS_QUOTA_EXCEEDED', 'The verification SMS could not be sent', wait);
  }
  const stored = await codes.replaceCode(deps.db, { ...target, codeHash: phoneCodeHash(deps.codeSecret, { ...target, code }), validitySeconds: deps.limits.codeValiditySeconds });
  await sends.markSend(deps.db, send.id, 'sent');
  return answer(phoneNumber, stored, true);
}

type CheckOutcome = 'verified' | 'expired' | 'used_up' | 'wrong';

/**
 * Checks the member's code for this number (valid 10 minutes, 3 wrong tries, works once) and, when
 * right, makes the number theirs in the same transaction: on the account, verified, and on the
 * profile, replacing the number they had; the member who referred them is credited.
 */
export async function verifyPhone(deps: PhoneVerificationDeps, userId: string, input: { phoneNumber: string; code: string }, fail: FailOf<typeof verifyPhoneEndpoint>): Promise<CurrentUser> {
  const { db } = deps;
  const target = { userId, phoneNumber: input.phoneNumber };
  // Before any try is spent: a number verified by another member cannot become this one's.
  await refuseNumberOfAnother(db, input.phoneNumber, userId, fail);
  let outcome: CheckOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
      const stored = await codes.lockCode(tx, target);
      if (!stored || stored.expired) return 'expired';
      if (stored.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'used_up';
      if (!isSameCode(deps.codeSecret, { ...target, code: input.code }, stored.codeHash)) {
        await codes.countWrongCode(tx, target);
        return 'wrong';
      }
      await codes.deleteCode(tx, target);
      await linkVerifiedNumber(tx, userId, input.phoneNumber);
      await creditReferrerOnPhoneVerified(tx, userId, input.phoneNumber);
      return 'verified';
    });
  } catch (error) {
    // Another member verified the same number a moment earlier (unique on the account's number).
    if (isUniqueViolation(error)) fail('AUTH_PHONE_ALREADY_IN_USE', 'This phone number is already verified by another member');
    throw error;
  }
  if (outcome === 'expired') fail('AUTH_CODE_EXPIRED', 'No code of this member for this number is valid: ask for a new one');
  if (outcome === 'used_up') fail('AUTH_TOO_MANY_ATTEMPTS', 'Too many wrong codes: ask for a new one');
  if (outcome === 'wrong') fail('AUTH_INVALID_VERIFICATION_CODE', 'The code is not the one sent');
  return writtenCurrentUser(db, userId);
}
