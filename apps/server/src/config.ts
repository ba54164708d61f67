import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { PHONE_CODE_VALIDITY_SECONDS, SMS_DEFAULT_ALLOWED_COUNTRIES, SMS_THROTTLE, USER_SEARCH_MAX_PER_MINUTE } from '@arya/core';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
/** Names proxy-addr understands for whole ranges (loopback: 127.0.0.1/8 and ::1). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** More proxies than this in front of one site is a mistake, and trusts the client's own hops. */
const MAX_PROXY_HOPS = 10;
/** Ranges wider than these would take the whole internet for proxies. */
const NARROWEST_PREFIX = { 4: 8, 6: 16 } as const;
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address) as 0 | 4 | 6;
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) >= NARROWEST_PREFIX[version] && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies in front of the server to believe about the client address (X-Forwarded-For):
 * none (false, the default), a number of hops, or the proxies' addresses and ranges. `true` would
 * believe every hop, so any client could forge its address and escape the rate limits: refused.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      if (Number(value) <= MAX_PROXY_HOPS) return Number(value);
      context.addIssue({ code: 'custom', message: `at most ${MAX_PROXY_HOPS} proxies: more would trust hops the client wrote itself` });
      return z.NEVER;
    }
    if (value === 'true') {
      context.addIssue({ code: 'custom', message: 'true would trust every hop, so clients could forge their address: give the number of proxies in front of the server (e.g. 1) or their addresses' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count nor proxy addresses (IP, CIDR no wider than /8 or /16 for IPv6, loopback, linklocal, uniquelocal): ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/**
 * Never guessed: a server started without NODE_ENV used to take itself for a laptop, and published
 * its dev outbox (reset links, SMS codes) and demo accounts wherever it was deployed.
 */
const nodeEnv = z.enum(['development', 'test', 'production'], {
  error: (issue) =>
    issue.input === undefined
      ? 'is not set: choose production on a server members use (APP_ENV=staging for a staging server), development on a laptop (`npm start` sets it), or test for automated tests'
      : 'must be development, test or production',
});

/** Whether an IP address is this machine's own (127.0.0.0/8, ::1, and IPv4-mapped 127.x). */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.replace(/^::ffff:/i, '');
  return address === '::1' || /^127(\.\d{1,3}){3}$/.test(address);
}

/** Whether an address is this machine's own (localhost, 127.0.0.0/8, ::1): nobody else reaches it. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

const envSchema = z.object({
  NODE_ENV: nodeEnv,
  APP_ENV: z.enum(['development', 'test', 'staging', 'production']).optional(),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.optional(),
  API_DOCS: flag.optional(),
  DEV_OUTBOX: flag.optional(),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// address, e.g. smtps://user:password@mail.example:465')
      .optional(),
  ),
  MAIL_FROM: z.string().default('ARYA Community <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  RATE_LIMIT_API_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_API_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Multiplies every per-member count limit of costly calls (checkouts, invoice PDFs, licence
   * updates, downloads, course tokens, billing saves, searches are separate): only the benchmark,
   * whose every request is one member's, raises it. Limits on calls at once are never scaled.
   */
  RATE_LIMIT_MEMBER_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Member searches per member and minute (each process counts its own). */
  RATE_LIMIT_SEARCH_MAX: z.coerce.number().int().positive().default(USER_SEARCH_MAX_PER_MINUTE),
  /**
   * The realtime socket's limits per client address (every server process together) and member: a
   * handshake also counts as one API request of its address (RATE_LIMIT_API_MAX).
   */
  LIVE_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  LIVE_MAX_SOCKETS_PER_MEMBER: z.coerce.number().int().positive().default(10),
  LIVE_JOINS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LIVE_TYPING_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * The job queue (work done after a request: sweeps, expired checkouts): how often an idle worker
   * asks the database for work (a short query per queue; tests poll fast), and how long running
   * jobs may go on at shutdown before they are handed back to the queue.
   */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_STOP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  MAX_IMAGES_PER_POST: z.coerce.number().int().positive().default(10),
  MAX_USER_UPLOAD_QUOTA_PER_HOUR: z.coerce.number().int().positive().default(30),
  UPLOAD_IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  FEATURE_ONBOARDING: flag.default(true),
  FEATURE_UPGRADE: flag.default(false),
  FEATURE_NOTIFICATIONS_BADGE: flag.default(true),
  FEATURE_IDEAS_BADGE: flag.default(true),
  COURSES_URL: z.string().url().default('https://academy.arya.example/'),
  SHOP_URL: z.string().url().default('https://shop.arya.example/'),
  HELP_CENTRE_URL_FR: z.string().url().default('https://help.arya.example/fr/knowledge'),
  HELP_CENTRE_URL_EN: z.string().url().default('https://help.arya.example/en/knowledge'),
  APP_STORE_URL: z.string().url().default('https://apps.apple.com/app/arya-community'),
  GOOGLE_PLAY_URL: z.string().url().default('https://play.google.com/store/apps/details?id=community.arya'),
  FACEBOOK_URL: z.string().url().default('https://www.facebook.com/arya'),
  INSTAGRAM_URL: z.string().url().default('https://www.instagram.com/arya'),
  YOUTUBE_URL: z.string().url().default('https://www.youtube.com/@arya'),
  GIPHY_API_KEY: optionalString,
  GIPHY_BASE_URL: z.string().url().default('https://api.giphy.com'),
  GIPHY_MEDIA_HOSTS: z
    .string()
    .default('giphy.com')
    .transform((value) => value.split(',').map((host) => host.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/i, 'host names separated by commas')).min(1)),
  TAG_MANAGER_ID_FR: optionalString,
  TAG_MANAGER_ID_EN: optionalString,
  /**
   * Tests only (NODE_ENV=test): the tag manager's container is served as in production, so the
   * consent journey can see the banner and check that nothing loads before consent.
   */
  TAG_MANAGER_IN_TEST: flag.optional(),
  /** Twilio delivers the phone verification codes when all three are set; otherwise they go to the dev outbox. */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  /** The sender: a Twilio number (+33...), an alphanumeric sender ID, or a Messaging Service SID (MG...). */
  SMS_FROM: optionalString,
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** The countries (ISO 3166 codes, comma-separated) whose numbers may be sent a code: against SMS pumping. */
  SMS_ALLOWED_COUNTRIES: z
    .string()
    .default(SMS_DEFAULT_ALLOWED_COUNTRIES.join(','))
    .transform((value) => [...new Set(value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))])
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 country codes separated by commas, e.g. FR,BE,CH')).min(1, 'at least one country')),
  /** Verification SMS sent in all per hour, and per network address per hour. */
  SMS_MAX_PER_HOUR: z.coerce.number().int().positive().default(SMS_THROTTLE.globalPerHour),
  SMS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(SMS_THROTTLE.perIpPerHour),
  /** Stripe takes premium payments when both are set; its notifications are checked with the webhook secret. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API, or any server answering the same API (tests). */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  /** The licence server (server-management contract, PUT /api/v2/license/{id}) that activates MT4 accounts. */
  LICENCE_SERVER_URL: optionalString.pipe(z.string().url().optional()),
  LICENCE_SERVER_TOKEN: optionalString,
  /** The external shop (spec 1 §7 shop contract) that keeps the member's customer id and billing details. */
  SHOP_API_URL: optionalString.pipe(z.string().url().optional()),
  /** The course platform, which signs the token that opens its pages (POST /sign/token/lms). */
  COURSE_PLATFORM_API_URL: optionalString.pipe(z.string().url().optional()),
  COURSE_PLATFORM_API_KEY: optionalString,
  /**
   * Machine translation of posts, comments and ideas between French and English: DeepL when its key
   * is set, else LibreTranslate when its address is set. DEEPL_API_URL replaces DeepL's own address
   * (tests); DEEPL_ENGLISH is the English DeepL writes.
   */
  DEEPL_API_KEY: optionalString,
  DEEPL_API_URL: optionalString.pipe(z.string().url().optional()),
  DEEPL_ENGLISH: z.enum(['en-GB', 'en-US']).default('en-GB'),
  LIBRETRANSLATE_URL: optionalString.pipe(z.string().url().optional()),
  LIBRETRANSLATE_API_KEY: optionalString,
  /** Characters sent to the provider each month (UTC) at most; past it, translations wait for the next month. */
  TRANSLATION_MONTHLY_CHARACTERS: z.coerce.number().int().positive().default(500_000),
  /**
   * Characters of one member's texts translated per day (UTC) at most, so that nobody spends the
   * month's budget for everyone (2% of the default month: about thirty posts a day); past it, their
   * texts wait for the next day. Internal news is not counted in it.
   */
  TRANSLATION_MEMBER_DAILY_CHARACTERS: z.coerce.number().int().positive().default(10_000),
  /** How long one call to the provider may take. */
  TRANSLATION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  /** After the provider says its own quota is used up, how long translations wait before trying again. */
  TRANSLATION_QUOTA_RETRY_HOURS: z.coerce.number().int().min(1).max(24 * 31).default(6),
  /**
   * Market prices, against which ideas are measured (issue 28): Twelve Data (every market) and
   * Binance's public klines (crypto pairs, no key). MARKET_PRICES=simulator uses the offline
   * simulator in tests too (never deployed); off measures nothing (outcomes stay pending).
   */
  MARKET_PRICES: z.enum(['auto', 'simulator', 'off']).default('auto'),
  MARKET_PRICES_TWELVE_DATA_API_KEY: optionalString,
  MARKET_PRICES_TWELVE_DATA_URL: optionalString.pipe(z.string().url().optional()),
  MARKET_PRICES_BINANCE: flag.optional(),
  MARKET_PRICES_BINANCE_URL: optionalString.pipe(z.string().url().optional()),
  MARKET_PRICES_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  /** Twelve Data calls started in any minute (8: the free plan's limit). */
  MARKET_PRICES_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(8),
  /**
   * How long an instrument page's counts and most active members are kept per audience (in each
   * process) before they are counted again: a popular instrument's page costs one count per few
   * seconds, not one per reader. 30 by default, 0 (counted every time) in tests unless set.
   */
  INSTRUMENT_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
  /** Staging only: use the offline development adapters for the outside services not configured. Never in production. */
  DEV_OUTSIDE_SERVICES: flag.optional(),
  /** The seller printed on invoices. */
  SELLER_NAME: z.string().default('ARYA Community SAS'),
  SELLER_ADDRESS: z.string().default('10 rue de la Bourse'),
  SELLER_POSTAL_CODE: z.string().default('75002'),
  SELLER_CITY: z.string().default('Paris'),
  SELLER_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code, e.g. FR').default('FR'),
  SELLER_VAT_NUMBER: z.string().default('FR00123456789'),
  SELLER_REGISTRATION: z.string().default('RCS Paris 123 456 789'),
  /** Where the virtual server offer of the licences page leads. */
  VIRTUAL_SERVER_URL: z.string().url().default('https://shop.arya.example/virtual-server'),
  /** How long a code works; only the end-to-end tests shorten it, to see a code expire. */
  PHONE_CODE_VALIDITY_SECONDS: z.coerce.number().int().min(10).max(3600).default(PHONE_CODE_VALIDITY_SECONDS),
});

