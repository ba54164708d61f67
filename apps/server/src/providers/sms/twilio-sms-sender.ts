import { z } from 'zod';
import { SmsSendError, type SmsMessage, type SmsSendErrorKind, type SmsSender } from './sms-sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number (+33...), an alphanumeric sender ID, or a Messaging Service SID (MG + 32 hex digits). */
  from: string;
  /** `https://api.twilio.com`, or any server answering the same API. */
  baseUrl: string;
  /** How long a send may take, answer included, before it fails (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

/** Twilio error codes: https://www.twilio.com/docs/api/errors */
const TWILIO_ERROR_KINDS: ReadonlyMap<number, Exclude<SmsSendErrorKind, 'unavailable'>> = new Map([
  [21211, 'invalid_number'], // invalid 'To' number
  [21614, 'invalid_number'], // 'To' is not a mobile number
  [21217, 'invalid_number'], // number does not appear to be valid
  [21401, 'invalid_number'], // invalid phone number
  [21407, 'invalid_number'], // this number cannot receive SMS
  [21408, 'refused'], // permission to send to this region is not enabled
  [21610, 'refused'], // the recipient unsubscribed (STOP)
  [21612, 'refused'], // the 'To' number cannot be reached from this sender
  [30007, 'refused'], // filtered by the carrier
  [20003, 'refused'], // authentication failed: our credentials are wrong
]);

const errorAnswerSchema = z.object({ code: z.number().int(), status: z.number().int().optional() });

/**
 * Sends through Twilio's Messages API. Errors say what went wrong from Twilio's code and status
 * only: Twilio's own messages may repeat the number, and the text (the code) is never logged.
 */
export class TwilioSmsSender implements SmsSender {
  private readonly messagesUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: TwilioOptions) {
    const base = options.baseUrl.replace(/\/+$/, '');
    this.messagesUrl = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async send(message: SmsMessage): Promise<void> {
    const form = new URLSearchParams({ To: message.to });
    if (MESSAGING_SERVICE_SID.test(this.options.from)) form.set('MessagingServiceSid', this.options.from);
    else form.set('From', this.options.from);
    form.set('Body', message.text);

    let status: number;
    let body: string;
    try {
      // The timeout covers reading the answer too, so a server that stalls mid-answer fails as well.
      const response = await fetch(this.messagesUrl, {
        method: 'POST',
        headers: { authorization: this.authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      throw networkFailure(error);
    }
    if (status >= 200 && status < 300) return;
    throw errorOfAnswer(status, body);
  }
}

/** The error for a Twilio answer that is not a success. */
export function errorOfAnswer(status: number, body: string): SmsSendError {
  let code: number | undefined;
  try {
    const parsed = errorAnswerSchema.safeParse(JSON.parse(body));
    if (parsed.success) code = parsed.data.code;
  } catch {
    // not JSON: only the status is known
  }
  const described = code === undefined ? `status ${status}` : `error ${code}, status ${status}`;
  const options = code === undefined ? {} : { providerCode: code };
  if (status === 429 || status >= 500) return new SmsSendError('unavailable', `Twilio is unavailable (${described})`, options);
  const kind = code === undefined ? undefined : TWILIO_ERROR_KINDS.get(code);
  if (code === 20003) return new SmsSendError('refused', `Twilio refused our credentials: check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (${described})`, options);
  if (kind === 'invalid_number') return new SmsSendError(kind, `Twilio says the number cannot receive SMS (${described})`, options);
  if (kind === 'refused') return new SmsSendError(kind, `Twilio refuses to send this SMS for our account (${described})`, options);
  return new SmsSendError('unavailable', `Twilio did not send the SMS (${described})`, options);
}

/** Says what went wrong from the error's kind: the request is never repeated in the message. */
function networkFailure(error: unknown): SmsSendError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new SmsSendError('unavailable', 'Twilio did not answer in time');
  // fetch's TypeError carries the socket error (ECONNREFUSED, ENOTFOUND...) as its cause.
  const cause = error instanceof Error ? error.cause : undefined;
  const reason = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return new SmsSendError('unavailable', `Twilio could not be reached${reason}`);
}
