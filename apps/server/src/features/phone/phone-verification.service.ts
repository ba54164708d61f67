import {
  isSmsCountryAllowed,
  SMS_THROTTLE,
  type CurrentUser,
  type Language,
  type PhoneCodeSent,
} from '@arya/core';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authUsers, userProtected } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Auth } from '../auth/auth.ts';
import { SmsSendError, type SmsSender } from '../../providers/sms/index.ts';
import { creditReferrerOnPhoneVerified } from '../referral/referral.service.ts';
import { getCurrentUser } from '../users/users.service.ts';
import { phoneCodeMessage } from './phone-code-message.ts';
import { issuedCodeOf } from './phone-code-handoff.ts';
import * as sends from './sms-sends.repository.ts';

export interface PhoneVerificationDeps {
  db: Database;
  auth: Auth;
  sms: SmsSender;
  limits: { allowedCountries: readonly string[]; maxPerHour: number; maxPerIpPerHour: number; codeValiditySeconds: number };
  log: { warn(details: object, message: string): void };
}

const codeExpiry = (deps: PhoneVerificationDeps, sentAt: Date) => new Date(sentAt.getTime() + deps.limits.codeValiditySeconds * 1000);

interface Requester {
  userId: string;
  ip: string;
  language: Language;
}


async function refuseNumberOfAnother(db: Database, phoneNumber: string, userId: string): Promise<void> {
  const holder = await sends.numberHolder(db, phoneNumber);
  if (holder && holder !== userId) throw new AppError('AUTH_PHONE_ALREADY_IN_USE', 'This phone number is already verified by another member');
}

/** Records the send if every limit allows it; the number's lock makes its limits exact. */
async function recordSendWithinLimits(deps: PhoneVerificationDeps, requester: Requester, phoneNumber: string) {
  return deps.db.transaction(async (tx) => {
    await sends.lockNumber(tx, phoneNumber);
    const recent = await sends.countRecentSends(tx, {
      phoneNumber,
      userId: requester.userId,
      ip: requester.ip,
      intervalSeconds: SMS_THROTTLE.perNumberIntervalSeconds,
    });
    if (recent.globalHour >= deps.limits.maxPerHour) {
      deps.log.warn({ sendsThisHour: recent.globalHour }, 'the hourly SMS cap is reached: verification codes are refused');
      throw new AppError('AUTH_SMS_QUOTA_EXCEEDED', 'No more verification SMS can be sent this hour');
    }
    if (
      recent.numberRecent > 0 ||
      recent.numberHour >= SMS_THROTTLE.perNumberPerHour ||
      recent.memberHour >= SMS_THROTTLE.perMemberPerHour ||
      recent.ipHour >= deps.limits.maxPerIpPerHour
    ) {
      throw new AppError('AUTH_TOO_MANY_ATTEMPTS', 'Too many codes asked for: try again later');
    }
    return sends.insertSend(tx, { userId: requester.userId, phoneNumber, ip: requester.ip });
  });
}

/**
 * Sends a verification code to a number, unless a code this member asked for is still valid and
 * `resend` is false (the dialog opening again sends nothing new).
 */
