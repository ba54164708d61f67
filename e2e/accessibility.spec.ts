import { expect, test, type Page } from '@playwright/test';
import { formatEuros } from '../packages/core/src/common/numbers.ts';
import { VIRTUAL_SERVER_OFFER } from '../packages/core/src/licences/licences.constants.ts';
import { APP_ROUTES, GET_STARTED_PRODUCTS, productSlug, type AppRoute, type AppRouteId } from '../packages/core/src/navigation/routes.ts';
import { PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT, PREMIUM_PLANS } from '../packages/core/src/payments/payments.constants.ts';
import { DEMO } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { notifyByLike } from './support/notifications.ts';
import { demoCoachSample } from './support/posts.ts';
import { appIsLive } from './support/app.ts';

/**
 * axe-core on every page of the route table and on the app's open states, in French and English, at
 * desktop and phone widths: no serious or critical violation (nor landmark or heading-order ones).
 * One browser context per language and width: visitor pages first, then one sign-in, then in-app
 * navigation (no reload, so the start-up loader is waited for once).
 */

type Language = 'fr' | 'en';
interface Sample {
  coachAlias: string;
  /** A coach's post with images (for the single-post page and the lightbox). */
  postPath: string;
}

/** A concrete address for each route of the table; a new route without one fails to compile. */
const PAGE_PATHS: Record<AppRouteId, (sample: Sample) => string> = {
  home: () => '/',
  auth: () => '/auth',
  register: () => '/register',
  password: () => '/password',
  onBoarding: () => '/on-boarding',
  ideas: () => '/ideas',
  outcomesMethod: () => '/ideas/how-outcomes-are-measured',
  instrument: () => '/instruments/EURUSD',
  notifications: () => '/notifications',
  crypto: () => '/crypto',
  shop: () => '/shop',
  support: () => '/support',
  iframe: () => '/iframe',
  marketing: () => '/marketing/en',
  profile: ({ coachAlias }) => `/u/${coachAlias}`,
  post: ({ postPath }) => postPath,
  getStarted: () => '/my-account/get-started',
  getStartedProduct: () => '/my-account/get-started/arya-pro',
  premium: () => '/my-account/arya-premium',
  referral: () => '/my-account/referer-a-friend',
  coins: () => '/my-account/coins',
  broker: () => '/my-account/choose-a-broker',
  accountProfile: () => '/my-account/profile',
  security: () => '/my-account/security',
  blocked: () => '/my-account/blocked',
  privacy: () => '/my-account/privacy',
  decisions: () => '/my-account/decisions',
  moderation: () => '/my-account/moderation',
  orders: () => '/my-account/order-subscription',
  licences: () => '/my-account/licences',
  upgrade: () => '/my-account/upgrade',
  staff: () => '/my-account/staff',
  legalTerms: () => '/legal/terms',
  legalPrivacy: () => '/legal/privacy',
  legalNotice: () => '/legal/notice',
};
const NOT_FOUND_PATH = '/cette-page-n-existe-pas';

const ACCOUNTS: Record<Language, { email: string; password: string }> = { fr: DEMO.member, en: DEMO.staff };
const TEXT = {
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter', menu: 'Menu', create: 'Créer', writePost: 'Écrire un post', emoji: 'Insérer un emoji', gif: 'Ajouter un GIF', postMenu: 'Options de la publication', delete: 'Supprimer', cancel: 'Annuler', openImage: /^Agrandir l'image 1/, banner: 'Application mobile', writeComment: 'Écrire un commentaire', commentMenu: 'Options du commentaire', comment: 'Un commentaire relu par axe', shareTitle: 'Partager le post', search: 'Rechercher un membre', following: 'Abonnements', profileMenu: /^Plus d'options pour/, block: /^Bloquer @/, report: 'Signaler', writeIdea: 'Écrire une idée', backOffice: 'Actualité interne', spin: 'Lancer la roue' },
  en: { email: 'Email address', password: 'Password', signIn: 'Sign in', menu: 'Menu', create: 'Create', writePost: 'Write a post', emoji: 'Insert an emoji', gif: 'Add a GIF', postMenu: 'Post options', delete: 'Delete', cancel: 'Cancel', openImage: /^Enlarge image 1/, banner: 'Mobile app', writeComment: 'Write a comment', commentMenu: 'Comment options', comment: 'A comment read by axe', shareTitle: 'Share the post', search: 'Search members', following: 'Following', profileMenu: /^More options for/, block: /^Block @/, report: 'Report', writeIdea: 'Write an idea', backOffice: 'Internal news', spin: 'Spin the wheel' },
} as const;

