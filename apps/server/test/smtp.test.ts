import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf, resetLinkIn } from './helpers/http.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP for nodemailer: no STARTTLS, no AUTH; keeps every message it is given. */
function startFakeSmtpServer(): Promise<{ server: Server; port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.toUpperCase();
        if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 fake.smtp');
        else if (command.startsWith('MAIL FROM:')) {
          envelope.from = line.slice('MAIL FROM:'.length).trim();
          reply('250 2.1.0 ok');
        } else if (command.startsWith('RCPT TO:')) {
          envelope.to.push(line.slice('RCPT TO:'.length).trim());
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}

/** Undoes quoted-printable soft line breaks and escapes (nodemailer encodes the French text that way). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'ARYA Test <no-reply@arya.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe('SMTP e-mail adapter', () => {
  it('delivers the password-reset e-mail over SMTP, with a working link, and leaves the dev outbox empty', async () => {
    const { email } = await t.signUp({ email: 'Smtp.Member@Example.com', password: 'a-strong-password', name: 'Smtp Member' });
    const response = await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } });
    expect(response.statusCode).toBe(200);

    // The reset e-mail is sent before the answer: it is already at the server.
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('<no-reply@arya.test>');
    expect(mail?.to).toEqual(['<smtp.member@example.com>']);
    const message = decodeQuotedPrintable(mail?.data ?? '');
    expect(message).toMatch(/^To: smtp\.member@example\.com\r?$/im);
    expect(message).toMatch(/^From: ARYA Test <no-reply@arya\.test>\r?$/im);
    expect(message).toContain('Bonjour Smtp Member');

    const { url, token } = resetLinkIn(message);
    expect(url.origin).toBe(t.config.publicUrl);
    expect(url.searchParams.get('callbackURL')).toBe('/password');

    // Nothing went to the development outbox.
    expect(await outboxOf(t)).toEqual([]);

    // The link delivered by e-mail really resets the password.
    const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { newPassword: 'a-new-smtp-password', token } });
    expect(reset.statusCode).toBe(200);
    expect((await t.signIn(email, 'a-new-smtp-password')).statusCode).toBe(200);
  });

  it('sends nothing for an unknown address', async () => {
    const before = smtp.received.length;
    const response = await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email: 'nobody@example.com', redirectTo: '/password' } });
    expect(response.statusCode).toBe(200);
    expect(smtp.received.length).toBe(before);
  });
});
