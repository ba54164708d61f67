import type { AppConfig } from '../../config.ts';
import type { DevOutbox } from '../outbox.ts';
import { DevEmailSender } from './dev-email-sender.ts';
import type { EmailSender } from './email-sender.ts';
import { SmtpEmailSender } from './smtp-email-sender.ts';

export type { EmailMessage, EmailSender } from './email-sender.ts';

export function createEmailSender(config: AppConfig, outbox: DevOutbox): EmailSender {
  return config.SMTP_URL ? new SmtpEmailSender(config.SMTP_URL, config.MAIL_FROM) : new DevEmailSender(outbox);
}
