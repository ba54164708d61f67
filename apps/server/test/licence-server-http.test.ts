import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createLicenceServer, DevLicenceServer, HttpLicenceServer, LicenceServerError } from '../src/providers/licence-server/index.ts';
import { startFakeLicenceServer, type LicenceServerRequest } from './helpers/fake-licence-server.ts';

const TOKEN = 'licence-server-secret-token';
let fake: Awaited<ReturnType<typeof startFakeLicenceServer>>;
beforeAll(async () => {
  fake = await startFakeLicenceServer();
});
afterAll(() => fake.close());

const adapter = (options: { timeoutMs?: number; baseUrl?: string } = {}) => new HttpLicenceServer({ baseUrl: options.baseUrl ?? fake.url, token: TOKEN, timeoutMs: options.timeoutMs ?? 2000 });
const update = (accountId: string, licenceId = 'lic_42') => ({ licenceId, wpId: '100042', accountId, broker: 'XTB' as const });

async function failureOf(call: Promise<void>): Promise<LicenceServerError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(LicenceServerError);
  expect(JSON.stringify({ message: (error as Error).message, stack: (error as Error).stack })).not.toContain(TOKEN);
  return error as LicenceServerError;
}

describe('the licence server HTTP adapter', () => {
  it('puts wp_id, account_id and broker form-encoded to /api/v2/license/{id} with the bearer token', async () => {
    await adapter().updateLicence(update('51234567'));
    const sent = fake.requests.at(-1) as LicenceServerRequest;
    expect(sent.method).toBe('PUT');
    expect(sent.path).toBe('/api/v2/license/lic_42');
    expect(sent.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(sent.form)).toEqual({ wp_id: '100042', account_id: '51234567', broker: 'XTB' });
  });

  it('escapes the licence id in the path and ignores a trailing slash of the base address', async () => {
    await adapter({ baseUrl: `${fake.url}/` }).updateLicence(update('51234567', 'lic/../x y'));
    expect(fake.requests.at(-1)?.path).toBe('/api/v2/license/lic%2F..%2Fx%20y');
  });

  it.each([
    ['a server error', '99999999', 500],
    ['a refusal of the account', '88888888', 422],
    ['a refusal of our token', '77777777', 401],
  ])('rejects on %s, with the status', async (_, accountId, status) => {
    expect((await failureOf(adapter().updateLicence(update(accountId)))).status).toBe(status);
  });

  it('rejects when the server does not answer in time', async () => {
    const started = Date.now();
    const error = await failureOf(adapter({ timeoutMs: 300 }).updateLicence(update('66666666')));
    expect(error.message).toMatch(/in time/);
    expect(error.status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects when nothing listens at the address', async () => {
    const error = await failureOf(adapter({ baseUrl: 'http://127.0.0.1:9' }).updateLicence(update('51234567')));
    expect(error.message).toMatch(/could not be reached/);
  });
});

describe('the licence server of a configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arya-licence-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, AUTH_SECRET: 'a-secret-a-secret-a-secret-a-secret-123' };
  const deployed = { ...base, SMTP_URL: 'smtp://mail.example:25', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', SMS_FROM: '+33700000001' };

  it('is the HTTP adapter when its address and token are set', () => {
    expect(createLicenceServer(loadConfig({ ...base, NODE_ENV: 'test', LICENCE_SERVER_URL: fake.url, LICENCE_SERVER_TOKEN: TOKEN }))).toBeInstanceOf(HttpLicenceServer);
  });

  it('is the offline adapter in development and tests, which accepts', async () => {
    const server = createLicenceServer(loadConfig({ ...base, NODE_ENV: 'test' }));
    expect(server).toBeInstanceOf(DevLicenceServer);
    await expect(server!.updateLicence(update('1234'))).resolves.toBeUndefined();
  });

  it('is none when deployed without one: updates fail closed', () => {
    expect(createLicenceServer(loadConfig({ ...deployed, NODE_ENV: 'production', APP_ENV: 'staging' }))).toBeNull();
    expect(createLicenceServer(loadConfig({ ...deployed, NODE_ENV: 'production', APP_ENV: 'production' }))).toBeNull();
  });
});
