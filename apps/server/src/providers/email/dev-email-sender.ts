import type { DevOutbox } from '../outbox.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/** Needs no network: the e-mail lands in the server log and the dev-only outbox. */
export class DevEmailSender implements EmailSender {
  constructor(private readonly outbox: DevOutbox) {}

  async send(message: EmailMessage): Promise<void> {
    await this.outbox.record('email', message.to.toLowerCase(), message.subject, message.text);
  }
}
