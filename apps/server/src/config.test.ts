import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMS_DEFAULT_ALLOWED_COUNTRIES, SMS_THROTTLE } from '@arya/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'arya-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'a-production-secret-of-at-least-32-chars';
/** A configuration as the tests' own environment gives it (NODE_ENV=test) unless told otherwise. */
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
/** What staging and production need to deliver phone verification codes. */
const TWILIO = { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000', TWILIO_AUTH_TOKEN: 'twilio-token', SMS_FROM: '+33700000000' };
const production = (env: Record<string, string> = {}) => load({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...TWILIO, ...env });

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

describe('NODE_ENV', () => {
  it('is never guessed: unset, the server refuses to start and says which value to choose', () => {
    const unset = () => loadConfig({ DATA_DIR: dataDir });
    expect(unset).toThrow(ConfigError);
    expect(unset).toThrow(/NODE_ENV: is not set: choose production on a server members use.*development on a laptop/);
    expect(() => load({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV: must be development, test or production/);
  });
});

describe('outside production', () => {
  it('development on this machine seeds demo members, serves the docs and the dev outbox, and logs message bodies', () => {
    for (const PUBLIC_URL of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://arya.localhost']) {
      expect(load({ NODE_ENV: 'development', PUBLIC_URL })).toMatchObject({ devFeatures: true, seedDemo: true, apiDocs: true, devOutbox: true, logMessageBodies: true });
    }
  });

  it('development on an address others reach has none of the development features', () => {
    for (const PUBLIC_URL of ['https://arya.example', 'http://192.168.1.20:3000', 'http://localhost.example.com', 'http://127.0.0.1.example.com']) {
      expect(load({ NODE_ENV: 'development', PUBLIC_URL })).toMatchObject({ devFeatures: false, seedDemo: false, apiDocs: false, devOutbox: false, logMessageBodies: false });
      // The offline payment adapter would give premium away: only when asked for.
      expect(load({ NODE_ENV: 'development', PUBLIC_URL }).outsideServices).toEqual({
        translation: 'off',
        payments: 'unavailable',
        marketPrices: 'unavailable',
        licenceServer: 'unavailable',
        shop: 'unavailable',
        coursePlatform: 'unavailable',
      });
      expect(load({ NODE_ENV: 'development', PUBLIC_URL, DEV_OUTSIDE_SERVICES: 'true' }).outsideServices.payments).toBe('dev');
      expect(load({ NODE_ENV: 'development', PUBLIC_URL, SEED_DEMO: 'true' }).seedDemo).toBe(false);
      expect(() => load({ NODE_ENV: 'development', PUBLIC_URL, DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX.*only for a PUBLIC_URL on this machine/);
    }
  });

  it('test seeds demo members only when SEED_DEMO is set, and never logs message bodies', () => {
    expect(load({ NODE_ENV: 'test' })).toMatchObject({ seedDemo: false, logMessageBodies: false, devOutbox: true });
    expect(load({ NODE_ENV: 'test', SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, logMessageBodies: false });
  });

  it('staging never seeds the demo members, whose passwords are published, even when asked', () => {
    const staging = { NODE_ENV: 'production', APP_ENV: 'staging', AUTH_SECRET: SECRET, SMTP_URL: 'smtps://mail.example:465', ...TWILIO };
    expect(load({ ...staging, SEED_DEMO: 'true' })).toMatchObject({ seedDemo: false, apiDocs: false, devOutbox: false, logMessageBodies: false });
  });
});

describe('TAG_MANAGER_IN_TEST', () => {
  it('is taken with NODE_ENV=test (the consent journey shows the banner)', () => {
    expect(load({ TAG_MANAGER_IN_TEST: 'true', TAG_MANAGER_ID_FR: 'GTM-E2ETEST' })).toMatchObject({ TAG_MANAGER_IN_TEST: true, environment: 'test' });
  });

  it('is refused anywhere else, naming the setting', () => {
    expect(() => load({ NODE_ENV: 'development', TAG_MANAGER_IN_TEST: 'true' })).toThrow(/TAG_MANAGER_IN_TEST is for the automated tests only/);
    expect(() => production({ SMTP_URL: 'smtp://mail.example:587', TAG_MANAGER_IN_TEST: 'true' })).toThrow(/TAG_MANAGER_IN_TEST/);
    expect(() => load({ APP_ENV: 'staging', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail.example:587', ...TWILIO, TAG_MANAGER_IN_TEST: 'true' })).toThrow(/TAG_MANAGER_IN_TEST/);
  });

  it('off is no problem anywhere', () => {
    expect(load({ NODE_ENV: 'development', TAG_MANAGER_IN_TEST: 'false' }).TAG_MANAGER_IN_TEST).toBe(false);
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
    const staging = (env: Record<string, string>) => load({ NODE_ENV: 'production', APP_ENV: 'staging', ...TWILIO, ...env });
    expect(() => staging({ SMTP_URL: 'smtp://mail.example' })).toThrow(/AUTH_SECRET/);
    expect(() => staging({ AUTH_SECRET: SECRET })).toThrow(/SMTP_URL/);
    expect(() => staging({ AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail.example', DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX/);
    expect(staging({ AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail.example' })).toMatchObject({ devOutbox: false, logMessageBodies: false });
  });
});

describe('SMS', () => {
  const SMTP = { SMTP_URL: 'smtp://mail.example:587' };

  it.each([
    ['production', { NODE_ENV: 'production' }],
    ['staging', { NODE_ENV: 'production', APP_ENV: 'staging' }],
  ])('%s refuses to start without the Twilio settings, naming them', (_, env) => {
    const deployed = (extra: Record<string, string>) => load({ ...env, AUTH_SECRET: SECRET, ...SMTP, ...extra });
    expect(() => deployed({})).toThrow(ConfigError);
    expect(() => deployed({})).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are required.*phone verification codes must be delivered/);
    for (const name of Object.keys(TWILIO)) {
      expect(() => deployed({ ...TWILIO, [name]: '  ' }), name).toThrow(new RegExp(`missing: ${name}$`));
    }
    expect(deployed(TWILIO)).toMatchObject({ ...TWILIO, TWILIO_BASE_URL: 'https://api.twilio.com' });
  });

  it('development and test start without Twilio (codes go to the dev outbox)', () => {
    expect(load({ NODE_ENV: 'development' }).TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(load({ NODE_ENV: 'test' }).SMS_FROM).toBeUndefined();
  });

  it('sends to the default countries and within the default caps unless told otherwise', () => {
    expect(load({})).toMatchObject({
      SMS_ALLOWED_COUNTRIES: [...SMS_DEFAULT_ALLOWED_COUNTRIES],
      SMS_MAX_PER_HOUR: SMS_THROTTLE.globalPerHour,
      SMS_MAX_PER_IP_PER_HOUR: SMS_THROTTLE.perIpPerHour,
    });
    expect(load({ SMS_MAX_PER_HOUR: '50', SMS_MAX_PER_IP_PER_HOUR: '3' })).toMatchObject({ SMS_MAX_PER_HOUR: 50, SMS_MAX_PER_IP_PER_HOUR: 3 });
  });

  it('reads SMS_ALLOWED_COUNTRIES as comma-separated ISO codes', () => {
    expect(load({ SMS_ALLOWED_COUNTRIES: 'FR' }).SMS_ALLOWED_COUNTRIES).toEqual(['FR']);
    expect(load({ SMS_ALLOWED_COUNTRIES: ' FR, be ,CH,,FR ' }).SMS_ALLOWED_COUNTRIES).toEqual(['FR', 'BE', 'CH']);
  });

  it.each(['', ' , ', 'FRA', 'F', 'FR;BE', 'FR,1A', 'France'])('refuses SMS_ALLOWED_COUNTRIES=%j, naming it', (value) => {
    expect(() => load({ SMS_ALLOWED_COUNTRIES: value })).toThrow(/SMS_ALLOWED_COUNTRIES/);
  });

  it.each([
    ['SMS_MAX_PER_HOUR', '0'],
    ['SMS_MAX_PER_IP_PER_HOUR', 'many'],
    ['TWILIO_BASE_URL', 'not a url'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('outside services of the account area', () => {
  const SMTP = { SMTP_URL: 'smtp://mail.example:587' };

  it('use the offline development adapters in development and test when not configured', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(load({ NODE_ENV }).outsideServices).toMatchObject({ payments: 'dev', licenceServer: 'dev', shop: 'dev', coursePlatform: 'dev' });
    }
  });

  it('translate with the phrasebook in development, with nobody in tests unless a provider is set, and with the provider whose setting is given', () => {
    expect(load({ NODE_ENV: 'development' }).outsideServices.translation).toBe('dev');
    expect(load({ NODE_ENV: 'test' }).outsideServices.translation).toBe('off');
    expect(load({ NODE_ENV: 'test', LIBRETRANSLATE_URL: 'http://127.0.0.1:5000' }).outsideServices.translation).toBe('libretranslate');
    expect(load({ NODE_ENV: 'test', LIBRETRANSLATE_URL: 'http://127.0.0.1:5000', DEEPL_API_KEY: 'key:fx' }).outsideServices.translation).toBe('deepl');
    expect(production(SMTP).outsideServices.translation).toBe('off');
    expect(production({ ...SMTP, DEEPL_API_KEY: 'key' }).outsideServices.translation).toBe('deepl');
    expect(() => load({ NODE_ENV: 'test', TRANSLATION_MONTHLY_CHARACTERS: '0' })).toThrow(/TRANSLATION_MONTHLY_CHARACTERS/);
  });

  it('measure ideas with the simulator in development, in tests only when asked, and with Twelve Data or Binance when configured', () => {
    expect(load({ NODE_ENV: 'development' }).outsideServices.marketPrices).toBe('dev');
    expect(load({ NODE_ENV: 'test' }).outsideServices.marketPrices).toBe('unavailable');
    expect(load({ NODE_ENV: 'test', MARKET_PRICES: 'simulator' }).outsideServices.marketPrices).toBe('dev');
    expect(load({ NODE_ENV: 'development', MARKET_PRICES: 'off' }).outsideServices.marketPrices).toBe('unavailable');
    expect(load({ NODE_ENV: 'test', MARKET_PRICES_BINANCE: 'true' }).outsideServices.marketPrices).toBe('http');
    expect(production({ ...SMTP, MARKET_PRICES_BINANCE: 'true' }).outsideServices.marketPrices).toBe('http');
  });

  it('fail closed in production: unavailable unless configured, and the development adapters cannot be asked for', () => {
    expect(production(SMTP).outsideServices).toEqual({ translation: 'off', payments: 'unavailable', marketPrices: 'unavailable', licenceServer: 'unavailable', shop: 'unavailable', coursePlatform: 'unavailable' });
    expect(() => production({ ...SMTP, DEV_OUTSIDE_SERVICES: 'true' })).toThrow(/DEV_OUTSIDE_SERVICES/);
    expect(() => production({ ...SMTP, MARKET_PRICES: 'simulator' })).toThrow(/MARKET_PRICES=simulator/);
  });

  it('let staging use the development adapters only when told to', () => {
    const staging = (env: Record<string, string> = {}) => load({ NODE_ENV: 'production', APP_ENV: 'staging', AUTH_SECRET: SECRET, ...TWILIO, ...SMTP, ...env });
    expect(staging().outsideServices.payments).toBe('unavailable');
    expect(staging({ DEV_OUTSIDE_SERVICES: 'true' }).outsideServices.payments).toBe('dev');
  });

  it('never measure ideas with the simulator on staging, even with the development adapters: an outcome is stored for good', () => {
    const staging = (env: Record<string, string> = {}) => load({ NODE_ENV: 'production', APP_ENV: 'staging', AUTH_SECRET: SECRET, ...TWILIO, ...SMTP, ...env });
    expect(staging({ DEV_OUTSIDE_SERVICES: 'true' }).outsideServices.marketPrices).toBe('unavailable');
    expect(() => staging({ DEV_OUTSIDE_SERVICES: 'true', MARKET_PRICES: 'simulator' })).toThrow(/MARKET_PRICES=simulator/);
    expect(staging({ DEV_OUTSIDE_SERVICES: 'true', MARKET_PRICES_BINANCE: 'true' }).outsideServices.marketPrices).toBe('http');
  });

  it('use the real adapters when configured, anywhere', () => {
    const config = production({
      ...SMTP,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      LICENCE_SERVER_URL: 'https://licences.example',
      LICENCE_SERVER_TOKEN: 'token',
      SHOP_API_URL: 'https://shop.example/api',
      COURSE_PLATFORM_API_URL: 'https://courses.example',
      COURSE_PLATFORM_API_KEY: 'key',
      LIBRETRANSLATE_URL: 'https://translate.example',
      MARKET_PRICES_TWELVE_DATA_API_KEY: 'td-key',
    });
    expect(config.outsideServices).toEqual({ translation: 'libretranslate', payments: 'http', marketPrices: 'http', licenceServer: 'http', shop: 'http', coursePlatform: 'http' });
  });

  it('refuse half a configuration, naming what goes together', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => load({ LICENCE_SERVER_URL: 'https://licences.example' })).toThrow(/LICENCE_SERVER_TOKEN/);
    expect(() => load({ COURSE_PLATFORM_API_KEY: 'key' })).toThrow(/COURSE_PLATFORM_API_URL/);
  });
});
