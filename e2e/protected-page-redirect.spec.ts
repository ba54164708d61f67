import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn } from './support/accounts.ts';

test('a protected page sends a visitor to sign in, then back to that page', async ({ page }) => {
  await page.goto('/my-account/licences?tab=mt4#top');
  // Sent by the server, which never sees the fragment: the browser keeps it on the way.
  await expect(page).toHaveURL('/auth?next=%2Fmy-account%2Flicences%3Ftab%3Dmt4#top');

  await fillSignIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page).toHaveURL('/my-account/licences?tab=mt4#top');
  await expect(page.getByRole('heading', { name: 'Licences', level: 1 })).toBeVisible();
});

test('the English prefix is kept on the way to sign in', async ({ page }) => {
  await page.goto('/en/ideas');
  await expect(page).toHaveURL('/en/auth?next=%2Fen%2Fideas');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Emma's own language is English: after sign-in the member's language decides the page's (Julie's is
  // French, and other journeys may change it).
  await page.getByLabel('Email address').fill(DEMO.staff.email);
  await page.getByLabel('Password').fill(DEMO.staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/en/ideas');
  await expect(page.getByRole('heading', { name: 'Trading ideas' })).toBeVisible();
});

test('a signed-in member opening the sign-in page goes to the feed, and never to another site', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.member.email, DEMO.member.password);
  await expect(page).toHaveURL('/');

  await page.goto('/auth?next=%2F%2Fevil.example.com%2Fsteal');
  await expect(page).toHaveURL('/');
  await page.goto('/register?next=%2Fmy-account%2Fprofile');
  await expect(page).toHaveURL('/my-account/profile');
});

test('public pages are readable by a visitor without being sent to sign in', async ({ page }) => {
  await page.goto('/u/some-member');
  await expect(page).toHaveURL('/u/some-member');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/post/author/post');
  await expect(page).toHaveURL('/post/author/post');
});
