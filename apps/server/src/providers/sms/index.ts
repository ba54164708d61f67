import type { AppConfig } from '../../config.ts';
import type { DevOutbox } from '../outbox.ts';
import { DevSmsSender } from './dev-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

export { SmsSendError, type SmsMessage, type SmsSender, type SmsSendErrorKind } from './sms-sender.ts';
export { DevSmsSender } from './dev-sms-sender.ts';
export { TwilioSmsSender, type TwilioOptions } from './twilio-sms-sender.ts';

/** Twilio when its account, token and sender are configured (staging and production require them); otherwise the dev outbox. */
export function createSmsSender(config: AppConfig, outbox: DevOutbox): SmsSender {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, SMS_FROM: from } = config;
  return accountSid && authToken && from
    ? new TwilioSmsSender({ accountSid, authToken, from, baseUrl: config.TWILIO_BASE_URL })
    : new DevSmsSender(outbox);
}
