import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { demoCoachSample } from './support/posts.ts';
import { appIsLive } from './support/app.ts';

// Requests are held back or refused in these tests: the service worker (which keeps the assets) must not answer them instead.
test.use({ serviceWorkers: 'block' });

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function expectWithinViewport(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

test('at 320 px wide in French, nothing scrolls sideways and nothing is cut off', async ({ browser, baseURL }) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'fr-FR' });
  const page = await context.newPage();

  // A visitor on a public post: sign-in and sign-up both fit.
  await page.goto('/auth');
  await appIsLive(page);
  await expectNoSidewaysScroll(page, 'the sign-in page');
  await page.goto('/register');
  await expectNoSidewaysScroll(page, 'the sign-up page');

  await signIn(page, DEMO.member.email, DEMO.member.password);
  const tabs = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the feed');
  await expectWithinViewport(page, tabs.getByRole('link', { name: 'Notifications' }), 'the Notifications tab');
  const profileLink = page.getByTestId('post-card').first().getByTestId('post-author');
  await profileLink.click();
  await expect(page.getByTestId('profile-header')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a profile');
  const postHref = await page.getByTestId('post-card').first().locator('a[href^="/post/"]').first().getAttribute('href');
  for (const path of ['/notifications', '/my-account/order-subscription', '/my-account/get-started/arya-trade-manager', '/my-account/arya-premium', postHref!]) {
    await page.goto(path);
    await expect(page.locator('#main h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }

  // The visitor header keeps both buttons on screen.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth/);
  // A public coach's post (the first feed post may be a private member's, which visitors cannot open).
  const { postPath } = await demoCoachSample(baseURL!);
  await page.goto(postPath);
  await expect(page.getByTestId('post-card')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a post for a visitor');
  const banner = page.getByRole('banner');
  await expectWithinViewport(page, banner.getByRole('link', { name: "S'inscrire" }), 'the sign-up button');
  await expectWithinViewport(page, banner.getByRole('link', { name: 'Se connecter' }), 'the sign-in button');
  await context.close();
});

test('on a phone: one create button, the environment label in the header, the menu above the round button', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, DEMO.member.email, DEMO.member.password);

  // The round button is the one way to write on a phone; the header's create menu is not shown.
  await expect(page.getByRole('button', { name: 'Créer' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Écrire un post' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Écrire un post' })).toBeVisible();

  // The environment label sits in the header, not over the content.
  await expect(page.getByRole('banner').getByTestId('environment-label')).toHaveText('test');

  // The menu's last entries stay reachable: nothing covers them.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  for (const name of ['Français', 'English']) {
    const entry = page.getByRole('menuitemradio', { name });
    await entry.scrollIntoViewIfNeeded();
    const hit = await entry.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top === element || element.contains(top);
    });
    expect(hit, `${name} is covered`).toBe(true);
  }
  await context.close();
});

test('the account navigation and the product tabs show where the member is, and fit at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.goto('/my-account/order-subscription');
  const nav = page.getByRole('navigation', { name: 'Mon compte' });
  const current = nav.getByRole('link', { name: 'Commandes et abonnements' });
  const other = nav.getByRole('link', { name: 'Licences' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(other).not.toHaveAttribute('aria-current', 'page');
  const look = (link: typeof current) => link.evaluate((element) => ({ weight: getComputedStyle(element).fontWeight, background: getComputedStyle(element).backgroundColor }));
  const [active, inactive] = [await look(current), await look(other)];
  expect(Number(active.weight)).toBeGreaterThan(Number(inactive.weight));
  expect(active.background).not.toBe(inactive.background);
  // No entry is clipped: the list needs no scrolling and every label fits its entry.
  const clipped = await nav.evaluate((element) => [element, ...Array.from(element.querySelectorAll('ul, a'))].filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent));
  expect(clipped).toEqual([]);

  await page.goto('/my-account/get-started/arya-trade-manager');
  const products = page.getByRole('navigation', { name: 'Produits' });
  await expect(products.getByRole('link', { name: 'Trade Manager' })).toHaveAttribute('aria-current', 'page');
  await expect(products.getByRole('link', { name: 'Démarrer' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Mes produits' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/notifications');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
});

test('with reduced motion, skeletons, spinners and image zooms stand still', async ({ page, baseURL }) => {
  test.slow();
  const { postPath } = await demoCoachSample(baseURL!);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.member.email, DEMO.member.password);
  // The home feed came with the page; hold back the next feed (the member's own profile, opened
  // from the header) so its skeletons show, then let it through and come back home.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const feed = (url: URL) => url.pathname === '/api/v1/posts';
  await page.route(feed, async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByTestId('header-profile').click();
  const skeleton = page.getByTestId('post-skeleton').first();
  await expect(skeleton).toBeVisible();
  expect(await skeleton.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  release();
  await page.unroute(feed);

  // A post with pictures (the demo coach's; the home feed's first page may hold none by now).
  await page.goto(postPath);
  const image = page.getByTestId('image-grid').first().locator('img').first();
  await image.hover();
  expect(await image.evaluate((element) => getComputedStyle(element).transform)).toBe('none');

  // A spinner (here: the emoji picker's, while emoji-mart loads) does not turn.
  await page.route('**/native*.json', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Créer' }).click();
  await page.getByRole('menuitem', { name: 'Écrire un post' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Insérer un emoji' }).click();
  const spinner = page.getByRole('dialog').getByRole('status', { name: 'Chargement…' });
  await expect(spinner).toBeVisible();
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  release();
});
