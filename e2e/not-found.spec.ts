import { expect, test } from '@playwright/test';
import { appIsLive } from './support/app.ts';

test('an unknown page answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Centre d'aide" })).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable · ARYA');

  const english = await page.goto('/en/my-account/get-started/not-a-product');
  expect(english?.status()).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the feed' }).click();
  // The feed is for members: a visitor is asked to sign in first.
  await expect(page).toHaveURL('/en/auth?next=%2Fen');
});

test('known pages answer 200; a members\' page sends a visitor to sign in', async ({ request }) => {
  for (const path of ['/auth', '/en/register', '/legal/terms']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  const members = await request.get('/my-account/arya-premium', { maxRedirects: 0 });
  expect(members.status()).toBe(302);
  expect(members.headers().location).toBe('/auth?next=%2Fmy-account%2Farya-premium');
});

test('a missing post or member answers 404 and says so', async ({ page }) => {
  const post = await page.goto('/post/nobody/no-such-post');
  expect(post?.status()).toBe(404);
  // Said by the server's page, and again by the app once it has asked for the post itself.
  await appIsLive(page);
  await expect(page.getByRole('heading', { name: 'Publication introuvable' })).toBeVisible();

  const member = await page.goto('/u/personne-de-ce-nom');
  expect(member?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Membre introuvable' })).toBeVisible();
});
