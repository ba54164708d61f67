import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Issue 23: the header fits at every width with a long name, the tabs are a bottom bar on phones,
 * the Ideas badge stays beside its icon, and "/en/" is the English home. New members named long (one
 * per language and worker): a member who has never opened the ideas page has "9+" on the Ideas tab
 * (spec 2 §4: 10 new news items when no visit is stored), and none of these tests opens that page.
 */
test.describe.configure({ mode: 'default' });

const LONG_NAME = 'Julien Testeur-Martin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const members: Partial<Record<'fr' | 'en', StorageState>> = {};

/** A new member named long, whose language is `language` (their language wins over the address's). */
async function memberIn(browser: Browser, language: 'fr' | 'en'): Promise<StorageState> {
  if (!members[language]) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await signUp(page, { name: LONG_NAME, email: uniqueEmail(`long-name-${language}`), password: 'Testeur-Martin-Horizon-2026!' });
    if (language === 'en') {
      const response = await page.request.put('/api/v1/me/language', { headers: { origin: new URL(page.url()).origin }, data: { language } });
      expect(response.status()).toBe(200);
    }
    members[language] = await context.storageState();
    await context.close();
  }
  return members[language];
}

async function open(browser: Browser, width: number, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const language = path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
  const storageState = await memberIn(browser, language);
  const context = await browser.newContext({ storageState, viewport: { width, height: width < 768 ? 844 : 800 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByTestId('post-card').first()).toBeVisible({ timeout: 15_000 });
  // The start-up loader covers the page a second more (longer on a busy machine).
  await expect(page.getByTestId('app-loader')).toHaveCount(0, { timeout: 15_000 });
  return { context, page };
}

async function boxOf(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  return box!;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlap = (a: Box, b: Box) => Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

const TEXT = {
  fr: { nav: 'Navigation principale', tabs: ['Accueil', 'Idées', 'Formations', 'Notifications'], search: 'Rechercher un membre', create: 'Créer', logout: 'Se déconnecter' },
  en: { nav: 'Main navigation', tabs: ['Home', 'Ideas', 'Courses', 'Notifications'], search: 'Search members', create: 'Create', logout: 'Log out' },
} as const;

for (const [language, widths] of [
  ['fr', [768, 800, 1024, 1280]],
  ['en', [768, 1280]],
] as const) {
  test(`with a long name the header fits, every control on screen and apart (${language}, ${widths.join(', ')} px)`, async ({ browser }) => {
    // A new member's sign-up, then each width with axe.
    test.setTimeout(180_000);
    const text = TEXT[language];
    for (const width of widths) {
      const { context, page } = await open(browser, width, language === 'fr' ? '/' : '/en');
      const at = `at ${width} px`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page is no wider than the screen ${at}`).toBeLessThanOrEqual(width);

      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: text.nav });
      const profile = banner.getByRole('link', { name: LONG_NAME, exact: true });
      const controls: [string, Locator][] = [
        ['the brand', banner.getByRole('link', { name: /^ARYA/ })],
        ...text.tabs.map((tab): [string, Locator] => [`the ${tab} tab`, nav.getByRole('link', { name: tab })]),
        // Below 1280 px a button opens the search field; from 1280 px the field itself is there.
        ['the search', banner.getByRole('button', { name: text.search }).or(banner.getByRole('combobox', { name: text.search }))],
        ['the create menu', banner.getByRole('button', { name: text.create })],
        ['the member', profile],
        ['the settings menu', banner.getByRole('button', { name: 'Menu', exact: true })],
      ];
      const header = await boxOf(banner, 'the header');
      const boxes: [string, Box][] = [];
      for (const [what, control] of controls) {
        await expect(control, `${what} ${at}`).toBeVisible();
        const box = await boxOf(control, what);
        expect(box.x, `${what} starts on screen ${at}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${what} ends on screen ${at}`).toBeLessThanOrEqual(width);
        expect(box.y + box.height, `${what} stays in the header ${at}`).toBeLessThanOrEqual(header.y + header.height);
        for (const [other, otherBox] of boxes) expect(overlap(box, otherBox), `${what} runs into ${other} ${at}`).toBe(false);
        boxes.push([what, box]);
      }

      // The whole name is the link's label and tooltip; where it shows, it keeps to one line.
      await expect(profile).toHaveAttribute('title', LONG_NAME);
      const name = page.getByTestId('header-profile-name');
      if (width >= 1024) {
        await expect(name).toBeVisible();
        expect((await boxOf(name, 'the name')).height, `the name is on one line ${at}`).toBeLessThanOrEqual(24);
      }

      // From 1280 px the search field shows its whole placeholder.
      if (width >= 1280) {
        const field = banner.getByRole('combobox', { name: text.search });
        const room = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(input.placeholder).width;
        });
        expect(room, `the search placeholder fits ${at}`).toBeGreaterThanOrEqual(0);
      }

      // The settings menu opens on screen.
      await banner.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: text.logout })).toBeVisible();
      const menuBox = await boxOf(menu, 'the menu');
      expect(menuBox.x, `the menu starts on screen ${at}`).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width, `the menu ends on screen ${at}`).toBeLessThanOrEqual(width);
      await expectAccessible(page, `the header with its menu open ${at}`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await context.close();
    }
  });
}

test('on a phone the tabs are a bar at the bottom, with badges, the round button above it and the feed ending above both', async ({ browser }) => {
  test.slow();
  const { context, page } = await open(browser, 390, '/');
  const height = page.viewportSize()!.height;
  const bar = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(bar).toBeVisible();
  // Not in the header: a bar across the bottom of the screen, still there once the page is scrolled.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  const barBox = await boxOf(bar, 'the bar');
  expect(Math.abs(barBox.y + barBox.height - height), 'the bar touches the bottom of the screen').toBeLessThanOrEqual(1);
  expect(barBox.x).toBe(0);
  expect(barBox.width).toBe(390);
  for (const tab of ['Accueil', 'Idées', 'Formations', 'Notifications']) await expect(bar.getByRole('link', { name: tab })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Idées' }).getByText('9+')).toBeVisible();

  const button = page.getByRole('button', { name: 'Écrire un post' });
  const buttonBox = await boxOf(button, 'the round button');
  expect(buttonBox.y + buttonBox.height, 'the round button sits above the bar').toBeLessThanOrEqual(barBox.y);

  // Scrolled to the end of the feed (its next page loads on the way), the last post and the end of the
  // feed show above the bar and the round button. The feed holds what every journey published so far
  // (pages and pages by now): here it ends with its second page.
  await page.route(/\/api\/v1\/posts\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), nextCursor: null } });
  });
  const end = page.getByTestId('feed-end');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    expect(await boxOf(bar, 'the bar')).toEqual(barBox);
    const lastPost = await boxOf(page.getByTestId('post-card').last(), 'the last post');
    expect(lastPost.y + lastPost.height, 'the last post ends above the round button').toBeLessThanOrEqual(buttonBox.y);
    const endBox = await boxOf(end, 'the end of the feed');
    expect(endBox.y + endBox.height, 'the end of the feed shows above the bar').toBeLessThanOrEqual(barBox.y);
  }).toPass({ timeout: 5_000 });
  await expectAccessible(page, 'the feed with the bottom bar');
  await context.close();
});

test('the Ideas badge "9+" sits beside its icon, in the header and in the bottom bar', async ({ browser }) => {
  test.slow();
  for (const width of [1024, 390]) {
    const { context, page } = await open(browser, width, '/');
    const tab = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Idées' });
    const badge = tab.getByText('9+');
    await expect(badge).toBeVisible();
    const [badgeBox, iconBox] = [await boxOf(badge, 'the badge'), await boxOf(tab.locator('svg'), 'the icon')];
    expect(overlap(badgeBox, iconBox), `the badge covers the icon at ${width} px`).toBe(false);
    // Still next to it: level with its top half, just right of it.
    expect(badgeBox.x - (iconBox.x + iconBox.width)).toBeLessThanOrEqual(4);
    expect(badgeBox.y).toBeLessThan(iconBox.y + iconBox.height / 2);
    await context.close();
  }
});

test('"/en/" with its trailing slash is the English home: the Home tab is the current one', async ({ browser }) => {
  test.slow();
  for (const path of ['/en/', '/en']) {
    const { context, page } = await open(browser, 1024, path);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Notifications' })).not.toHaveAttribute('aria-current', 'page');
    await context.close();
  }
});
