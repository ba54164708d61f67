import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'arya-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'a-production-secret-of-at-least-32-chars';
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const production = (env: Record<string, string> = {}) => load({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...env });

describe('production', () => {
  it('refuses to start without a mail transport, naming SMTP_URL', () => {
    expect(() => production()).toThrow(ConfigError);
    expect(() => production()).toThrow(/SMTP_URL/);
  });

  it('starts with SMTP_URL, with no dev outbox, no API docs, no demo members and no message bodies in the log', () => {
    const config = production({ SMTP_URL: 'smtp://mail.example:587' });
    expect(config).toMatchObject({ devOutbox: false, apiDocs: false, seedDemo: false, logMessageBodies: false });
  });

  it('never publishes e-mails in a dev outbox: DEV_OUTBOX=true is refused, with or without SMTP', () => {
    expect(() => production({ DEV_OUTBOX: 'true' })).toThrow(/SMTP_URL|DEV_OUTBOX/);
    expect(() => production({ DEV_OUTBOX: 'true', SMTP_URL: 'smtp://mail.example:587' })).toThrow(/DEV_OUTBOX/);
  });

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// address', () => {
    expect(() => production({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => production({ SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('cannot be told it is development or test while NODE_ENV=production', () => {
    for (const APP_ENV of ['development', 'test']) expect(() => production({ APP_ENV, SMTP_URL: 'smtp://mail.example' })).toThrow(/APP_ENV/);
  });

  it('serves the API docs only when API_DOCS is on, and never seeds demo members even when asked', () => {
    const config = production({ SMTP_URL: 'smtp://mail.example:587', API_DOCS: 'true', SEED_DEMO: 'true' });
    expect(config).toMatchObject({ apiDocs: true, seedDemo: false });
  });
});

describe('outside production', () => {
  it('development seeds demo members, serves the docs and logs message bodies', () => {
    expect(load({ NODE_ENV: 'development' })).toMatchObject({ seedDemo: true, apiDocs: true, devOutbox: true, logMessageBodies: true });
  });

  it.each([
    ['test', { NODE_ENV: 'test' }],
    ['staging', { NODE_ENV: 'production', APP_ENV: 'staging', AUTH_SECRET: SECRET, SMTP_URL: 'smtps://mail.example:465' }],
  ])('%s seeds demo members only when SEED_DEMO is set, and never logs message bodies', (_, env) => {
    expect(load(env)).toMatchObject({ seedDemo: false, logMessageBodies: false });
    expect(load({ ...env, SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, logMessageBodies: false });
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy by default', () => {
    expect(load({}).TRUST_PROXY).toBe(false);
    expect(load({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(load({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback,::1' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.0.1.0/24', 'loopback', '::1']);
  });

  it.each(['true', 'yes', '99999', '11', '10.0.0.300', '10.0.0.0/33', '0.0.0.0/0', '0.0.0.0/1,128.0.0.0/1', '::/0', 'proxy.example', '1.2.3.4/8/9'])(
    'refuses %j with a message naming TRUST_PROXY',
    (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('staging', () => {
  it('fails closed like production: secret and SMTP required, no dev outbox', () => {
    const staging = (env: Record<string, string>) => load({ NODE_ENV: 'production', APP_ENV: 'staging', ...env });
    expect(() => staging({ SMTP_URL: 'smtp://mail.example' })).toThrow(/AUTH_SECRET/);
    expect(() => staging({ AUTH_SECRET: SECRET })).toThrow(/SMTP_URL/);
    expect(() => staging({ AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail.example', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
    expect(staging({ AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail.example' })).toMatchObject({ devOutbox: false, logMessageBodies: false });
  });
});