const localized = (path: string, language: Language) => (language === 'fr' ? path : path === '/' ? '/en' : `/en${path}`);

let sample: Sample;

test.beforeAll(async ({ baseURL }) => {
  // Real ids from the seeded demo content.
  const coach = await demoCoachSample(baseURL!);
  sample = { coachAlias: coach.alias, postPath: coach.postPath };
  // Both signed-in members have a notification, so /notifications is checked with items.
  for (const language of ['fr', 'en'] as const) await notifyByLike(baseURL!, ACCOUNTS[language], DEMO.coach);
});

/**
 * Opens a path inside the running app (as a link would), without reloading it, and waits for the new
 * page's title (every page sets its own), unless the page is known to lead back where we are.
 */
async function goInApp(page: Page, path: string, { sameTitle = false } = {}) {
  const before = await page.title();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (!sameTitle) await expect(page).not.toHaveTitle(before);
}

/** Waits for what a reader sees: the page's heading, no loading bar, no skeleton left. */
async function settled(page: Page) {
  await expect(page.locator('#main h1').first()).toBeVisible();
  // Once the app shows a page, the start-up loader is on top until a second after the sign-in
  // decision (waiting for it before the app has mounted would pass at once).
  await expect(page.getByTestId('app-loader')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByTestId('post-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('notification-skeleton')).toHaveCount(0);
}

for (const language of ['fr', 'en'] as const) {
  for (const width of [1280, 390]) {
    test(`every page and open state passes axe (${language}, ${width} px)`, async ({ browser }) => {
      test.setTimeout(210_000);
      const text = TEXT[language];
      const phone = width < 768;
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language === 'fr' ? 'fr-FR' : 'en-US' });
      // Outside links (help centre, videos) answer "no content": the browser stays on the page.
      await context.route((url) => url.hostname !== 'localhost', (route) => route.fulfill({ status: 204 }));
      const page = await context.newPage();
      const routes = APP_ROUTES as readonly AppRoute[];
      const path = (id: AppRouteId) => localized(PAGE_PATHS[id](sample), language);

      // Visitors: sign-in pages, public pages and the not-found page.
      const visitorIds = routes.filter((route) => route.access !== 'member').map((route) => route.id as AppRouteId);
      await page.goto(path('auth'));
      await appIsLive(page);
      for (const id of visitorIds) {
        if (id !== 'auth') await goInApp(page, path(id));
        await settled(page);
        await expectAccessible(page, `${id} as a visitor`);
      }
      await goInApp(page, localized(NOT_FOUND_PATH, language));
      await settled(page);
      await expectAccessible(page, 'the not-found page as a visitor');

      // One sign-in, then every page as a member.
      await goInApp(page, path('auth'));
      await page.getByLabel(text.email).fill(ACCOUNTS[language].email);
      await page.getByLabel(text.password, { exact: true }).fill(ACCOUNTS[language].password);
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page).toHaveURL((url) => url.pathname === localized('/', language));
      await appIsLive(page);
      // Pages these members may not see are the not-found page (same title): staff tools for the
      // French member (staff page and moderation), upgrade for both (neither holds a Pro licence).
      const notFoundFor = (id: string) => id === 'upgrade' || ((id === 'staff' || id === 'moderation') && language === 'fr');
      let previous = 'home';
      for (const route of routes.filter((candidate) => candidate.access !== 'guest')) {
        if (route.id !== 'home') await goInApp(page, path(route.id as AppRouteId), { sameTitle: notFoundFor(route.id) && notFoundFor(previous) });
        previous = route.id;
        // The demo members answered the questions but never spun: onboarding offers them the wheel.
        if (route.id === 'onBoarding') await expect(page.getByRole('button', { name: text.spin })).toBeVisible();
        await settled(page);
        if (route.id === 'notifications') await expect(page.getByTestId('notification').first()).toBeVisible();
        await expectAccessible(page, `${route.id} as a member`);
      }
      // The last route, upgrade, is itself the not-found page for these members (no Pro licence).
      await goInApp(page, localized(NOT_FOUND_PATH, language), { sameTitle: true });
      await settled(page);
      await expectAccessible(page, 'the not-found page as a member');

      // Open states, from the home feed.
      await goInApp(page, path('home'));
      await settled(page);
      await expect(page.getByTestId('post-card').first()).toBeVisible();
      if (phone) await expect(page.getByRole('complementary', { name: text.banner })).toBeVisible();

      await page.getByRole('button', { name: text.menu, exact: true }).click();
      await expect(page.getByRole('menu', { name: text.menu })).toBeVisible();
      await expectAccessible(page, 'the main menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      if (!phone) {
        await page.getByRole('button', { name: text.create }).click();
        await expect(page.getByRole('menu', { name: text.create })).toBeVisible();
        await expectAccessible(page, 'the create menu');
        await page.getByRole('menuitem', { name: text.writePost }).click();
      } else {
        await page.getByRole('button', { name: text.writePost }).last().click();
      }
      const writer = page.getByRole('dialog', { name: text.writePost });
      await expect(writer.getByRole('textbox')).toBeFocused();
      await expectAccessible(page, 'the post writer');

      await writer.getByRole('button', { name: text.emoji }).click();
      await expect(writer.locator('em-emoji-picker')).toBeVisible();
      await expect(writer.locator('em-emoji-picker').locator('input[type="search"]')).toBeVisible();
      await expectAccessible(page, 'the emoji picker');
      await writer.getByRole('button', { name: text.emoji }).click();
      await expect(writer.locator('em-emoji-picker')).toHaveCount(0);

      await writer.getByRole('button', { name: text.gif }).click();
      const gifs = page.getByRole('dialog').getByRole('list').getByRole('button');
      await expect(gifs.first()).toBeVisible();
      await expectAccessible(page, 'the GIF picker');
      await page.keyboard.press('Escape');
      await expect(writer.getByRole('button', { name: text.gif })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The idea writer, and staff's back-office frame (the English account is staff).
      if (!phone) {
        await page.getByRole('button', { name: text.create }).click();
        await page.getByRole('menuitem', { name: text.writeIdea }).click();
        const ideaWriter = page.getByRole('dialog', { name: text.writeIdea });
        await expect(ideaWriter).toBeVisible();
        await expectAccessible(page, 'the idea writer');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        if (language === 'en') {
          await page.getByRole('button', { name: text.create }).click();
          await page.getByRole('menuitem', { name: text.backOffice }).click();
          const frame = page.frameLocator('iframe[title="Internal news back-office"]');
          // The frame loads a page of its own (rendered by the server, then hydrated), with the back-office's chunks.
          await expect(frame.getByRole('button', { name: 'Publish' })).toBeVisible({ timeout: 15_000 });
          await expectAccessible(page, 'the back-office frame');
          await page.getByRole('button', { name: 'Close' }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
      }

      // The member's own post: its menu and the delete question (answered "cancel"), read on their own
      // profile (in the feed, other journeys' new posts running at once may push it past the first page).
      // A plain post of the member's (staff's news items are changed in the back-office: no delete there).
      await goInApp(page, localized('/u', language));
      await settled(page);
      const own = page
        .getByTestId('post-card')
        .filter({ has: page.getByRole('button', { name: text.postMenu }) })
        .filter({ hasText: language === 'fr' ? DEMO.member.name : DEMO.staff.name })
        .filter({ hasNot: page.getByTestId('news-card') });
      await own.first().getByRole('button', { name: text.postMenu }).click();
      await expect(page.getByRole('menu', { name: text.postMenu })).toBeVisible();
      await expectAccessible(page, 'the post menu');
      await page.getByRole('menuitem', { name: text.delete }).click();
      const question = page.getByRole('alertdialog');
      await expect(question).toBeVisible();
      await expectAccessible(page, 'the delete-post dialog');
      await question.getByRole('button', { name: text.cancel }).click();
      await expect(question).toHaveCount(0);

      // The comments of the member's own post: the box, a comment and its menu.
      const ownCard = own.first();
      await ownCard.getByTestId('post-comments').click();
      const commentBox = ownCard.getByRole('textbox', { name: text.writeComment });
      await commentBox.fill(text.comment);
      await commentBox.press('Enter');
      const comment = ownCard.getByTestId('comment').filter({ hasText: text.comment }).first();
      await expect(comment).toBeVisible();
      await expectAccessible(page, 'the comments of a post');
      await comment.getByRole('button', { name: text.commentMenu }).click();
      await expect(page.getByRole('menu', { name: text.commentMenu })).toBeVisible();
      await expectAccessible(page, 'the comment menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      // The share writer, on another member's post in the feed: its preview of the original, media off.
      await goInApp(page, localized('/', language));
      await settled(page);
      const shareable = page.getByTestId('post-share').and(page.locator(':enabled')).first();
      await shareable.scrollIntoViewIfNeeded();
      await shareable.click();
      const shareWriter = page.getByRole('dialog', { name: text.shareTitle });
      await expect(shareWriter.getByTestId('shared-post')).toBeVisible();
      await expectAccessible(page, 'the share writer');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The lightbox, on the coach's post with images (the feed's first pages may hold none: other
      // journeys publish text posts meanwhile).
      await goInApp(page, path('post'));
      await settled(page);
      await page.getByRole('button', { name: text.openImage }).first().click();
      await expect(page.locator('.yarl__slide_current img')).toBeVisible();
      await expectAccessible(page, 'the image lightbox');
      await page.keyboard.press('Escape');
      await expect(page.locator('.yarl__root')).toHaveCount(0);

      // The member search of the header with its results (behind a button on phones).
      if (phone) await page.getByRole('button', { name: text.search, exact: true }).click();
      const search = page.getByRole('combobox', { name: text.search });
      await search.fill('sophie');
      await expect(page.getByRole('option').first()).toBeVisible();
      // The feed under the open results was checked above; where the list's edge crosses a card, axe
      // counts that card's buttons as too small while the list covers them.
      await expectAccessible(page, 'the member search results', { exclude: ['main'] });
      await search.press('Escape');
      await expect(page.getByRole('option')).toHaveCount(0);
      if (phone) await page.keyboard.press('Escape');

      // A coach's followers and following.
      await goInApp(page, path('profile'));
      await settled(page);
      await page.getByTestId('profile-followers-count').click();
      await expect(page.getByRole('dialog').getByTestId('member-row').first()).toBeVisible();
      await expectAccessible(page, 'the followers dialog');
      await page.getByRole('dialog').getByRole('tab', { name: text.following }).click();
      await expect(page.getByRole('dialog').getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page, 'the following tab');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The coach's "…" menu and the block question (answered "cancel": nothing is blocked).
      await page.getByRole('button', { name: text.profileMenu }).click();
      await expect(page.getByRole('menu', { name: text.profileMenu })).toBeVisible();
      await expectAccessible(page, 'the profile menu');
      await page.getByRole('menuitem', { name: text.block }).click();
      const blockQuestion = page.getByRole('alertdialog');
      await expect(blockQuestion).toBeVisible();
      await expectAccessible(page, 'the block question');
      await blockQuestion.getByRole('button', { name: text.cancel }).click();
      await expect(blockQuestion).toHaveCount(0);

      // The report dialog of one of the coach's posts (closed unsent).
      await page.getByTestId('post-card').first().getByRole('button', { name: text.postMenu }).click();
      await page.getByRole('menuitem', { name: text.report }).click();
      const reportDialog = page.getByRole('dialog');
      await expect(reportDialog.getByRole('combobox')).toBeVisible();
      await expectAccessible(page, 'the report dialog');
      await page.keyboard.press('Escape');
      await expect(reportDialog).toHaveCount(0);

      await context.close();
    });
  }
}

/**
 * The public pages (issue 23, item 8): what a visitor reads on the marketing, crypto and shop pages in
 * each language, the prices from core's constants, the way to sign up, and what a shared link shows:
 * the description and Open Graph tags are in the HTML the server sends, before any script runs. The
 * pages need no API call of their own (the settings come with the page).
 */
const PUBLIC_PAGES = {
  fr: {
    acceptLanguage: 'fr-FR,fr;q=0.9',
    marketing: { path: '/marketing/fr', heading: 'La communauté des investisseurs et des traders', signUp: 'Créer mon compte gratuit', signUpHref: '/register', title: /^Découvrir ARYA/ },
    crypto: { path: '/crypto', heading: 'Tradez les cryptomonnaies avec ARYA', signUp: 'Créer mon compte gratuit', signUpHref: '/register', title: /^Crypto sur ARYA/ },
    shop: { path: '/shop', heading: 'La boutique ARYA', signUp: null, signUpHref: null, title: /^La boutique ARYA/ },
  },
  en: {
    acceptLanguage: 'en-US,en;q=0.9',
    marketing: { path: '/en/marketing/en', heading: 'The community of investors and traders', signUp: 'Create my free account', signUpHref: '/en/register', title: /^Discover ARYA/ },
    crypto: { path: '/en/crypto', heading: 'Trade cryptocurrencies with ARYA', signUp: 'Create my free account', signUpHref: '/en/register', title: /^Crypto on ARYA/ },
    shop: { path: '/en/shop', heading: 'The ARYA shop', signUp: null, signUpHref: null, title: /^The ARYA shop/ },
  },
} as const;

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"') ?? null;
}

for (const language of ['fr', 'en'] as const) {
  test(`the marketing, crypto and shop pages present the offer to a visitor, with their previews in the served HTML (${language})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const pages = PUBLIC_PAGES[language];
    const locale = language === 'fr' ? 'fr-FR' : 'en-US';
    const prices = {
      yearly: formatEuros(PREMIUM_PLANS.yearly.pricePerWeekCents / 100, language),
      monthly: formatEuros(PREMIUM_PLANS.monthly.pricePerWeekCents / 100, language),
      server: formatEuros(VIRTUAL_SERVER_OFFER.yearlyPriceEuros, language),
    };
    const percent = language === 'fr' ? `${PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT} %` : `${PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT}%`;

    // The HTML as a link preview or a search engine reads it: no script run.
    for (const [id, expected] of Object.entries({ marketing: pages.marketing, crypto: pages.crypto, shop: pages.shop })) {
      const answer = await request.get(expected.path, { headers: { 'accept-language': pages.acceptLanguage } });
      expect(answer.status(), expected.path).toBe(200);
      expect(new URL(answer.url()).pathname, `${expected.path} is not redirected`).toBe(expected.path);
      const html = await answer.text();
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], `${id} title`).toMatch(expected.title);
      const description = metaContent(html, 'name', 'description');
      expect(description, `${id} description`).toBeTruthy();
      expect(description).not.toBe(metaContent(await (await request.get('/auth', { headers: { 'accept-language': pages.acceptLanguage } })).text(), 'name', 'description'));
      expect(metaContent(html, 'property', 'og:title'), `${id} og:title`).toMatch(expected.title);
      expect(metaContent(html, 'property', 'og:description'), `${id} og:description`).toBe(description);
      expect(metaContent(html, 'property', 'og:url'), `${id} og:url`).toBe(`${baseURL}${expected.path}`);
      expect(metaContent(html, 'property', 'og:type'), `${id} og:type`).toBe('website');
    }
    expect(metaContent(await (await request.get(pages.marketing.path, { headers: { 'accept-language': pages.acceptLanguage } })).text(), 'name', 'description')).toContain(prices.yearly);

    const context = await browser.newContext({ locale, extraHTTPHeaders: { 'accept-language': pages.acceptLanguage } });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      const url = new URL(call.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${call.method()} ${url.pathname}`);
    });

    await page.goto(pages.marketing.path);
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { level: 1, name: pages.marketing.heading })).toBeVisible();
    await expect(main.getByTestId('premium-yearly')).toContainText(prices.yearly);
    await expect(main.getByTestId('premium-monthly')).toContainText(prices.monthly);
    await expect(main).toContainText(percent);
    const signUp = main.getByRole('link', { name: pages.marketing.signUp }).first();
    await expect(signUp).toHaveAttribute('href', pages.marketing.signUpHref);
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    expect(apiCalls, 'the marketing page asks nothing of the API').toEqual([]);
    await expectAccessible(page, `the marketing page (${language})`);
    await signUp.click();
    await expect(page).toHaveURL((url) => url.pathname === pages.marketing.signUpHref);

    apiCalls.length = 0;
    await page.goto(pages.crypto.path);
    await expect(main.getByRole('heading', { level: 1, name: pages.crypto.heading })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toContainText(percent);
    await expect(main).toContainText(prices.server);
    await expect(main).toContainText(prices.yearly);
    await expect(main.getByRole('link', { name: pages.crypto.signUp })).toHaveAttribute('href', pages.crypto.signUpHref!);
    await expectAccessible(page, `the crypto page (${language})`);

    await page.goto(pages.shop.path);
    await expect(main.getByRole('heading', { level: 1, name: pages.shop.heading })).toBeVisible();
    // Every software product with its page, and the outside shop.
    await expect(main.getByTestId('shop-product')).toHaveCount(GET_STARTED_PRODUCTS.length - 1);
    for (const product of GET_STARTED_PRODUCTS.filter((candidate) => candidate !== 'crypto')) {
      await expect(main.locator(`a[href="${localized(`/my-account/get-started/${productSlug(product)}`, language)}"]`)).toHaveCount(1);
    }
    await expect(main.locator('a[href="https://shop.arya.example/"]')).toHaveCount(1);
    await expect(main.locator(`a[href="${localized('/my-account/arya-premium', language)}"]`)).toHaveCount(1);
    await expect(main).toContainText(prices.yearly);
    await page.waitForLoadState('networkidle');
    expect(apiCalls, 'no page asks anything of the API').toEqual([]);
    await expectAccessible(page, `the shop page (${language})`);
    await context.close();
  });
}
