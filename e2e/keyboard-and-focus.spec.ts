import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { contrastRatio, toRgbInPage } from './support/contrast.ts';
import { appIsLive } from './support/app.ts';

/** The focused element's outline against the menu's background: WCAG 2.4.11/1.4.11 ask for 3:1. */
async function focusRingContrast(item: Locator, background: Locator): Promise<{ ratio: number; width: number }> {
  const ring = await item.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.outlineColor, width: parseFloat(style.outlineWidth), styleName: style.outlineStyle };
  });
  const back = await background.evaluate((element) => getComputedStyle(element).backgroundColor);
  const page = item.page();
  const [ringRgb, backRgb] = [await page.evaluate(toRgbInPage, ring.color), await page.evaluate(toRgbInPage, back)];
  return { ratio: contrastRatio(ringRgb, backRgb), width: ring.styleName === 'none' ? 0 : ring.width };
}

async function pressUntilFocused(page: Page, key: string, target: Locator, max = 30) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('keyboard alone: skip link, sign in, write a post from the create menu, and the focus comes back', async ({ page }) => {
  test.slow();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await appIsLive(page);

  // The first Tab stop skips to the page's heading.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeFocused();

  const email = page.getByLabel('Adresse e-mail');
  await pressUntilFocused(page, 'Tab', email);
  await page.keyboard.type(DEMO.premium.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.premium.password);
  await page.keyboard.press('Enter');

  // After the route change, the focus is on the new page's heading.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeFocused();
  await appIsLive(page);

  const create = page.getByRole('button', { name: 'Créer' });
  await pressUntilFocused(page, 'Shift+Tab', create);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Créer' });
  await expect(menu.getByRole('menuitem', { name: 'Écrire un post' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Écrire une idée' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Écrire un post' })).toBeFocused();
  await page.keyboard.press('Enter');

  const writer = page.getByRole('dialog', { name: 'Écrire un post' });
  const text = writer.getByRole('textbox', { name: 'Texte du post' });
  await expect(text).toBeFocused();
  await page.keyboard.type('Un brouillon à ne pas perdre');

  // Escape in the emoji search closes the picker only; the text and the writer stay.
  await pressUntilFocused(page, 'Tab', writer.getByRole('button', { name: 'Insérer un emoji' }));
  await page.keyboard.press('Enter');
  const search = writer.locator('em-emoji-picker').locator('input[type="search"]');
  await expect(search).toBeFocused();
  await page.keyboard.type('rocket');
  await page.keyboard.press('Escape');
  await expect(writer.locator('em-emoji-picker')).toHaveCount(0);
  await expect(writer).toBeVisible();
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('Un brouillon à ne pas perdre');

  // Closing with a draft asks first, in French; "keep writing" keeps everything.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Abandonner ce post ?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Ce que vous avez écrit et ajouté sera perdu.');
  await question.getByRole('button', { name: 'Continuer à écrire' }).press('Enter');
  await expect(question).toHaveCount(0);
  await expect(text).toHaveValue('Un brouillon à ne pas perdre');

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Abandonner' }).press('Enter');
  await expect(writer).toHaveCount(0);
  // The writer is gone: the focus is back on the button that opened it, not on <body>.
  await expect(create).toBeFocused();

  // Again, and this time the post is published with Enter; the focus comes back the same way.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  const words = `Au clavier seulement ${Date.now()}`;
  await page.keyboard.type(words);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Votre post est publié.')).toBeVisible();
  await expect(writer).toHaveCount(0);
  await expect(create).toBeFocused();
  await expect(page.getByTestId('post-card').filter({ hasText: words })).toBeVisible();
});

test('the main menu follows the menu button pattern, with a visible focus', async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('menu', { name: 'Menu' });
  const first = menu.getByRole('menuitem', { name: 'Passer Premium' });
  const last = menu.getByRole('menuitem', { name: 'Se déconnecter' });

  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  // Only menu entries inside the menu: no plain buttons, links or headings.
  await expect(menu.locator('a:not([role^="menuitem"]), button:not([role^="menuitem"]), h1, h2, h3, h4, h5, h6')).toHaveCount(0);
  await expect(menu.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');

  const ring = await focusRingContrast(first, menu);
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.ratio).toBeGreaterThanOrEqual(3);

  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Formations' })).toBeFocused();

  // Escape closes and returns to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Enter opens on the first entry; Tab leaves the menu and closes it.
  await page.keyboard.press('Enter');
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(page.locator('[role="menu"] :focus')).toHaveCount(0);

  // ArrowUp on the button opens on the last entry.
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('Escape');

  // The post menu is the same component: Escape returns to its button.
  // The first card with a menu (a post deleted by another test shows none).
  const postMenuButton = page.getByTestId('post-card').getByRole('button', { name: 'Options de la publication' }).first();
  await postMenuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Options de la publication' }).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(postMenuButton).toBeFocused();
});

test('choosing English in the menu closes it and the page is English at once', async ({ page }) => {
  // A member of its own: the choice also becomes the member's language.
  await signUp(page, { name: 'Ines Clavier', email: uniqueEmail('menu-lang'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const english = page.getByRole('menuitemradio', { name: 'English' });
  await expect(english).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page).toHaveURL('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'News feed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();

  // Remembered for the member: a new visit without the cookie opens in English.
  await page.context().clearCookies({ name: 'lang' });
  await page.goto('/ideas');
  await expect(page).toHaveURL('/en/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading ideas' })).toBeVisible();
});

test('on a phone, the header profile link is named and leads to the member’s public profile', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const profile = page.getByRole('banner').getByRole('link', { name: DEMO.member.name, exact: true });
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute('href', /^\/u\/[^/]+$/);
  await profile.click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.member.name })).toBeVisible();
  await expect(page).toHaveTitle(`Profil de ${DEMO.member.name} · ARYA`);
  await context.close();
});

test('every layout starts with a skip link to the page’s heading', async ({ page }) => {
  test.slow();
  // The sign-in layout first, then the app, account, get-started and not-found ones.
  await page.goto('/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await appIsLive(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeFocused();
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const pages = [
    { path: '/', heading: "Fil d'actualité" },
    { path: '/my-account/choose-a-broker', heading: 'Choisir un courtier' },
    { path: '/my-account/get-started/arya-scan', heading: 'Scan' },
    { path: '/une-page-qui-n-existe-pas', heading: 'Page introuvable' },
  ];
  for (const { path, heading } of pages) {
    await page.goto(path);
    // The page is drawn (not just loaded) before the first Tab.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await appIsLive(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip, path).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }), path).toBeFocused();
  }
});
