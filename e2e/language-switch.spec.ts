import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signUp, uniqueEmail } from './support/accounts.ts';

test('switching to English stays on the page and is remembered', async ({ page, context }) => {
  await page.goto('/auth?next=%2Fideas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // The page it leads to follows the switch.
  await expect(page).toHaveURL('/en/auth?next=%2Fen%2Fideas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · ARYA');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lang');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // The cookie wins over the unprefixed address on the next visit.
  await page.goto('/register');
  await expect(page).toHaveURL('/en/register');

  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
});

test('a signed-in member switches language from the menu and stays on the page', async ({ page }) => {
  // A member of its own: the switch also changes the member's default language.
  await signUp(page, { name: 'Lena Switch', email: uniqueEmail('switch'), password: 'un-mot-de-passe-solide' });
  await expect(page).toHaveURL('/');
  await page.goto('/my-account/choose-a-broker');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/my-account/choose-a-broker');
  await expect(page.getByRole('heading', { name: 'Choose a broker' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
});

test('an English browser without a cookie gets English pages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page).toHaveURL('/en/auth');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('opening an English page remembers English, even where French was remembered', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  await page.goto('/en/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

  // The next visit without a prefix opens in English.
  await page.goto('/auth');
  await expect(page).toHaveURL('/en/auth');
});

test('switching language on the sign-in page takes the page it leads to along', async ({ page }) => {
  // A visitor opening the English feed is asked to sign in first, then led back to it.
  await page.goto('/en');
  await expect(page).toHaveURL('/en/auth?next=%2Fen');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL('/auth?next=%2F');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByRole('link', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL('/register?next=%2F');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL('/en/register?next=%2Fen');

  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/auth?next=%2F');
  await fillSignIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: "Fil d'actualité" })).toBeVisible();
});
