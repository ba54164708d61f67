import { expect, test, type BrowserContext } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';

/** The outside sites of the end-to-end server's default configuration, answered here (never the internet). */
const COURSES = 'https://academy.arya.example/';
const HELP_FR = 'https://help.arya.example/fr/knowledge';
const HELP_EN = 'https://help.arya.example/en/knowledge';

async function routeOutsideSites(context: BrowserContext) {
  await context.route((url) => url.hostname !== 'localhost', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>${new URL(route.request().url()).hostname}</title><h1>Outside</h1>` }),
  );
}

const SIGNED_TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

test('the courses tab opens the course platform in a new tab, signed in with a token', async ({ page, context }) => {
  await routeOutsideSites(context);
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const popup = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Formations' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL((url) => url.origin + url.pathname === COURSES && SIGNED_TOKEN.test(url.searchParams.get('token') ?? ''));
  // The page the member was on stays as it was.
  await expect(page).toHaveURL('/');
});

test('the main menu opens the courses too, by keyboard', async ({ page, context }) => {
  await routeOutsideSites(context);
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.getByRole('button', { name: 'Menu', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Formations' }).focus();
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const tab = await popup;
  await expect(tab).toHaveURL((url) => url.href.startsWith(`${COURSES}?token=`) && SIGNED_TOKEN.test(url.searchParams.get('token') ?? ''));
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('when the course platform fails, the tab closes and nothing is said', async ({ page, context }) => {
  await routeOutsideSites(context);
  await context.route('**/api/shop/sign/token/lms', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ code: 'COURSE_PLATFORM_ERROR', message: 'down' }) }));
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const popup = page.waitForEvent('popup');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Formations' }).click();
  const tab = await popup;
  // The refusal may come back (and the tab close) before the popup is handed over.
  if (!tab.isClosed()) await tab.waitForEvent('close');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText("La plateforme de formation n'a pas répondu.")).toHaveCount(0);
});

test("help opens the help centre's knowledge section of the language, and /support goes nowhere else", async ({ page, context }) => {
  await routeOutsideSites(context);
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const help = page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Aide' });
  await expect(help).toHaveAttribute('href', `/support?redirect_url=${encodeURIComponent(HELP_FR)}`);
  await help.click();
  await page.waitForURL(HELP_FR);

  // Only configured help-centre addresses are followed: the other language's is, any other site is not.
  // The page sends the member on as soon as it runs, maybe before it has finished loading.
  await page.goto(`/en/support?redirect_url=${encodeURIComponent(HELP_FR)}`, { waitUntil: 'commit' });
  await page.waitForURL(HELP_FR);
  for (const elsewhere of ['https://evil.example/phish', '//evil.example/', 'javascript:alert(1)']) {
    await page.goto(`/support?redirect_url=${encodeURIComponent(elsewhere)}`, { waitUntil: 'commit' });
    await page.waitForURL(HELP_FR);
  }
});

test("/support sends a member whose language is English, refused elsewhere, to the English help centre", async ({ page, context }) => {
  await routeOutsideSites(context);
  // A member of its own, in English: a French member's pages switch to French as the app loads.
  await signUp(page, { name: 'Hana Help', email: uniqueEmail('help'), password: 'un-mot-de-passe-solide' });
  const origin = new URL(page.url()).origin;
  expect((await page.request.put('/api/v1/me/language', { headers: { origin }, data: { language: 'en' } })).status()).toBe(200);
  await page.goto(`/en/support?redirect_url=${encodeURIComponent('https://evil.example/')}`, { waitUntil: 'commit' });
  await page.waitForURL(HELP_EN);
});
