import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { demoCoachSample } from './support/posts.ts';

/** The API calls the page makes (the answers that came with the page are not asked again), from when `from` says so. */
function recordApiCalls(page: Page, from: () => boolean = () => true): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && from()) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

test('a shared post opens for a visitor with no API round trip, its first picture fetched first; then only its live catch-up reads', async ({ browser, baseURL }) => {
  const { postPath } = await demoCoachSample(baseURL!);
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const calls = recordApiCalls(page);
  await page.goto(postPath, { waitUntil: 'domcontentloaded' });
  const card = page.getByTestId('post-card');
  await expect(card).toBeVisible();
  // Drawn by the server: shown before the app asked for anything.
  expect(calls).toEqual([]);
  const picture = card.getByTestId('image-grid').locator('img').first();
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('loading', 'eager');
  await page.waitForLoadState('networkidle');
  // Once its live thread joins (its socket, maybe after the page is idle), the page reads again
  // what may have changed since it was drawn: the post and its comments; nothing else.
  const postApi = `/api/v1/posts${postPath.replace(/^\/post/, '')}`;
  expect(calls.filter((call) => call !== `GET ${postApi}` && call !== `GET ${postApi}/comments`)).toEqual([]);
  await context.close();
});

test("a member's home page shows the feed with no API round trip; what follows is asked as usual", async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  // Only the new page's calls count: the page left behind may still ask while the server renders the next.
  let reloaded = false;
  page.on('framenavigated', (frame) => void (reloaded ||= frame === page.mainFrame()));
  const calls = recordApiCalls(page, () => reloaded);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByTestId('header-profile')).toContainText(DEMO.member.name);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);

  // Another page of the app, opened from here, asks the API for its own data.
  await page.getByTestId('header-profile').click();
  await expect.poll(() => calls.some((call) => call.startsWith('GET /api/v1/posts?alias='))).toBe(true);
});
