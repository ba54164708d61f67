import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeDeepL } from '../apps/server/test/helpers/fake-deepl.ts';
import { COURSE_PLATFORM_API_KEY, startFakeCoursePlatform } from '../apps/server/test/helpers/fake-course-platform.ts';
import { startFakeLicenceServer } from '../apps/server/test/helpers/fake-licence-server.ts';
import { startFakeShop } from '../apps/server/test/helpers/fake-shop.ts';
import { startFakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../apps/server/test/helpers/fake-stripe.ts';
import { startProcess, type RunningProcess } from './processes.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
const HELLO_WORLD_ENTRY = path.join(ROOT, 'bench/hello-world.ts');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let fakeTwilioUrl: string | null = null;
/** The last text the fake Twilio took for each number (the harness reads codes from it). */
const lastSmsTo = new Map<string, string>();

/** The six-digit code of the last SMS sent to a number through the fake Twilio, if any. */
export function lastSmsCodeTo(phoneNumber: string): string | null {
  return lastSmsTo.get(phoneNumber)?.match(/\b\d{6}\b/)?.[0] ?? null;
}

/** Answers Twilio's Messages API as Twilio does when a message is queued (never reaches the internet). */
async function fakeTwilio(): Promise<string> {
  if (fakeTwilioUrl) return fakeTwilioUrl;
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To');
      if (to) lastSmsTo.set(to, form.get('Body') ?? '');
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: 'SM00000000000000000000000000000000', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const address = server.address();
  fakeTwilioUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return fakeTwilioUrl;
}

let outsideServices: Promise<NodeJS.ProcessEnv> | null = null;
let fakeDeepLRequests = () => 0;

/** How many translation requests the fake DeepL has answered so far. */
export function translationRequests(): number {
  return fakeDeepLRequests();
}

/**
 * The account area's outside services, faked in this process on 127.0.0.1 with the app server's
 * tests' fakes (Stripe, the licence server, the shop, the course platform), as the settings that
 * point the server at them: deployed without them, those features fail closed (503). Started once;
 * they end with the harness (process.exit). They keep every request they get: a few thousand a run.
 */
function fakeOutsideServices(): Promise<NodeJS.ProcessEnv> {
  outsideServices ??= (async () => {
    const [stripe, licenceServer, shop, coursePlatform, deepl] = await Promise.all([startFakeStripe(), startFakeLicenceServer(), startFakeShop(), startFakeCoursePlatform(), startFakeDeepL()]);
    // The fake keeps each request: a bench's few thousand posts are a few MB.
    fakeDeepLRequests = () => deepl.requests.length;
    return {
      // Every text written is translated, as when DeepL is configured.
      DEEPL_API_KEY: 'bench-deepl-key:fx',
      DEEPL_API_URL: deepl.url,
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      LICENCE_SERVER_URL: licenceServer.url,
      LICENCE_SERVER_TOKEN: 'bench-licence-server-token',
      SHOP_API_URL: shop.url,
      COURSE_PLATFORM_API_URL: coursePlatform.base,
      COURSE_PLATFORM_API_KEY,
    };
  })();
  return outsideServices;
}

/** Only what a process needs from the harness's environment: no .env, no developer settings. */
export function baseEnvironment(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]));
}

/** Polls `url` until it answers 200, the process ends, or the time is up. */
async function waitForOk(url: string, processHandle: RunningProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!processHandle.isRunning()) {
      throw new Error(`${processHandle.name} stopped (${await processHandle.exited}) before answering ${url}. End of its log:\n${processHandle.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  await processHandle.stop();
  throw new Error(`${processHandle.name} did not answer ${url} within ${timeoutMs / 1000} s (${last}). End of its log:\n${processHandle.tail()}`);
}

export interface AppServer {
  process: RunningProcess;
  baseUrl: string;
  port: number;
}

export interface AppServerOptions {
  dataDir: string;
  databaseUrl: string | null;
  logFile: string;
}

/**
 * The built server in production mode, as it would run: NODE_ENV=production, the production
 * log level (info, to a file), the rate limits raised because every request comes from one address.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...baseEnvironment(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Production refuses to start without a mail transport; nothing here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:1',
    // Nor without an SMS provider: a fake Twilio in this process takes the one code the bench asks for.
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'bench',
    SMS_FROM: '+33700000000',
    TWILIO_BASE_URL: await fakeTwilio(),
    // The code stays valid through the whole run, so the phone target never sends another.
    PHONE_CODE_VALIDITY_SECONDS: '3600',
    // Every reader verifies a phone number, all from this one address.
    SMS_MAX_PER_IP_PER_HOUR: '1000000',
    SMS_MAX_PER_HOUR: '1000000',
    RATE_LIMIT_API_MAX: '1000000000',
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_SEARCH_MAX: '1000000000',
    // Every request is the one member's: the per-member limits of costly calls (invoice PDFs, licence
    // updates, downloads, course tokens, billing saves, checkouts) times a million. Limits on calls
    // at once are never scaled: their targets use as many connections as those allow.
    RATE_LIMIT_MEMBER_SCALE: '1000000',
    // The live bench's 1,000 sockets come from one address too, and join one channel each.
    LIVE_MAX_SOCKETS_PER_ADDRESS: '1000000',
    LIVE_JOINS_PER_ADDRESS_PER_MINUTE: '1000000000',
    LIVE_TYPING_PER_ADDRESS_PER_MINUTE: '1000000000',
    ...(await fakeOutsideServices()),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  // The data folder as working directory: the server reads a .env from its working directory.
  const server = startProcess({ name: 'app server', command: process.execPath, args: [SERVER_ENTRY], env, cwd: options.dataDir, logFile: options.logFile });
  await waitForOk(`${baseUrl}/api/health`, server, 180_000);
  return { process: server, baseUrl, port };
}

/** The baseline: a bare Fastify answering {"hello":"world"}, same Node, same Fastify as the server. */
export async function startHelloWorld(logFile: string): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const hello = startProcess({
    name: 'hello-world',
    command: process.execPath,
    args: ['--import', 'tsx', HELLO_WORLD_ENTRY],
    env: { ...baseEnvironment(), NODE_ENV: 'production', PORT: String(port) },
    cwd: ROOT,
    logFile,
  });
  await waitForOk(`${baseUrl}/`, hello, 60_000);
  return { process: hello, baseUrl, port };
}

export interface Memory {
  /** Resident set size now, in MB. */
  rssMb: number;
  /** Peak resident set size (VmHWM) since start or since the last resetPeakMemory, in MB. */
  peakMb: number;
}

export function readMemory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resets VmHWM to the current RSS (Linux clear_refs 5); false when not allowed. */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