export type Env = z.infer<typeof envSchema>;

/**
 * How each outside service is reached: its real HTTP adapter when configured; otherwise the
 * offline development adapter outside staging and production (or in staging with
 * DEV_OUTSIDE_SERVICES), else none: the features that need it answer SERVICE_UNAVAILABLE.
 */
export type OutsideServiceMode = 'http' | 'dev' | 'unavailable';
export interface OutsideServices {
  /**
   * Who translates texts: a provider, the development phrasebook (the demo's own sentences, in
   * development only: never a made-up translation), or nobody (no job is queued, no link shows).
   */
  translation: 'deepl' | 'libretranslate' | 'dev' | 'off';
  payments: OutsideServiceMode;
  /** Market prices: the real providers, the simulator (never deployed), or none (outcomes stay pending). */
  marketPrices: OutsideServiceMode;
  licenceServer: OutsideServiceMode;
  shop: OutsideServiceMode;
  coursePlatform: OutsideServiceMode;
}

export interface AppConfig extends Env {
  environment: 'development' | 'test' | 'staging' | 'production';
  publicUrl: string;
  dataDir: string;
  authSecret: string;
  /**
   * Development features (dev outbox, demo members with published passwords, API docs by default):
   * development or test, on a loopback public address only.
   */
  devFeatures: boolean;
  /** The dev outbox (GET /api/v1/dev/outbox, every e-mail's and SMS's text): with the development features only. */
  devOutbox: boolean;
  /** Demo members and posts on first start: development, or test when SEED_DEMO says so; with the development features only. */
  seedDemo: boolean;
  /** OpenAPI document and UI at /api/docs: with the development features, elsewhere only with API_DOCS. */
  apiDocs: boolean;
  /** Only development writes e-mail and SMS bodies (reset links, codes) to the log. */
  logMessageBodies: boolean;
  secureCookies: boolean;
  outsideServices: OutsideServices;
  /** INSTRUMENT_PAGE_CACHE_SECONDS, or its default: 30, and 0 in tests (which count right after writing). */
  instrumentPageCacheSeconds: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a wrong value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const values = { ...parsed.data, ...overrides };
  const environment = values.APP_ENV ?? values.NODE_ENV;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const production = environment === 'production';
  // Staging is reached by real people too: it fails closed like production.
  const deployed = production || environment === 'staging';
  if (values.NODE_ENV === 'production' && !deployed) {
    throw new ConfigError(`Invalid configuration: APP_ENV=${environment} cannot run with NODE_ENV=production (use staging or production)`);
  }
  if (deployed && !values.AUTH_SECRET) {
    throw new ConfigError(`Invalid configuration: AUTH_SECRET is required in ${environment}`);
  }
  if (deployed && !values.SMTP_URL) {
    throw new ConfigError(`Invalid configuration: SMTP_URL is required in ${environment} (e-mails such as password resets must be delivered)`);
  }
  const missingSms = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const).filter((name) => !values[name]);
  if (deployed && missingSms.length > 0) {
    throw new ConfigError(
      `Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are required in ${environment} (phone verification codes must be delivered); missing: ${missingSms.join(', ')}`,
    );
  }
  if (production && values.DEV_OUTSIDE_SERVICES) {
    throw new ConfigError('Invalid configuration: DEV_OUTSIDE_SERVICES would take payments and licences without the real services; it cannot be on in production');
  }
  if (Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together (payments are confirmed by signed notifications)');
  }
  if (Boolean(values.COURSE_PLATFORM_API_URL) !== Boolean(values.COURSE_PLATFORM_API_KEY)) {
    throw new ConfigError('Invalid configuration: COURSE_PLATFORM_API_URL and COURSE_PLATFORM_API_KEY go together');
  }
  if (Boolean(values.LICENCE_SERVER_URL) !== Boolean(values.LICENCE_SERVER_TOKEN)) {
    throw new ConfigError('Invalid configuration: LICENCE_SERVER_URL and LICENCE_SERVER_TOKEN go together');
  }
  if (values.TAG_MANAGER_IN_TEST && (values.NODE_ENV !== 'test' || environment !== 'test')) {
    throw new ConfigError(
      `Invalid configuration: TAG_MANAGER_IN_TEST is for the automated tests only (NODE_ENV=test), not ${environment}; in production the tag manager loads when TAG_MANAGER_ID_FR or TAG_MANAGER_ID_EN is set`,
    );
  }
  const devFeatures = !deployed && isLoopbackUrl(publicUrl);
  if (values.DEV_OUTBOX && !devFeatures) {
    throw new ConfigError(
      deployed
        ? `Invalid configuration: DEV_OUTBOX shows every e-mail (reset links included) to anyone; it cannot be on in ${environment}`
        : `Invalid configuration: DEV_OUTBOX shows every e-mail (reset links included) to anyone; it is only for a PUBLIC_URL on this machine (localhost), not ${publicUrl}`,
    );
  }
  return {
    ...values,
    environment,
    publicUrl,
    dataDir,
    authSecret: values.AUTH_SECRET ?? developmentSecret(dataDir),
    devFeatures,
    devOutbox: devFeatures && values.DEV_OUTBOX !== false,
    seedDemo: devFeatures && (values.SEED_DEMO ?? environment === 'development'),
    apiDocs: values.API_DOCS ?? devFeatures,
    logMessageBodies: devFeatures && environment === 'development',
    instrumentPageCacheSeconds: values.INSTRUMENT_PAGE_CACHE_SECONDS ?? (environment === 'test' ? 0 : 30),
    secureCookies: publicUrl.startsWith('https://'),
    // The offline payment adapter completes every checkout at once: only on this machine, or where asked (never production).
    outsideServices: outsideServices(values, { devAllowed: devFeatures || values.DEV_OUTSIDE_SERVICES === true, devFeatures }, environment),
  };
}

