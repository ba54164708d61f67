import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';

/**
 * Spec 1 §2: /my-account/upgrade is in the menu only for a member holding the pro or proPlus licence,
 * in French, with the upgrade flag on (the end-to-end server turns it on). The premium demo member
 * holds Pro Plus (seeded); the other demo members hold no licence.
 */

test('a French member holding Pro Plus finds the upgrade entry in the menu and the Centurion offer behind it', async ({ page }) => {
  await signIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Mettre à niveau' }).click();
  await expect(page).toHaveURL('/my-account/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Mettre à niveau' })).toBeVisible();
  const offer = page.getByRole('region', { name: 'Ajoutez Centurion à Pro Plus' });
  await expect(offer.getByText('Les stratégies avancées de Centurion')).toBeVisible();
  const shop = offer.getByRole('link', { name: /Mettre à niveau dans la boutique/ });
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByTestId('app-loader')).toHaveCount(0);
  await expectAccessible(page, 'the upgrade page');
});

test('a member without a Pro licence has no upgrade entry, and the address is the not-found page', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Mettre à niveau' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/my-account/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});
