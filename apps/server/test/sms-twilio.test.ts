import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { DevOutbox } from '../src/providers/outbox.ts';
import { createSmsSender, DevSmsSender, SmsSendError, TwilioSmsSender, type SmsSendErrorKind } from '../src/providers/sms/index.ts';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-secret-token';
const FROM = '+33700000001';
const SERVICE = 'MG0123456789abcdef0123456789abcdef';
const CODE_TEXT = 'Votre code de vérification ARYA : 493817';

interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/** How the fake answers a number: [HTTP status, body]; 'hang' never answers. */
const ANSWERS: Record<string, [number, unknown] | 'hang'> = {
  '+33600000000': [201, { sid: 'SM0001', status: 'queued', error_code: null }],
  '+33600021211': [400, { code: 21211, message: "The 'To' number +33600021211 is not a valid phone number.", status: 400 }],
  '+33600021614': [400, { code: 21614, message: "'To' number is not a valid mobile number", status: 400 }],
  '+33600021217': [400, { code: 21217, message: 'Phone number does not appear to be valid', status: 400 }],
  '+33600021401': [400, { code: 21401, message: 'Invalid Phone Number', status: 400 }],
  '+33600021407': [400, { code: 21407, message: 'This Phone Number type does not support SMS', status: 400 }],
  '+33600021408': [400, { code: 21408, message: 'Permission to send an SMS has not been enabled for the region', status: 400 }],
  '+33600021610': [400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 }],
  '+33600021612': [400, { code: 21612, message: "The 'To' phone number is not currently reachable via SMS", status: 400 }],
  '+33600030007': [400, { code: 30007, message: 'Message filtered', status: 400 }],
  '+33600020003': [401, { code: 20003, message: 'Authenticate', status: 401 }],
  '+33600021602': [400, { code: 21602, message: 'Message body is required.', status: 400 }],
  '+33600000429': [429, { code: 20429, message: 'Too Many Requests', status: 429 }],
  '+33600000500': [500, { code: 20500, message: 'Internal Server Error', status: 500 }],
  '+33600000503': [503, '<html>Service Unavailable</html>'],
  '+33600000400': [400, 'not json at all'],
  '+33600000001': 'hang',
};

function startFakeTwilio(): Promise<{ server: Server; port: number; requests: ReceivedRequest[] }> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form,
      });
      const answer = ANSWERS[form.get('To') ?? ''] ?? [201, { sid: 'SM0002', status: 'queued' }];
      if (answer === 'hang') return;
      const [status, body] = answer;
      response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, requests }));
  });
}

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let baseUrl: string;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  baseUrl = `http://127.0.0.1:${twilio.port}`;
});
afterAll(async () => {
  twilio.server.closeAllConnections();
  await new Promise((resolve) => twilio.server.close(resolve));
});

const sender = (options: { from?: string; timeoutMs?: number; base?: string } = {}) =>
  new TwilioSmsSender({ accountSid: ACCOUNT, authToken: TOKEN, from: options.from ?? FROM, baseUrl: options.base ?? baseUrl, timeoutMs: options.timeoutMs ?? 2000 });

