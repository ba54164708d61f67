import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TERMS_VERSION } from '@arya/core';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig, type Env } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { GifProvider } from '../../src/providers/gifs/index.ts';
import type { SmsSender } from '../../src/providers/sms/index.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { authUsers } from '../../src/db/schema/index.ts';
import { uniquePhone } from './phone.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A deployed staging server with only what deployment requires (e-mail and SMS settings): every
 * optional outside service (payments, shop, licence server, course platform) is left unconfigured,
 * so it fails closed.
 */
export const DEPLOYED_WITHOUT_OPTIONAL_SERVICES: Record<string, string> = {
  NODE_ENV: 'production',
  APP_ENV: 'staging',
  SMTP_URL: 'smtp://mail.example:587',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'token',
  SMS_FROM: '+33700000001',
};

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** Calls the API as a browser page of the site would (Origin header set, cookie when given). */
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  /**
   * Signs a new member up and answers their session cookie. The member holds a verified phone
   * number, as every member who writes must (spec 2 §6), unless `phoneVerified` is false (the
   * journeys before verification: onboarding, the phone dialog, the phone rule itself).
   */
  signUp(input?: { email?: string; password?: string; name?: string; phoneVerified?: boolean }): Promise<{ cookie: string; email: string; password: string }>;
  signIn(email: string, password: string): Promise<LightMyRequestResponse & { cookie: string }>;
  close(): Promise<void>;
}

let counter = 0;

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: {
    webDistDir?: string;
    onQuery?: (sql: string) => void;
    gifs?: GifProvider;
    sms?: SmsSender;
    storage?: FileStorage;
    logStream?: NodeJS.WritableStream;
    /** A database the test made itself (e.g. migrated step by step) instead of a copy of the template; closed with the app. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arya-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-1234',
    SEED_DEMO: 'false',
    RATE_LIMIT_AUTH_MAX: '1000',
    // Jobs run in tests, soon after they are sent (tests wait with app.jobs.idle()).
    JOBS_POLL_SECONDS: '0.5',
    ...env,
  });
  // A test counting a request's statements sees only the request's own: the shared rate-limit store
  // writes its counters on a timer of its own (on PostgreSQL), whichever request happens to be running.
  const onQuery = options.onQuery;
  const database =
    options.database ?? (await createTestDatabase(onQuery ? { onQuery: (statement) => void (/\brate_limit_counters\b/.test(statement) || onQuery(statement)) } : {}));
  const { app } = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web'),
    ...(options.gifs ? { gifs: options.gifs } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();

  const request: TestApp['request'] = ({ method, url, body, cookie, headers }) =>
    app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });

  const signIn: TestApp['signIn'] = async (email, password) => {
    const response = await request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password } });
    return Object.assign(response, { cookie: sessionCookieOf(response) });
  };

  return {
    app,
    config,
    database,
    request,
    signIn,
    async signUp(input = {}) {
      counter += 1;
      const email = input.email ?? `member${counter}-${Date.now()}@example.com`;
      const password = input.password ?? 'a-strong-password';
      const response = await request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        body: { email, password, name: input.name ?? `Member ${counter}`, acceptedTerms: TERMS_VERSION },
      });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      if (input.phoneVerified !== false) {
        const { user } = response.json() as { user: { id: string } };
        await database.db.update(authUsers).set({ phoneNumber: uniquePhone(), phoneNumberVerified: true }).where(eq(authUsers.id, user.id));
      }
      return { cookie: sessionCookieOf(response), email, password };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