function outsideServices(values: Env, { devAllowed, devFeatures }: { devAllowed: boolean; devFeatures: boolean }, environment: AppConfig['environment']): OutsideServices {
  const mode = (configured: boolean): OutsideServiceMode => (configured ? 'http' : devAllowed ? 'dev' : 'unavailable');
  return {
    // Tests translate only where they configure a provider (a fake): every write would queue a job.
    translation: values.DEEPL_API_KEY ? 'deepl' : values.LIBRETRANSLATE_URL ? 'libretranslate' : devAllowed && environment !== 'test' ? 'dev' : 'off',
    payments: mode(Boolean(values.STRIPE_SECRET_KEY)),
    marketPrices: marketPricesMode(values, devFeatures, environment),
    licenceServer: mode(Boolean(values.LICENCE_SERVER_URL)),
    shop: mode(Boolean(values.SHOP_API_URL)),
    coursePlatform: mode(Boolean(values.COURSE_PLATFORM_API_URL)),
  };
}

/**
 * Real providers when Twelve Data or Binance is configured; the simulator in development, or in
 * tests that ask for it (each test app would otherwise measure every idea); none otherwise.
 * Never the simulator deployed, even on a staging server whose other services are the development
 * ones (DEV_OUTSIDE_SERVICES): an outcome is stored for good, and one measured on made-up prices
 * would stay in its author's record.
 */
function marketPricesMode(values: Env, devFeatures: boolean, environment: AppConfig['environment']): OutsideServiceMode {
  if (values.MARKET_PRICES === 'off') return 'unavailable';
  if (values.MARKET_PRICES === 'simulator') {
    if (!devFeatures) throw new ConfigError('Invalid configuration: MARKET_PRICES=simulator is for development and tests only (on a loopback address)');
    return 'dev';
  }
  if (values.MARKET_PRICES_TWELVE_DATA_API_KEY || values.MARKET_PRICES_BINANCE === true) return 'http';
  return devFeatures && environment !== 'test' ? 'dev' : 'unavailable';
}

/** Outside production a secret is made once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
