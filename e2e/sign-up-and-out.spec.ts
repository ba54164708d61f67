import { expect, test } from '@playwright/test';
import { acceptTerms, fillSignUp, uniqueEmail } from './support/accounts.ts';
import { settleNewMember } from './support/new-member.ts';

test('a visitor signs up and, past onboarding and the phone check, reads the feed with a 30-day trial, then signs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await fillSignUp(page, { name: 'Camille Durand', email, password: 'un-mot-de-passe-solide' });
  await settleNewMember(page);
  await page.goto('/');

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
  await acceptTerms(page);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();

  await page.getByLabel('Confirmez le mot de passe').fill('un-mot-de-passe');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('alert')).toHaveText('Cette adresse e-mail est déjà utilisée.');
  await expect(page).toHaveURL('/register');
});

test('sign-up refuses a password that is easy to guess before sending it, saying why in French', async ({ page }) => {
  // The page starts the scorer (a worker) once drawn; the check waits for it a few seconds at most, then
  // leaves the password to the server, so this test waits for it to be sure the browser decides: the
  // worker listens once its dictionaries (1 MB) are fetched and built.
  const scorer = page.waitForEvent('worker', (worker) => /\/assets\/scorer\.worker-[\w-]+\.js$/.test(worker.url()));
  await page.goto('/register');
  const worker = await scorer;
  await expect.poll(() => worker.evaluate(() => typeof self.onmessage), { timeout: 30_000 }).toBe('function');
  await page.getByLabel('Prénom et nom').fill('Faible Motdepasse');
  await page.getByLabel('Adresse e-mail').fill(uniqueEmail('weak'));
  await page.getByLabel('Mot de passe', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('Confirmez le mot de passe').fill('Passw0rd!');
  await acceptTerms(page);
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUps.push(request.url());
  });
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText(/^Ce mot de passe est trop facile à deviner\. .*Mettez des majuscules ailleurs qu'à la première lettre\./)).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(signUps).toEqual([]);
  await expect(page).toHaveURL('/register');
});
