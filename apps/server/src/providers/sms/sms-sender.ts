export interface SmsMessage {
  /** The number in E.164 form (+33612345678). */
  to: string;
  text: string;
}

/** Sends SMS. The development adapter logs and keeps an outbox; the Twilio adapter delivers. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Why an SMS was not sent:
 * - invalid_number: the provider says the number cannot receive SMS (the member can correct it);
 * - refused: the provider refuses for our account (countries not enabled, number blacklisted, bad credentials);
 * - unavailable: the provider could not be reached or failed (network, timeout, 429, 5xx, anything else).
 */
export type SmsSendErrorKind = 'invalid_number' | 'refused' | 'unavailable';

/** A failed send. Its message never carries the text (it holds the code) nor the credentials. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  /** The provider's own error code, when it gave one (Twilio's 21211, 20003...). */
  readonly providerCode: number | undefined;

  constructor(
    readonly kind: SmsSendErrorKind,
    message: string,
    options: { providerCode?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.providerCode = options.providerCode;
  }
}
