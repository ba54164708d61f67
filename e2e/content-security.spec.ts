import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { demoCoachSample } from './support/posts.ts';
import { appIsLive } from './support/app.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every Content Security Policy violation of the page (a library probing for eval counted). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
  });
  return () => page.evaluate(() => window.cspViolations ?? []);
}

test('no page load breaks the Content Security Policy, for a visitor or a member', async ({ page, baseURL }) => {
  // Seven pages, each waited for until it is hydrated and quiet.
  test.slow();
  const violations = await watchViolations(page);
  const seen: string[] = [];
  const { postPath } = await demoCoachSample(baseURL!);
  for (const path of ['/auth', '/register', '/en/auth', postPath]) {
    await page.goto(path);
    await appIsLive(page);
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations()));
  }
  // Opening /en/auth made English the visitor's language (its cookie); the member signs in afresh.
  await page.context().clearCookies();
  await signIn(page, DEMO.member.email, DEMO.member.password);
  for (const path of ['/', '/ideas', '/my-account/profile']) {
    await page.goto(path);
    await appIsLive(page);
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations()));
  }
  expect(seen).toEqual([]);
});
