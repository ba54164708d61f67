import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn } from './support/accounts.ts';
import { demoCoachSample } from './support/posts.ts';

// Requests are held back or refused in these tests: the service worker (which keeps the assets) must not answer them instead.
test.use({ serviceWorkers: 'block' });

test('French pages have nothing left in English', async ({ page, context, baseURL }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.member.email, DEMO.member.password);

  // The toast region (mounted with the first message) and its close button.
  await page.getByTestId('post-card').getByRole('button', { name: 'Options de la publication' }).first().click();
  await page.getByRole('menuitem', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien de la publication copié')).toBeVisible();
  await expect(page.getByRole('region', { name: "Messages de l'application (Alt+T)" })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Fermer le message' })).toBeVisible();

  // The coach badge, on the coach's profile and posts.
  const coach = await demoCoachSample(baseURL!);
  await page.goto(`/u/${coach.alias}`);
  await expect(page.getByTestId('profile-header').getByTestId('coach-badge')).toHaveText('Coach de trading');
  await expect(page.getByTestId('post-card').first().getByTestId('coach-badge')).toHaveText('Coach de trading');

  // emoji-mart: search and categories in French.
  await page.getByRole('button', { name: 'Créer' }).click();
  await page.getByRole('menuitem', { name: 'Écrire un post' }).click();
  const writer = page.getByRole('dialog', { name: 'Écrire un post' });
  await writer.getByRole('button', { name: 'Insérer un emoji' }).click();
  const picker = writer.locator('em-emoji-picker');
  // emoji-mart and its data (about 430 kB) load on first use: allow them the time.
  await expect(picker.locator('input[type="search"]')).toHaveAttribute('placeholder', 'Rechercher', { timeout: 20_000 });
  await expect(picker.getByRole('button', { name: 'Smileys & Personnes' })).toBeVisible();
  await expect(picker.getByText('Fréquemment utilisé')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(writer).toHaveCount(0);

  // The route progress bar, while a page's code is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/BrokerPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Choisir un courtier' }).click();
  await expect(page.getByRole('progressbar', { name: 'Chargement de la page' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un courtier' })).toBeVisible();

  // The store badges read as one sentence.
  await expect(page.getByRole('link', { name: "Télécharger dans l'App Store" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Disponible sur Google Play' })).toBeVisible();
});

test('every author’s name and avatar lead to their profile', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  // Marc is a member, not a coach. A card he wrote (other journeys share his posts and comment as him).
  const card = page.getByTestId('post-card').filter({ has: page.getByTestId('post-author').getByText(DEMO.premium.name, { exact: true }) }).first();
  const name = card.getByTestId('post-author');
  await expect(name).toHaveAccessibleName(DEMO.premium.name);
  await expect(name).toHaveAttribute('href', /^\/u\/[^/]+$/);
  const href = await name.getAttribute('href');
  await expect(card.locator(`a[href="${href}"]`)).toHaveCount(2);
  await name.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.premium.name })).toBeVisible();
});

test('after a failed page chunk, the reload lands on the page the member was opening', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  let failures = 0;
  await page.route(/\/assets\/IdeasPage-[^/]+\.js$/, async (route) => {
    if (failures === 0) {
      failures += 1;
      return route.abort();
    }
    return route.fallback();
  });
  await page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Idées' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Idées de trading' })).toBeVisible();
  await expect(page).toHaveURL('/ideas');
  expect(failures).toBe(1);
});

test('the language picked from the browser is remembered in the cookie', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/register');
  await expect(page).toHaveURL('/en/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lang')!;
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await context.close();
});

test('a member’s own language sets the pages’ language when the app loads', async ({ page, context }) => {
  // Emma's language is English; she signs in from a French page that leads to /ideas.
  await page.goto('/auth?next=%2Fideas');
  await fillSignIn(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL('/en/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading ideas' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

  // A French cookie and a French address: the app moves to the English page as it loads.
  await context.addCookies([{ name: 'lang', value: 'fr', url: page.url() }]);
  await page.goto('/notifications?tab=all');
  await expect(page).toHaveURL('/en/notifications?tab=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
