import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn } from './support/accounts.ts';

test('the header, create menu and main menu are complete for a member', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  for (const tab of ['Accueil', 'Idées', 'Formations', 'Notifications']) await expect(nav.getByRole('link', { name: tab })).toBeVisible();
  await expect(page.getByTestId('header-profile')).toContainText(DEMO.member.name);
  await expect(page.getByTestId('environment-label')).toHaveText('test');

  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Écrire un post' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Écrire une idée' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  for (const entry of ['Passer Premium', 'Formations', 'Parrainer un ami', 'Boutique', 'Choisir un courtier', 'Profil', 'Commandes et abonnements', 'Licences', 'Aide', 'Se déconnecter']) {
    await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
  }
  // The upgrade entry needs a pro licence and the upgrade flag.
  await expect(menu.getByRole('menuitem', { name: 'Mettre à niveau' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Choisir un courtier' }).click();
  await expect(page).toHaveURL('/my-account/choose-a-broker');
  await expect(page.getByTestId('store-badges')).toContainText("Télécharger dans l'");
});

test('a member who answered the questions is never taken back to onboarding, where only the wheel is left', async ({ page }) => {
  await signIn(page, DEMO.member.email, DEMO.member.password);
  await page.goto('/ideas');
  await expect(page).toHaveURL('/ideas');
  await page.goto('/on-boarding');
  await expect(page.getByRole('heading', { name: 'Faites tourner la roue' })).toBeVisible();
});

test('a member whose language is English lands on the English feed after signing in', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('heading', { name: 'News feed' })).toBeVisible();
});

test('on a phone, the app banner can be closed for good and the round button opens the writer', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, DEMO.member.email, DEMO.member.password);
  const banner = page.getByTestId('mobile-app-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Fermer' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'downloadMobileBannerClosed')?.value).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { name: "Fil d'actualité" })).toBeVisible();
  await expect(banner).toBeHidden();

  await page.getByRole('button', { name: 'Écrire un post' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Écrire un post' })).toBeVisible();
  await context.close();
});

test('an affiliate source is kept in a cookie only for a signed-out visitor', async ({ page, context }) => {
  await page.goto('/auth?source=arya-premium-net');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'postaffiliate')?.value).toBe('arya-premium-net');

  await context.clearCookies();
  await page.goto('/auth?source=unknown-source');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.waitForTimeout(300);
  expect((await context.cookies()).find((cookie) => cookie.name === 'postaffiliate')).toBeUndefined();
});
