import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';

test('a visitor signs up and, past onboarding and the phone check, reads the feed with a 30-day trial, then signs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUp(page, { name: 'Camille Durand', email, password: 'un-mot-de-passe-solide' });

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  await expect(page.getByText('Bonjour Camille Durand')).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveText(/il vous reste 30 jours/);
  await expect(page).toHaveTitle("Fil d'actualité · ARYA");

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  // Signed out for good: the feed sends back to sign in.
  await page.goto('/');
  await expect(page).toHaveURL('/auth?next=%2F');
});

test('sign-up refuses mismatched passwords and an e-mail already in use, in French', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Prénom et nom').fill('Doublon');
  await page.getByLabel('Adresse e-mail').fill('member@demo.arya.app');
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe');
  await page.getByLabel('Confirmez le mot de passe').fill('autre-chose');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();

  await page.getByLabel('Confirmez le mot de passe').fill('un-mot-de-passe');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('alert')).toHaveText('Cette adresse e-mail est déjà utilisée.');
  await expect(page).toHaveURL('/register');
});
