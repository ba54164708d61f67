export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. The development adapter logs and keeps an outbox; the SMTP adapter delivers. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
