// The smoke journey in a second browser (issue 23): Firefox ESR from Debian's package, driven by
// puppeteer-core over WebDriver BiDi (Playwright's own Firefox build cannot be downloaded here).
// A demo member signs in, reads the feed, likes a post and comments on it; the like count and the
// comment are waited for as the member sees them, then again after a reload (stored).
//
// Starts the built server (`npm run build` first) on its own port and data folder with the demo
// seed, like e2e/support/start-server.mjs does for Playwright. `FIREFOX_PATH` and
// `E2E_FIREFOX_PORT` override the defaults.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

const PORT = Number(process.env.E2E_FIREFOX_PORT ?? 3110);
const BASE_URL = `http://localhost:${PORT}`;
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Each wait's limit: generous, a busy 2-core machine runs it; a failure says which step. */
const WAIT_MS = 20_000;
const DEMO = {
  reader: { email: 'member@demo.arya.app', password: 'Member-demo-2026' },
  author: { email: 'premium@demo.arya.app', password: 'Premium-demo-2026' },
};

function step(text: string) {
  process.stdout.write(`firefox smoke: ${text}\n`);
}

function startServer() {
  const server = spawn(process.execPath, ['e2e/support/start-server.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: `test-results/e2e-data-firefox-${PORT}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
  return server;
}

/** Waits for the server's health answer (as Playwright's webServer does), or for it to stop. */
async function serverReady(server: ReturnType<typeof startServer>, timeoutMs = 90_000) {
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the server stopped (exit code ${code})`))));
  const deadline = Date.now() + timeoutMs;
  const poll = async (): Promise<void> => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not answer on ${BASE_URL} within ${timeoutMs / 1000} s`);
  };
  await Promise.race([poll(), exited]);
}

/** Another member publishes the post the reader will find, through the API (state-changing calls need the site's Origin). */
async function publishAs(account: { email: string; password: string }, text: string): Promise<string> {
  const headers = { origin: BASE_URL, 'content-type': 'application/json' };
  const signIn = await fetch(`${BASE_URL}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify(account) });
  if (!signIn.ok) throw new Error(`the author could not sign in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = await fetch(`${BASE_URL}/api/v1/posts`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ text }) });
  if (!created.ok) throw new Error(`the post was not published: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { _id: string })._id;
}

/** An XPath string literal for any text (quotes included). */
function xpathText(text: string): string {
  return text.includes('"') ? `concat("${text.split('"').join(`", '"', "`)}")` : `"${text}"`;
}

/** Waits until the element is on screen, as the member would see it, and answers it. */
async function visible(page: Page, selector: string, what: string): Promise<ElementHandle<Element>> {
  try {
    const handle = await page.waitForSelector(selector, { visible: true, timeout: WAIT_MS });
    if (!handle) throw new Error('not found');
    return handle;
  } catch (error) {
    throw new Error(`${what}: not seen within ${WAIT_MS / 1000} s (${selector})`, { cause: error });
  }
}

async function journey(browser: Browser, marker: string) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });

  step('signs in');
  await page.goto(`${BASE_URL}/auth`);
  await (await visible(page, '::-p-aria(Adresse e-mail)', 'the e-mail field')).type(DEMO.reader.email);
  await (await visible(page, '::-p-aria(Mot de passe)', 'the password field')).type(DEMO.reader.password);
  await (await visible(page, '::-p-aria(Se connecter[role="button"])', 'the sign-in button')).click();

  step('reads the feed');
  await visible(page, `::-p-xpath(//h1[normalize-space(.)="Fil d'actualité"])`, 'the feed heading');
  const card = `//*[@data-testid="post-card"][.//*[contains(., ${xpathText(marker)})]]`;
  await visible(page, `::-p-xpath(${card})`, 'the post published a moment ago, in the feed');
  const count = await page.$$eval('[data-testid="post-card"]', (cards) => cards.length);
  if (count < 2) throw new Error(`the feed shows ${count} post(s): the demo posts are missing`);

  step('likes the post');
  await (await visible(page, `::-p-xpath(${card}//button[@data-testid="like-button"][@aria-pressed="false"])`, 'the like button, not pressed')).click();
  await visible(page, `::-p-xpath(${card}//button[@data-testid="like-button"][@aria-pressed="true"])`, 'the like button, pressed');
  await visible(page, `::-p-xpath(${card}//*[@data-testid="post-likes"][normalize-space(.)="1"])`, 'the like count at 1');

  step('comments on it');
  await (await visible(page, `::-p-xpath(${card}//button[@data-testid="post-comments"])`, 'the comments toggle')).click();
  const comment = `Vu depuis Firefox ${marker}`;
  const box = await visible(page, `::-p-xpath(${card}//textarea[@data-testid="comment-input"])`, 'the comment box');
  await box.type(comment);
  await box.press('Enter');
  await visible(page, `::-p-xpath(${card}//*[@data-testid="comment"][contains(., ${xpathText(comment)})])`, 'the new comment');
  await visible(page, `::-p-xpath(${card}//*[@data-testid="post-comments"][normalize-space(.)="1 commentaire"])`, 'the comment count at 1');

  step('finds both again after a reload');
  await page.reload();
  await visible(page, `::-p-xpath(${card}//button[@data-testid="like-button"][@aria-pressed="true"])`, 'the like, stored');
  await visible(page, `::-p-xpath(${card}//*[@data-testid="post-likes"][normalize-space(.)="1"])`, 'the like count, stored');
  await visible(page, `::-p-xpath(${card}//*[@data-testid="post-comments"][normalize-space(.)="1 commentaire"])`, 'the comment count, stored');
}

async function main() {
  if (!existsSync('apps/server/dist/server.js')) throw new Error('the server is not built: run `npm run build` first');
  if (!existsSync(FIREFOX)) throw new Error(`no Firefox at ${FIREFOX} (Debian: apt-get install firefox-esr)`);
  const started = Date.now();
  const server = startServer();
  let browser: Browser | null = null;
  try {
    step(`starts the server on ${BASE_URL}`);
    await serverReady(server);
    const marker = `firefox-${Date.now().toString(36)}`;
    await publishAs(DEMO.author, `${marker} le Bitcoin tient ses 60 000 ?`);
    step(`launches ${FIREFOX} over WebDriver BiDi`);
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      // French pages, as the demo member reads them.
      extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr' },
    });
    step(`drives ${await browser.version()}`);
    await journey(browser, marker);
    step(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await browser?.close().catch(() => undefined);
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error('firefox smoke: FAILED', error);
  process.exitCode = 1;
});