async function failureOf(send: Promise<void>): Promise<SmsSendError> {
  const error = await send.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

/** Everything a log line could show of the error: none of it may hold the text (the code) or the token. */
function expectNothingSecretIn(error: SmsSendError) {
  const shown = JSON.stringify({ ...error, message: error.message, stack: error.stack, cause: String(error.cause) });
  expect(shown).not.toContain('493817');
  expect(shown).not.toContain(TOKEN);
}

describe('Twilio SMS sender', () => {
  it('posts the number, the sender and the text to the account Messages resource with basic auth', async () => {
    await sender().send({ to: '+33600000000', text: CODE_TEXT });
    const sent = twilio.requests.at(-1) as ReceivedRequest;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent.form)).toEqual({ To: '+33600000000', From: FROM, Body: CODE_TEXT });
  });

  it('sends through a Messaging Service when the sender is its SID, and ignores a trailing slash of the base URL', async () => {
    await sender({ from: SERVICE, base: `${baseUrl}/` }).send({ to: '+33600000000', text: CODE_TEXT });
    const sent = twilio.requests.at(-1) as ReceivedRequest;
    expect(sent.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(Object.fromEntries(sent.form)).toEqual({ To: '+33600000000', MessagingServiceSid: SERVICE, Body: CODE_TEXT });
  });

  it('keeps an alphanumeric sender ID that merely starts with MG as the From', async () => {
    await sender({ from: 'MGARYA' }).send({ to: '+33600000000', text: CODE_TEXT });
    expect(Object.fromEntries((twilio.requests.at(-1) as ReceivedRequest).form)).toMatchObject({ From: 'MGARYA' });
  });

  it.each<[string, SmsSendErrorKind, number | undefined]>([
    ['+33600021211', 'invalid_number', 21211],
    ['+33600021614', 'invalid_number', 21614],
    ['+33600021217', 'invalid_number', 21217],
    ['+33600021401', 'invalid_number', 21401],
    ['+33600021407', 'invalid_number', 21407],
    ['+33600021408', 'refused', 21408],
    ['+33600021610', 'refused', 21610],
    ['+33600021612', 'refused', 21612],
    ['+33600030007', 'refused', 30007],
    ['+33600020003', 'refused', 20003],
    ['+33600021602', 'unavailable', 21602],
    ['+33600000429', 'unavailable', 20429],
    ['+33600000500', 'unavailable', 20500],
    ['+33600000503', 'unavailable', undefined],
    ['+33600000400', 'unavailable', undefined],
  ])('maps the answer for %s to %s (Twilio code %s)', async (to, kind, providerCode) => {
    const error = await failureOf(sender().send({ to, text: CODE_TEXT }));
    expect(error.kind).toBe(kind);
    expect(error.providerCode).toBe(providerCode);
    expectNothingSecretIn(error);
    // Twilio's own message may repeat the number: it is not passed on.
    expect(error.message).not.toContain(to);
  });

  it('says which settings to check when Twilio refuses the credentials', async () => {
    const error = await failureOf(sender().send({ to: '+33600020003', text: CODE_TEXT }));
    expect(error.message).toMatch(/TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/);
  });

  it('gives up on a server that does not answer within its timeout', async () => {
    const started = Date.now();
    const error = await failureOf(sender({ timeoutMs: 200 }).send({ to: '+33600000001', text: CODE_TEXT }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Twilio did not answer in time');
    expectNothingSecretIn(error);
  });

  it('reports an unreachable server as unavailable', async () => {
    const closed = await startFakeTwilio();
    await new Promise((resolve) => closed.server.close(resolve));
    const error = await failureOf(sender({ base: `http://127.0.0.1:${closed.port}` }).send({ to: '+33600000000', text: CODE_TEXT }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Twilio could not be reached/);
    expectNothingSecretIn(error);
  });
});

describe('createSmsSender', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'arya-sms-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-test-secret-test-secret-1234', ...env });
  const outbox = {} as DevOutbox;

  it('uses Twilio when the account, the token and the sender are all set', async () => {
    const sms = createSmsSender(config({ TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, SMS_FROM: FROM, TWILIO_BASE_URL: baseUrl }), outbox);
    expect(sms).toBeInstanceOf(TwilioSmsSender);
    await sms.send({ to: '+33600000000', text: CODE_TEXT });
    expect(twilio.requests.at(-1)?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
  });

  it.each(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'])('falls back to the dev outbox without %s', (missing) => {
    const env: Record<string, string> = { TWILIO_ACCOUNT_SID: ACCOUNT, TWILIO_AUTH_TOKEN: TOKEN, SMS_FROM: FROM };
    delete env[missing];
    expect(createSmsSender(config(env), outbox)).toBeInstanceOf(DevSmsSender);
  });
});
