import type { DevOutbox } from '../outbox.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** Needs no network: the SMS lands in the dev-only outbox (and, in development, the server log). */
export class DevSmsSender implements SmsSender {
  constructor(private readonly outbox: DevOutbox) {}

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.record('sms', message.to, null, message.text);
  }
}
