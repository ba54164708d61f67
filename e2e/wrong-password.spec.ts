import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn } from './support/accounts.ts';

test('a wrong password shows the translated message and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.member.email, 'pas-le-bon-mot-de-passe');
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL('/auth');

  await page.goto('/en/auth');
  await page.getByLabel('Email address').fill(DEMO.member.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email address or password.');
});

test('form checks run before anything is sent', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("L'adresse e-mail n'est pas valide.")).toBeVisible();
});