export async function sendPhoneCode(
  deps: PhoneVerificationDeps,
  requester: Requester,
  input: { phoneNumber: string; resend: boolean },
): Promise<PhoneCodeSent> {
  const { phoneNumber } = input;
  if (!isSmsCountryAllowed(phoneNumber, deps.limits.allowedCountries)) {
    throw new AppError('PHONE_COUNTRY_NOT_SUPPORTED', 'Verification codes are not sent to this country');
  }
  await refuseNumberOfAnother(deps.db, phoneNumber, requester.userId);
  if (!input.resend) {
    const previous = await sends.latestSentCode(deps.db, { userId: requester.userId, phoneNumber, validitySeconds: deps.limits.codeValiditySeconds });
    if (previous) return { phoneNumber, sentAt: previous.createdAt.toISOString(), expiresAt: codeExpiry(deps, previous.createdAt).toISOString(), sent: false };
  }
  const send = await recordSendWithinLimits(deps, requester, phoneNumber);
  try {
    const code = await issuedCodeOf(() => deps.auth.api.sendPhoneNumberOTP({ body: { phoneNumber } }));
    await deps.sms.send({ to: phoneNumber, text: phoneCodeMessage(requester.language, code) });
  } catch (error) {
    await sends.markSend(deps.db, send.id, 'failed');
    if (error instanceof SmsSendError && error.kind === 'invalid_number') {
      throw new AppError('AUTH_INVALID_PHONE_NUMBER', 'This number cannot receive SMS');
    }
    deps.log.warn({ err: error, kind: error instanceof SmsSendError ? error.kind : 'unexpected' }, 'a verification SMS could not be sent');
    throw new AppError('AUTH_SMS_QUOTA_EXCEEDED', 'The verification SMS could not be sent');
  }
  await sends.markSend(deps.db, send.id, 'sent');
  return { phoneNumber, sentAt: send.createdAt.toISOString(), expiresAt: codeExpiry(deps, send.createdAt).toISOString(), sent: true };
}

/** better-auth's phone-number errors, as the messages of spec 1 §8. */
const FROM_PLUGIN: Record<string, { code: 'AUTH_CODE_EXPIRED' | 'AUTH_INVALID_VERIFICATION_CODE' | 'AUTH_TOO_MANY_ATTEMPTS'; message: string }> = {
  OTP_NOT_FOUND: { code: 'AUTH_CODE_EXPIRED', message: 'No code is waiting for this number: ask for a new one' },
  OTP_EXPIRED: { code: 'AUTH_CODE_EXPIRED', message: 'The code has expired: ask for a new one' },
  INVALID_OTP: { code: 'AUTH_INVALID_VERIFICATION_CODE', message: 'The code is not the one sent' },
  TOO_MANY_ATTEMPTS: { code: 'AUTH_TOO_MANY_ATTEMPTS', message: 'Too many wrong codes: ask for a new one' },
};

/**
 * Checks a code (better-auth: valid 10 minutes, 3 wrong tries, consumed when right) and links the
 * number to the member: on the account (verified) and on the profile, and credits the member who
 * referred them, in one transaction.
 */
export async function verifyPhone(deps: PhoneVerificationDeps, userId: string, input: { phoneNumber: string; code: string }): Promise<CurrentUser> {
  const { db } = deps;
  const { phoneNumber, code } = input;
  // Only codes this member asked for: nobody can spend the tries of a code sent for someone else.
  const asked = await sends.latestSentCode(db, { userId, phoneNumber, validitySeconds: deps.limits.codeValiditySeconds });
  if (!asked) throw new AppError('AUTH_CODE_EXPIRED', 'No code was sent to this number for this member lately');
  await refuseNumberOfAnother(db, phoneNumber, userId);
  try {
    await deps.auth.api.consumePhoneNumberOTP({ body: { phoneNumber, code } });
  } catch (error) {
    const known = isAPIError(error) ? FROM_PLUGIN[String(error.body?.code)] : undefined;
    if (known) throw new AppError(known.code, known.message);
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(authUsers).set({ phoneNumber, phoneNumberVerified: true }).where(eq(authUsers.id, userId));
      await tx.update(userProtected).set({ phoneNumber }).where(eq(userProtected.userId, userId));
      await creditReferrerOnPhoneVerified(tx, userId, phoneNumber);
    });
  } catch (error) {
    // Another member verified the same number a moment earlier (unique on the account's number).
    if (isUniqueViolation(error)) throw new AppError('AUTH_PHONE_ALREADY_IN_USE', 'This phone number is already verified by another member');
    throw error;
  }
  return getCurrentUser(db, userId);
}
